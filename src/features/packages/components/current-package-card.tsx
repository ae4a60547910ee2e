/**
 * The caller's package at a glance on the charge page: which one, the RU left and when it ends,
 * from the wallet overview (the same figures the overview card and the header tell), with how
 * old they are.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { WalletOverview } from '../../../../contract/methods/wallet'
import { DataCard } from '../../../components/ui/data-card'
import { useRuFormat } from './package-facts'
import { useCatalogWords } from '../../../i18n/catalog-words'
import { Skeleton, SkeletonSmallLines } from '../../../components/ui/skeleton'

export interface CurrentPackageCardProps {
  /** Null while loading: the card keeps the shape of its body (and of the auto-renew choice). */
  wallet: Pick<WalletOverview, 'currentPackage' | 'ruBalance' | 'packageExpiresAt'> | null
  syncedAt: string | null
  children?: ReactNode
}

export function CurrentPackageCard({ wallet, syncedAt, children }: CurrentPackageCardProps) {
  const { i18n } = useLingui()
  const catalog = useCatalogWords()
  const formatRu = useRuFormat()
  return (
    <DataCard
      title={<Trans>Your package</Trans>}
      syncedAt={syncedAt}
      ready={!!wallet}
      placeholder={
        <div className="mt-2 space-y-1">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-48" />
          <div className="pt-3">
            <AutoRenewSkeleton />
          </div>
        </div>
      }
    >
      {wallet && (
        <div className="mt-2 space-y-1">
          <p className="text-2xl font-semibold" data-testid="current-package">
            {catalog.packageName(wallet.currentPackage)}
          </p>
          <p className="text-sm" data-testid="ru-left">
            <RuLeft ru={formatRu(wallet.ruBalance)} />
          </p>
          {wallet.packageExpiresAt && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Ends on={i18n.date(wallet.packageExpiresAt, { dateStyle: 'medium' })} />
            </p>
          )}
          {children && <div className="pt-3">{children}</div>}
        </div>
      )}
    </DataCard>
  )
}

/**
 * The auto-renew choice's shape while the packages load: its title, its two-line note (one line
 * from the small breakpoint up) and four choices, as the catalogue has (off, two packages, Pay
 * As You Go). Without it the page below jumped some 200 px on a phone when the choice came.
 */
function AutoRenewSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-2">
      <Skeleton className="h-5 w-24" />
      <SkeletonSmallLines widths={['w-full', 'w-1/2 sm:hidden']} />
      {CHOICE_WIDTHS.map((width) => (
        <Skeleton key={width} className={`h-5 ${width}`} />
      ))}
    </div>
  )
}

const CHOICE_WIDTHS = ['w-40', 'w-52', 'w-48', 'w-72']

function RuLeft({ ru }: { ru: string }) {
  return <Trans>{ru} RU left</Trans>
}

function Ends({ on }: { on: string }) {
  return <Trans>Ends on {on}</Trans>
}
