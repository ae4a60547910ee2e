/** The rate limit the account runs under now (SPEC §3 "Limit info"). */
import { Trans, useLingui } from '@lingui/react/macro'
import { DataCard } from '../../../components/ui/data-card'
import { useCatalogWords } from '../../../i18n/catalog-words'
import { numberFormat } from '../../../lib/number-format'
import { useView } from '../../../store/use-view'
import { limitProjection } from '../limit.projection'
import { Skeleton } from '../../../components/ui/skeleton'

export function LimitCard() {
  const view = useView(limitProjection)
  const limit = view?.state
  return (
    <DataCard
      title={<Trans>Rate limit</Trans>}
      syncedAt={view?.syncedAt ?? null}
      ready={!!limit}
      placeholder={
        <>
          <Skeleton className="mt-2 h-7 w-36" />
          <Skeleton className="mt-1 h-5 w-48" />
        </>
      }
    >
      {limit && (
        <>
          <p className="mt-2 text-xl font-semibold">
            <TierName title={limit.currentLimitRateTitleView} order={limit.currentLimitRateOrder} />
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <LimitRates requests={limit.currentLimitRate} units={limit.currentLimitRateValue} />
          </p>
        </>
      )}
    </DataCard>
  )
}

/** The tier as the package that brings it and its number (the server's "Pro · Tier 3"). */
function TierName({ title, order }: { title: string; order: number }) {
  const name = useCatalogWords().packageName(title)
  const tier = order + 1
  return (
    <Trans>
      {name} · Tier {tier}
    </Trans>
  )
}

/** Grouped as every other figure on the page is ("10,000 RU/s", not "10000"). */
function LimitRates(props: { requests: number; units: number }) {
  const { i18n } = useLingui()
  const format = numberFormat(i18n.locale)
  // The message's placeholders keep their names, so the catalogs' entry stays the same.
  const requests = format.format(props.requests)
  const units = format.format(props.units)
  return (
    <Trans>
      {requests} requests/s · {units} RU/s
    </Trans>
  )
}
