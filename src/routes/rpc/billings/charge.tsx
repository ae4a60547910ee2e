import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { loadBillingWords } from '../../../i18n/billing-words'
import { DepositPage } from '../../../features/wallet/deposit/components/deposit-page'

export const Route = createFileRoute('/rpc/billings/charge')({
  loader: loadBillingWords,
  component: ChargePage,
})

/**
 * Deposit (issue 16): top up the wallet with crypto or a card. The flow is the deposit machines'
 * (machines/deposit); its query (`method`, `order`) is read by the page itself.
 */
function ChargePage() {
  const { t } = useLingui()
  usePageTitle(t`Deposit`)
  return (
    <div className="mx-auto w-full max-w-5xl">
      <p className="mb-2 text-sm">
        <Link to="/rpc/billings" className="text-brand-700 hover:underline dark:text-brand-300">
          <Trans>Billing</Trans>
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        <Trans>Deposit</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Top up your wallet with crypto or a card.</Trans>
      </p>
      <DepositPage />
    </div>
  )
}
