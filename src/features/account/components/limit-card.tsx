/** The rate limit the account runs under now (SPEC §3 "Limit info"). */
import { Trans } from '@lingui/react/macro'
import { DataCard } from '../../../components/ui/data-card'
import { useView } from '../../../store/use-view'
import { limitProjection } from '../limit.projection'

export function LimitCard() {
  const view = useView(limitProjection)
  const limit = view?.state
  return (
    <DataCard title={<Trans>Rate limit</Trans>} syncedAt={view?.syncedAt ?? null} ready={!!limit}>
      {limit && (
        <>
          <p className="mt-2 text-xl font-semibold">
            {limit.currentLimitRateTitleView} · {limit.currentLimitRateLevelView}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <LimitRates requests={limit.currentLimitRate} units={limit.currentLimitRateValue} />
          </p>
        </>
      )}
    </DataCard>
  )
}

function LimitRates({ requests, units }: { requests: number; units: number }) {
  return (
    <Trans>
      {requests} requests/s · {units} RU/s
    </Trans>
  )
}
