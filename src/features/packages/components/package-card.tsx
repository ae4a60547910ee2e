/**
 * One package beside the others: its name and price, its figures, whether it is the caller's
 * current one, and its action (Buy, Claim for the monthly free package, Contact sales for an
 * enterprise plan). Offline the action is disabled and points to the page's note.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Sku } from '../../../../contract/methods/packages'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Skeleton, SkeletonSmallLines } from '../../../components/ui/skeleton'
import { formatUsd } from '../../../lib/money'
import { PackageFacts } from './package-facts'
import { useCatalogWords } from '../../../i18n/catalog-words'

export interface PackageCardProps {
  sku: Sku
  current: boolean
  /** Where the sales team is written to (hub_getEnterpriseInfo); null until known. */
  salesEmail: string | null
  /** Buying can start now (online, the purchase flow ready). */
  canBuy: boolean
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  onBuy(skuId: number): void
}

export function PackageCard({ sku, current, salesEmail, canBuy, offline, onBuy }: PackageCardProps) {
  const { t } = useLingui()
  const price = formatUsd(sku.price)
  const free = sku.packageType === 'free'
  const catalog = useCatalogWords()
  const name = catalog.packageName(sku.name)
  return (
    <article
      aria-labelledby={`package-${sku.id}-name`}
      data-testid="package-card"
      data-package={sku.name}
      className={`flex flex-col rounded-lg border p-5 ${
        current ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`package-${sku.id}-name`} className="text-base font-semibold">
          {name}
        </h3>
        {current && (
          <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
            <Trans>Current</Trans>
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {catalog.packageDescription(sku.name, sku.description)}
      </p>
      <p className="mt-3 text-2xl font-semibold tabular-nums">
        {free ? t`Free` : price}
        {sku.packageType === 'standard' && (
          <span className="text-sm font-normal text-slate-600 dark:text-slate-300"> {t`/ 30 days`}</span>
        )}
      </p>
      <div className="mt-3 flex-1">
        <PackageFacts sku={sku} />
      </div>
      <div className="mt-4">
        {sku.packageType === 'enterprise' ? (
          salesEmail && (
            <a href={`mailto:${salesEmail}`} className={buttonClassName('secondary', 'md', 'w-full')}>
              <Trans>Contact sales</Trans>
            </a>
          )
        ) : sku.purchasable ? (
          <Button
            className="w-full"
            variant={current ? 'secondary' : 'primary'}
            disabled={!canBuy || !!offline.disabled}
            aria-describedby={offline['aria-describedby']}
            aria-label={free ? t`Claim ${name}` : t`Buy ${name}`}
            onClick={() => onBuy(sku.id)}
          >
            {free ? <Trans>Claim</Trans> : current ? <Trans>Buy again</Trans> : <Trans>Buy</Trans>}
          </Button>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {free ? <Trans>Claimed this month</Trans> : <Trans>Not on sale to you</Trans>}
          </p>
        )}
      </div>
    </article>
  )
}

/**
 * A package card's shape while the catalogue loads: name, two lines of description, price,
 * three figures and the button, in the same box, so the cards arrive without moving the page.
 */
export function PackageCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col rounded-lg border border-slate-200 p-5 dark:border-slate-800">
      <Skeleton className="h-6 w-24" />
      <SkeletonSmallLines widths={['w-full', 'w-2/3']} className="mt-1" />
      <Skeleton className="mt-3 h-8 w-28" />
      <div className="mt-3 flex-1 space-y-1">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-5 w-40" />
      </div>
      <Skeleton className="mt-4 h-10 w-full" />
    </div>
  )
}
