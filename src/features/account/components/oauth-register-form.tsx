/**
 * Finishing an account for a new OAuth identity (/auth/callback, status `register`): the e-mail
 * the provider gave, prefilled and editable (optional: the identity alone can log in), and an
 * optional promo code. hub_oauthRegister signs in; the server's refusal shows under the form,
 * which keeps what was typed.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { OauthCheckResult } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { rpc } from '../../../lib/rpc-client'
import { useTouched } from '../auth/components/use-touched'
import { checkEmail, normaliseEmail } from '../auth/email-checks'
import { AFTER_LOGIN_PATH } from '../login-redirect'
import { serverErrorText } from '../profile/server-error-text'
import { completeLogin } from '../session-link'

const PROMO_CODE_SHAPE = /^[A-Za-z0-9_-]{3,32}$/

export function OauthRegisterForm({ result }: { result: Extract<OauthCheckResult, { status: 'register' }> }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const nickname = result.nickname
  const [email, setEmail] = useState(result.email ?? '')
  const [promoCode, setPromoCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const { touch, shows, submit: markSubmitted } = useTouched<'email' | 'promoCode'>()
  const emailError = email.trim() === '' ? undefined : checkEmail(email)
  const promoError =
    promoCode.trim() === '' || PROMO_CODE_SHAPE.test(promoCode.trim())
      ? undefined
      : msg`A promo code is 3 to 32 letters, digits, - or _.`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    markSubmitted()
    if (emailError || promoError || busy) return
    setBusy(true)
    setServerError(null)
    try {
      const session = await rpc('hub_oauthRegister', {
        ticket: result.ticket,
        ...(email.trim() ? { email: normaliseEmail(email) } : {}),
        ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
      })
      await completeLogin(session)
      await navigate({ to: AFTER_LOGIN_PATH, replace: true })
    } catch (error) {
      setServerError(serverErrorText(error))
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {nickname ? (
          <Trans>Welcome, {nickname}. One more step to create your account.</Trans>
        ) : (
          <Trans>One more step to create your account.</Trans>
        )}
      </p>
      <TextField
        label={t`E-mail (optional)`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => touch('email')}
        error={shows('email') && emailError ? i18n._(emailError) : null}
      />
      <TextField
        label={t`Promo code (optional)`}
        name="promoCode"
        autoComplete="off"
        value={promoCode}
        onChange={(event) => setPromoCode(event.target.value)}
        onBlur={() => touch('promoCode')}
        error={shows('promoCode') && promoError ? i18n._(promoError) : null}
      />
      {serverError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {serverError}
        </p>
      )}
      <Button type="submit" loading={busy} className="w-full">
        <Trans>Create my account</Trans>
      </Button>
    </form>
  )
}
