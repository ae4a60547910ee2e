/**
 * /invite-member?register=1 (an invited address without an account): an optional nickname, a
 * password meeting the rules and its confirmation, sent to hub_registerTeam with the link's code.
 * Passwords leave the page only MD5-hashed, as in the register form (its pieces are reused). The
 * new team-type account is signed in; the access guard then enters its one team. Shown by
 * /invite-member (src/features/invitations) through its route.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { TextField } from '../../../components/ui/text-field'
import { hashPassword } from '../../../lib/password-hash'
import { rpc } from '../../../lib/rpc-client'
import { focusFirstInvalid } from '../auth/components/focus-first-invalid'
import { PasswordFields } from '../auth/components/password-fields'
import { SubmitButton } from '../auth/components/submit-button'
import { TermsLink } from '../auth/components/terms-link'
import { useTouched } from '../auth/components/use-touched'
import { checkNewPassword } from '../auth/new-password-checks'
import { completeLogin } from '../session-link'

type Field = 'password' | 'confirmation'

export function TeamRegisterForm({ code, onDone }: { code: string; onDone(): void }) {
  const { t } = useLingui()
  const [nickname, setNickname] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)
  const { touch, shows, submit } = useTouched<Field>()
  const errors = checkNewPassword(password, confirmation)
  const invalid = Boolean(errors.password ?? errors.confirmation)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
    if (invalid) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const name = nickname.trim()
      const session = await rpc('hub_registerTeam', {
        code,
        ...(name ? { nickname: name } : {}),
        password: hashPassword(password),
        confirmPassword: hashPassword(confirmation),
      })
      await completeLogin(session)
      onDone()
    } catch {
      // The RPC error policy has told the person why; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy} data-testid="invite-register-form">
      <TextField
        label={t`Nickname (optional)`}
        name="nickname"
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
      />
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        onBlur={touch}
        errors={{
          password: shows('password') ? errors.password : undefined,
          confirmation: shows('confirmation') ? errors.confirmation : undefined,
        }}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          By creating an account you agree to the <TermsLink />.
        </Trans>
      </p>
      <SubmitButton loading={busy}>
        <Trans>Create account and join</Trans>
      </SubmitButton>
    </form>
  )
}
