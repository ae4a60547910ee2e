import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { useOnline } from '../../../components/ui/use-online'
import { useTeamRefusal } from '../../../components/access/team-role'
import type { CardKit } from '../../../components/payments/card-port'
import { ChargeTabs } from '../../../features/packages/components/charge-tabs'
import { PackagesOfflineNote } from '../../../features/packages/components/packages-offline-note'
import { PackagesPage } from '../../../features/packages/components/packages-page'
import { PurchaseReturnBanner } from '../../../features/packages/components/purchase-return-banner'
import { readPurchaseSearch, type ChargeTab } from '../../../features/packages/purchase-search'
import { cardFieldFor, challengeFieldFor } from '../../../features/wallet/deposit/card-field/card-field-for'
import { DepositPage } from '../../../features/wallet/deposit/components/deposit-page'
import { walletProjection } from '../../../features/wallet/wallet.projection'
import { NodeOrderReturnBanner } from '../../../features/nodes/order/components/node-order-return-banner'
import { loadBillingWords } from '../../../i18n/billing-words'
import { loadPackagesWords } from '../../../i18n/packages-words'
import { useView } from '../../../store/use-view'
import { loadNodesWords } from '../../../i18n/section-words'

export const Route = createFileRoute('/rpc/billings/charge')({
  loader: () => Promise.all([loadBillingWords(), loadPackagesWords(), loadNodesWords()]),
  component: ChargePage,
})

/** The deposit flow's card field pays packages too; the route hands it over (features never import each other). */
const CARD_KIT: CardKit = { fieldFor: cardFieldFor, challengeFor: challengeFieldFor }

/**
 * Packages and Deposit (issues 16 and 17), packages first. The tab, the checkout to open and the
 * order being paid live in the URL (features/packages/purchase-search.ts), so a reload comes back
 * to the same step; a deposit opened for a package shows the way back to it.
 */
function ChargePage() {
  const { t } = useLingui()
  const rawSearch = useSearch({ strict: false })
  const search = readPurchaseSearch(rawSearch)
  const navigate = useNavigate()
  const online = useOnline()
  const wallet = useView(walletProjection)
  const panelId = useId()
  const offlineReasonId = useId()
  // Buying and depositing need billing.write in a team: a role without it sees why, and nothing to press.
  const refusal = useTeamRefusal('hub_buyPackage')
  // A package payment on its way locks the tabs until it ends.
  const [busy, setBusy] = useState(false)
  usePageTitle(search.tab === 'packages' ? t`Packages` : t`Deposit`)

  const choose = (tab: ChargeTab) => {
    if (tab === search.tab) return
    void navigate({ to: '/rpc/billings/charge', search: { tab }, replace: true })
  }

  return (
    <div className="mx-auto w-full max-w-6xl">
      <p className="mb-2 text-sm">
        <Link to="/rpc/billings" className="text-brand-700 hover:underline dark:text-brand-300">
          <Trans>Billing</Trans>
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        <Trans>Packages and deposits</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Buy a package of request units, or top up your wallet with crypto or a card.</Trans>
      </p>
      <ChargeTabs tab={search.tab} locked={busy} panelId={panelId} onChoose={choose} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${search.tab}`} className="mt-6 space-y-5">
        {refusal && (
          <p
            id={offlineReasonId}
            data-testid="charge-refusal"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          >
            {refusal}
          </p>
        )}
        {search.tab === 'packages' ? (
          <>
            {!online && !refusal && <PackagesOfflineNote id={offlineReasonId} />}
            <PackagesPage
              kit={CARD_KIT}
              wallet={wallet}
              search={search}
              online={online && !refusal}
              offlineReasonId={offlineReasonId}
              onBusyChange={setBusy}
            />
          </>
        ) : (
          <>
            {search.skuId !== null && (
              <PurchaseReturnBanner skuId={search.skuId} balance={wallet?.state?.amount ?? null} />
            )}
            <NodeOrderReturnBanner search={rawSearch} balance={wallet?.state?.amount ?? null} />
            {!refusal && <DepositPage />}
          </>
        )}
      </div>
    </div>
  )
}
