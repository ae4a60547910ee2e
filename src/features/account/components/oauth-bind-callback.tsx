/**
 * /bind/callback (SPEC §2): the provider sent a signed-in person back from connecting an
 * identity. The server finishes the binding (hub_bindOauthCheck) and answers the new profile,
 * which is recorded like every profile change; the profile page then opens with a success toast.
 * A refusal (the identity belongs to another account, a wrong state) says why, with the way back.
 * Signed out, there is nothing to bind to: the page says so and offers to log in first.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { SkeletonText } from '../../../components/ui/skeleton'
import { rpc } from '../../../lib/rpc-client'
import { readSessionToken } from '../../../lib/session-token'
import { toast } from '../../../lib/toast-store'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'
import { Notice } from '../auth/components/auth-page'
import { waitForSessionStatus } from '../session-link'
import { exchangeOnce, readCallbackQuery } from '../oauth-callback-query'
import { serverErrorText } from '../profile/server-error-text'
import { OauthCallbackProblem } from './oauth-callback-problem'
import '../account.events'

export function OauthBindCallback() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const query = readCallbackQuery(useSearch({ strict: false }))
  const signedIn = readSessionToken() !== undefined
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null)

  useEffect(() => {
    if (query.kind !== 'code' || !signedIn) return
    const { provider, code, state } = query
    let live = true
    exchangeOnce(code, async () => {
      // The page load also loads the account (its profile, read in parallel): that read must not
      // land after the binding's newer profile and hide the identity just connected.
      await waitForSessionStatus((status) => status === 'signedIn' || status === 'signedOut')
      const profile = await rpc('hub_bindOauthCheck', { provider, code, state }, { hideError: true })
      await recordFacts([fact('profile.loaded', profile, 'server')])
      return profile
    }).then(
      (profile) => {
        if (!live) return
        const name = profile.oauth.find((binding) => binding.provider === provider)?.account ?? provider
        toast.success(t`Connected ${name} to your account.`)
        void navigate({ to: '/rpc/profile', replace: true })
      },
      (error: unknown) => live && setFailure({ detail: serverErrorText(error) }),
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
        back="profile"
        title={t`The service did not connect your account.`}
        detail={query.description ?? query.error}
      />
    )
  }
  if (query.kind === 'incomplete') {
    return (
      <OauthCallbackProblem
        back="profile"
        title={t`This link is incomplete.`}
        detail={t`Start again from your profile.`}
      />
    )
  }
  if (!signedIn) {
    return (
      <div className="space-y-4">
        <Notice tone="warning" title={t`Log in to connect an account.`} />
        <Link to="/login" className={buttonClassName('primary', 'md', 'w-full')}>
          <Trans>Log in</Trans>
        </Link>
      </div>
    )
  }
  if (failure) {
    return (
      <OauthCallbackProblem
        back="profile"
        title={t`The account could not be connected.`}
        detail={failure.detail ?? t`Start again from your profile.`}
      />
    )
  }
  return (
    <div aria-busy="true">
      <p className="sr-only">
        <Trans>Connecting your account…</Trans>
      </p>
      <SkeletonText lines={2} />
    </div>
  )
}
