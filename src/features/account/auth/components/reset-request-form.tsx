/**
 * /reset-password: the address, then the reset mail (hub_sendResetPasswordMail). The answer is
 * the same whether or not an account uses the address (no account enumeration), and the page
 * words it so. Asking again waits out the server's cooldown, counted down live.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { TextField } from '../../../../components/ui/text-field'
import { rpc } from '../../../../lib/rpc-client'
import { checkEmail, normaliseEmail } from '../email-checks'
import { rateLimitedUntil, rememberCooldown } from '../mail-cooldown'
import { LINK_CLASS, Notice } from './auth-page'
import { focusFirstInvalid } from './focus-first-invalid'
import { ResendMailButton } from './resend-mail-button'
import { SubmitButton } from './submit-button'
import { useTouched } from './use-touched'

export function ResetRequestForm() {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { touch, shows, submit } = useTouched<'email'>()
  const error = checkEmail(email)
  const shownError = shows('email') && error ? i18n._(error) : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
    if (error) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    const address = normaliseEmail(email)
    setBusy(true)
    try {
      const sent = await rpc('hub_sendResetPasswordMail', { email: address })
      rememberCooldown('passwordReset', sent.email, Date.parse(sent.nextSendAt))
      setSentTo(sent.email)
    } catch (failure) {
      // A 10429 means a mail went out less than a minute ago: the countdown shows when to ask again.
      const until = rateLimitedUntil(failure)
      if (until !== null) {
        rememberCooldown('passwordReset', address, until)
        setSentTo(address)
      }
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-6">
        <Notice tone="success" title={t`Check your inbox`}>
          <p>
            <Trans>
              If an account uses <strong className="break-all">{sentTo}</strong>, we sent it a link to set a new
              password. The link works for 24 hours.
            </Trans>
          </p>
        </Notice>
        <ResendMailButton
          kind="passwordReset"
          email={sentTo}
          send={() => rpc('hub_sendResetPasswordMail', { email: sentTo })}
        />
        <p className="text-sm">
          <button type="button" onClick={() => setSentTo(null)} className={LINK_CLASS}>
            <Trans>Use another e-mail address</Trans>
          </button>
        </p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => touch('email')}
        error={shownError}
      />
      <SubmitButton loading={busy}>
        <Trans>Send the reset link</Trans>
      </SubmitButton>
      <p className="text-sm">
        <Link to="/login" className={LINK_CLASS}>
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </form>
  )
}
