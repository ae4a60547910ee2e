/**
 * Registration by e-mail (SPEC §1, §5): the address (checked as typed, and against existing
 * accounts after a pause), a password that meets the rules shown, its confirmation and an
 * optional promo code. Passwords leave the page only MD5-hashed. On success the address goes in
 * the register-confirm cookie and the page moves to /register-confirm. A refusal is told by the
 * RPC error policy (in the user's language); the form keeps what was typed, marks a taken address
 * beside its field and, after a 10429, counts down on the button until it may be sent again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { TextField } from '../../../../components/ui/text-field'
import { isLocale } from '../../../../i18n/locales'
import { formatWait } from '../../../../lib/rate-limit-warning'
import { hashPassword } from '../../../../lib/password-hash'
import { RpcCallError, rpc } from '../../../../lib/rpc-client'
import { normaliseEmail } from '../email-checks'
import { rateLimitedUntil, rememberCooldown } from '../mail-cooldown'
import { rememberRegisterConfirm } from '../register-confirm-cookie'
import { checkRegisterForm, hasErrors, type RegisterFormValues } from '../register-form-checks'
import { LINK_CLASS } from './auth-page'
import { focusFirstInvalid } from './focus-first-invalid'
import { PasswordFields } from './password-fields'
import { TermsLink } from './terms-link'
import { useCountdown } from '../../../../components/ui/use-countdown'
import { useEmailExists } from './use-email-exists'
import { SubmitButton } from './submit-button'
import { useTouched } from './use-touched'

type Field = keyof RegisterFormValues

export function RegisterForm() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [values, setValues] = useState<RegisterFormValues>({ email: '', password: '', confirmation: '', promoCode: '' })
  const [busy, setBusy] = useState(false)
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null)
  const wait = useCountdown(blockedUntil)
  const { touch, shows, submit } = useTouched<Field>()
  const { exists, markTaken } = useEmailExists(values.email)
  const errors = checkRegisterForm(values)
  const shown = (field: Field) => (shows(field) ? errors[field] : undefined)
  const errorText = (field: Field) => {
    const error = shown(field)
    return error ? i18n._(error) : null
  }
  const waitText = formatWait(wait * 1000)
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
    if (hasErrors(errors)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    const email = normaliseEmail(values.email)
    const promoCode = values.promoCode.trim()
    setBusy(true)
    try {
      const sent = await rpc('hub_register', {
        email,
        password: hashPassword(values.password),
        confirmPassword: hashPassword(values.confirmation),
        ...(promoCode ? { promoCode } : {}),
        ...(isLocale(i18n.locale) ? { lang: i18n.locale } : {}),
      })
      rememberRegisterConfirm(sent.email)
      rememberCooldown('registerConfirm', sent.email, Date.parse(sent.nextSendAt))
      await navigate({ to: '/register-confirm' })
    } catch (error) {
      // The policy has told the person why; the form keeps every value.
      const until = rateLimitedUntil(error)
      if (until !== null) setBlockedUntil(until)
      else if (error instanceof RpcCallError && error.code === 10422) {
        const { exists: taken } = await rpc('hub_emailExists', { email }, { hideError: true }).catch(() => ({
          exists: false,
        }))
        if (taken) markTaken(email)
      }
    } finally {
      setBusy(false)
    }
  }

  const emailError = errorText('email')
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <div>
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          onBlur={() => touch('email')}
          error={emailError}
        />
        {!emailError && exists && (
          <p role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
            <Trans>
              This address is already registered.{' '}
              <Link to="/login" className={LINK_CLASS}>
                Log in instead?
              </Link>
            </Trans>
          </p>
        )}
      </div>
      <PasswordFields
        password={values.password}
        confirmation={values.confirmation}
        onPassword={set('password')}
        onConfirmation={set('confirmation')}
        onBlur={touch}
        email={values.email}
        errors={{ password: shown('password'), confirmation: shown('confirmation') }}
      />
      <TextField
        label={t`Promo code (optional)`}
        name="promoCode"
        autoComplete="off"
        value={values.promoCode}
        onChange={(event) => set('promoCode')(event.target.value)}
        onBlur={() => touch('promoCode')}
        error={errorText('promoCode')}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          By creating an account you agree to the <TermsLink />.
        </Trans>
      </p>
      <SubmitButton loading={busy} disabled={wait > 0}>
        {wait > 0 ? <Trans>Try again in {waitText}</Trans> : <Trans>Create account</Trans>}
      </SubmitButton>
    </form>
  )
}
