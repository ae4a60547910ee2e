/**
 * /auth/callback (SPEC §2): the provider sent the person back with a code. The server exchanges
 * it (hub_checkOauthCode, with the PKCE verifier it kept under `state`): a known identity signs in
 * at once; a new one finishes its account with a short form (the e-mail the provider gave,
 * prefilled, and an optional promo code: hub_oauthRegister). A refusal by the provider or by our
 * server says why, with the way back to /login.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { OauthCheckResult } from '../../../../contract'
import { SkeletonText } from '../../../components/ui/skeleton'
import { rpc } from '../../../lib/rpc-client'
import { readCallbackQuery, exchangeOnce } from '../oauth-callback-query'
import { serverErrorText } from '../profile/server-error-text'
import { completeLogin } from '../session-link'
import { AFTER_LOGIN_PATH } from '../login-redirect'
import { OauthCallbackProblem } from './oauth-callback-problem'
import { OauthRegisterForm } from './oauth-register-form'

type Step =
  | { kind: 'checking' }
  | { kind: 'register'; result: Extract<OauthCheckResult, { status: 'register' }> }
  | { kind: 'failed'; detail: string | null }

export function OauthLoginCallback() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const query = readCallbackQuery(useSearch({ strict: false }))
  const [step, setStep] = useState<Step>({ kind: 'checking' })

  useEffect(() => {
    if (query.kind !== 'code') return
    const { provider, code, state } = query
    let live = true
    exchangeOnce(code, async () => {
      const result = await rpc('hub_checkOauthCode', { provider, code, state }, { hideError: true })
      if (result.status === 'login') await completeLogin(result.session)
      return result
    }).then(
      (result) => {
        if (!live) return
        if (result.status === 'login') void navigate({ to: AFTER_LOGIN_PATH, replace: true })
        else setStep({ kind: 'register', result })
      },
      (error: unknown) => live && setStep({ kind: 'failed', detail: serverErrorText(error) }),
    )
    return () => {
      live = false
    }
    // The query is read once: the code in the URL is the whole input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (query.kind === 'providerError') {
    return (
      <OauthCallbackProblem
        back="login"
        title={t`The sign-in service did not sign you in.`}
        detail={query.description ?? query.error}
      />
    )
  }
  if (query.kind === 'incomplete') {
    return (
      <OauthCallbackProblem
        back="login"
        title={t`This sign-in link is incomplete.`}
        detail={t`Start again from the log-in page.`}
      />
    )
  }
  if (step.kind === 'failed') {
    return (
      <OauthCallbackProblem
        back="login"
        title={t`This sign-in could not be finished.`}
        detail={step.detail ?? t`Start again from the log-in page.`}
      />
    )
  }
  if (step.kind === 'register') return <OauthRegisterForm result={step.result} />
  return (
    <div aria-busy="true">
      <p className="sr-only">
        <Trans>Checking your sign-in…</Trans>
      </p>
      <SkeletonText lines={2} />
    </div>
  )
}
