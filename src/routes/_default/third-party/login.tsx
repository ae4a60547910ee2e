import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useSearch } from '@tanstack/react-router'
import { AuthPage, Notice } from '../../../features/account/auth/components/auth-page'
import { buttonClassName } from '../../../components/ui/button-styles'
import { loadAccountWords } from '../../../i18n/account-words'

/**
 * `/third-party/login` (SPEC §2): the landing of links from outside the app. With `from=admin`
 * (the operators' console) the access guard has already ended any session in this browser, so
 * the next login starts clean; the page says so. Otherwise SPEC shows nothing: a signed-in user
 * never sees it (the guard sends them to /rpc/endpoint), and a signed-out visitor is offered the
 * log-in page — no token is ever taken from the URL, where it would leak through history and
 * referrers.
 */
export const Route = createFileRoute('/_default/third-party/login')({
  loader: loadAccountWords,
  component: ThirdPartyLoginPage,
})

function ThirdPartyLoginPage() {
  const { t } = useLingui()
  // Read here, not by the route's validateSearch, which would put a chunk in every first paint.
  const { from } = useSearch({ strict: false }) as { from?: unknown }
  return (
    <AuthPage title={t`Third-party login`}>
      <div className="space-y-4">
        {from === 'admin' ? (
          <div data-testid="third-party-signed-out">
            <Notice tone="info" title={t`You are signed out in this browser.`}>
              <p>
                <Trans>Any earlier session here has ended. Log in with the account you want to use.</Trans>
              </p>
            </Notice>
          </div>
        ) : (
          <Notice tone="info" title={t`Log in to continue.`} />
        )}
        <Link to="/login" className={buttonClassName('primary', 'md', 'w-full')}>
          <Trans>Go to log in</Trans>
        </Link>
      </div>
    </AuthPage>
  )
}
