/**
 * /reset-password/set and /set-password/set: a new password and its confirmation for the mailed
 * code, MD5-hashed before they leave the page (SPEC §5). The code is checked again first, so a
 * link used or expired meanwhile gets its own message instead of a form that cannot work. On
 * success every session of the account has ended (server): the person is told so and logs in
 * with the new password — from /login, or from the home page when this browser was signed in
 * (logging out there is the session runtime's, which lands on `/`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import type { CodeStatus } from '../../../../../contract/statuses'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { hashPassword } from '../../../../lib/password-hash'
import { rpc } from '../../../../lib/rpc-client'
import { toast } from '../../../../lib/toast-store'
import { logOut, useSessionStatus } from '../../session-link'
import { refusedCodeStatus } from '../code-status'
import { checkNewPassword } from '../new-password-checks'
import { hasErrors } from '../register-form-checks'
import { focusFirstInvalid } from './focus-first-invalid'
import type { PasswordFlow } from './password-code-check'
import { PasswordFields } from './password-fields'
import { UnusableLink } from './unusable-link'
import { SubmitButton } from './submit-button'
import { useTouched } from './use-touched'

type CodeState = { status: CodeStatus; email: string | null } | 'unknown'

export function NewPasswordForm({ flow, code }: { flow: PasswordFlow; code: string | null }) {
  const [codeState, setCodeState] = useState<CodeState | null>(null)
  useEffect(() => {
    if (code === null) return
    let current = true
    rpc('hub_passwordResetCodeStatus', { code }, { hideError: true }).then(
      (result) => current && setCodeState(result),
      // Unknown (offline, timeout): offer the form; sending it tells whether the code works.
      () => current && setCodeState('unknown'),
    )
    return () => {
      current = false
    }
  }, [code])

  if (code === null) return <UnusableLink kind={flow} status="invalid" email={null} />
  if (codeState === null) return <SkeletonText lines={4} />
  if (codeState !== 'unknown' && codeState.status !== 'valid') {
    return <UnusableLink kind={flow} status={codeState.status} email={codeState.email} />
  }
  return <PasswordForm flow={flow} code={code} email={codeState === 'unknown' ? null : codeState.email} />
}

function PasswordForm({ flow, code, email }: { flow: PasswordFlow; code: string; email: string | null }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const signedIn = useSessionStatus() === 'signedIn'
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<Exclude<CodeStatus, 'valid'> | null>(null)
  const { touch, shows, submit } = useTouched<'password' | 'confirmation'>()
  const errors = checkNewPassword(password, confirmation, email ?? '')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
    if (hasErrors(errors)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      await rpc('hub_passwordReset', {
        code,
        password: hashPassword(password),
        confirmPassword: hashPassword(confirmation),
      })
      toast.success(
        flow === 'passwordReset'
          ? t`Your password was changed. Log in with your new password.`
          : t`Your password is set. Log in with it.`,
        // It stays until closed: the person reads it on the next page, and it matters.
        { duration: 0 },
      )
      if (signedIn) logOut()
      else await navigate({ to: '/login' })
    } catch (error) {
      setRefused(refusedCodeStatus(error))
      setBusy(false)
    }
  }

  if (refused) return <UnusableLink kind={flow} status={refused} email={email} />
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      {email && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            For <strong className="break-all">{email}</strong>
          </Trans>
        </p>
      )}
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        onBlur={touch}
        email={email ?? ''}
        passwordLabel={t`New password`}
        errors={{
          password: shows('password') ? errors.password : undefined,
          confirmation: shows('confirmation') ? errors.confirmation : undefined,
        }}
      />
      <SubmitButton loading={busy}>
        {flow === 'passwordReset' ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
      </SubmitButton>
    </form>
  )
}
