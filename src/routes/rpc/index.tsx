import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { LimitCard } from '../../features/account/components/limit-card'
import { WelcomeHeading } from '../../features/account/components/welcome-heading'
import { useSessionStatus } from '../../features/account/session-link'
import { WalletCard } from '../../features/wallet/summary/wallet-card'

export const Route = createFileRoute('/rpc/')({
  component: OverviewPage,
})

/** The dashboard's landing page: the account at a glance, from the store (so also offline). */
function OverviewPage() {
  const { t } = useLingui()
  usePageTitle(t`Overview`)
  const status = useSessionStatus()
  if (status === 'signedOut') {
    return (
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-semibold">
          <Trans>Overview</Trans>
        </h1>
        <p className="mt-4">
          <Trans>
            <Link to="/login" className="text-brand-700 underline dark:text-brand-300">
              Log in
            </Link>{' '}
            to see your balance, rate limit and notices.
          </Trans>
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <WelcomeHeading />
      <div className="grid gap-4 md:grid-cols-2">
        <WalletCard />
        <LimitCard />
      </div>
    </div>
  )
}
