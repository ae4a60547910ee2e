/**
 * The charge page's Packages tab (/rpc/billings/charge): the caller's package and RU left with
 * the auto-renew choice, the packages side by side, the purchase once one is chosen (run by the
 * purchase machine), and the enterprise contact. The catalogue and the package figures come from
 * the store, so offline they still show with their age, while buying is disabled and says why.
 */
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { EnterpriseInfo } from '../../../../contract/methods/packages'
import type { WalletOverview } from '../../../../contract/methods/wallet'
import { Button } from '../../../components/ui/button'
import { rpc } from '../../../lib/rpc-client'
import { useOutbox, useView } from '../../../store/use-view'
import type { CardKit } from '../../../components/payments/card-port'
import { forgetPurchaseOrder, loadPurchaseOrder, savePurchaseOrder } from '../followed-purchase-store'
import { SET_AUTO_RENEW_MODE } from '../packages.commands'
import type { PurchaseSearch } from '../purchase-search'
import { skusProjection } from '../skus.projection'
import { usePurchase } from '../use-purchase'
import { AutoRenewChoice } from './auto-renew-choice'
import { CurrentPackageCard } from './current-package-card'
import { EnterpriseContact } from './enterprise-contact'
import { PackageCard, PackageCardSkeleton } from './package-card'
import { PurchaseSteps } from './purchase-steps'

/** What the page reads of the wallet overview. */
type PackageWallet = Pick<
  WalletOverview,
  'amount' | 'currentPackage' | 'ruBalance' | 'packageExpiresAt' | 'autoRenewMode' | 'autoRenewSkuId'
>

export interface PackagesPageProps {
  kit: CardKit
  /** The wallet overview as the store has it (the route reads the wallet feature's view). */
  wallet: { state: PackageWallet | null; syncedAt: string | null } | undefined
  search: PurchaseSearch
  online: boolean
  offlineReasonId: string
  /** Whether a payment is on its way (the page locks the tabs meanwhile). */
  onBusyChange(busy: boolean): void
}

/** As many as the catalogue's packages beside the enterprise plan (free, Pay As You Go, two monthly). */
const SKELETON_CARDS = ['first', 'second', 'third', 'fourth']

export function PackagesPage({ kit, wallet, search, online, offlineReasonId, onBusyChange }: PackagesPageProps) {
  const navigate = useNavigate()
  const stored = useView(skusProjection)
  const outbox = useOutbox()
  const [enterprise, setEnterprise] = useState<EnterpriseInfo | null>(null)
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    rpc('hub_getEnterpriseInfo', {}, { hideError: true, signal: controller.signal }).then(setEnterprise, () => {})
    return () => controller.abort()
  }, [online])

  const purchase = usePurchase({
    mode: 'buy',
    kit,
    input: {
      skuId: search.skuId,
      method: search.method,
      resume: search.orderId ? loadPurchaseOrder(search.orderId) : null,
    },
    followOrder: (order, skuId, field) => {
      if (order) savePurchaseOrder(order, skuId, field)
      else forgetPurchaseOrder()
      void navigate({
        to: '/rpc/billings/charge',
        search: order ? { tab: 'packages', purchase: order.orderId } : { tab: 'packages' },
        replace: true,
      })
    },
    openDeposit: (skuId) =>
      void navigate({ to: '/rpc/billings/charge', search: { tab: 'deposit', buy: skuId, pay: 'wallet' } }),
  })
  const { state, send } = purchase
  const busy = state.hasTag('busy')
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  useEffect(() => () => onBusyChange(false), [onBusyChange])

  const offline = online ? {} : { disabled: true, 'aria-describedby': offlineReasonId }
  const skus = state.context.skus.length > 0 ? state.context.skus : (stored?.state ?? [])
  const overview = wallet?.state ?? null
  const browsing = state.hasTag('browsing') || state.hasTag('loading') || state.hasTag('loadFailed')
  // Until the catalogue is here, the card and the grid keep their loaded shapes (skeletons): the
  // auto-renew choice needs the catalogue, and the card growing by it moved the page on a phone.
  const skusLoading = skus.length === 0 && state.hasTag('loading')

  return (
    <div className="space-y-8">
      <CurrentPackageCard wallet={skusLoading ? null : overview} syncedAt={wallet?.syncedAt ?? null}>
        {overview && skus.length > 0 && (
          <AutoRenewChoice
            wallet={overview}
            skus={skus}
            waiting={outbox.some((row) => row.command === SET_AUTO_RENEW_MODE)}
          />
        )}
      </CurrentPackageCard>
      <section aria-labelledby="packages-title" className="space-y-4">
        <h2 id="packages-title" className="text-lg font-semibold">
          {browsing ? <Trans>Packages</Trans> : <Trans>Your purchase</Trans>}
        </h2>
        {browsing ? (
          <>
            {state.hasTag('loadFailed') && online && (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <p>
                  <Trans>The packages could not be loaded.</Trans>
                </p>
                <Button variant="secondary" size="sm" onClick={() => send({ type: 'retry' })}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="package-grid">
              {skusLoading && SKELETON_CARDS.map((key) => <PackageCardSkeleton key={key} />)}
              {skus
                .filter((sku) => sku.packageType !== 'enterprise')
                .map((sku) => (
                  <PackageCard
                    key={sku.id}
                    sku={sku}
                    current={overview?.currentPackage === sku.name}
                    salesEmail={enterprise?.salesEmail ?? null}
                    canBuy={state.hasTag('browsing')}
                    offline={offline}
                    onBuy={(skuId) => send({ type: 'package.choose', skuId })}
                  />
                ))}
            </div>
          </>
        ) : (
          <PurchaseSteps purchase={purchase} kit={kit} offline={offline} />
        )}
      </section>
      <EnterpriseContact info={enterprise} />
    </div>
  )
}
