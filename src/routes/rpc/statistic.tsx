import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { SkeletonText } from '../../components/ui/skeleton'
import { loadStatisticsWords } from '../../i18n/section-words'

/**
 * The figures draw from the store, which the session runtime opens beside the first paint: the
 * page paints its title, and the section's code (pickers, tables, the RPC client) starts loading
 * as soon as this page's code runs. The charts' library loads later still, when figures are drawn.
 */
// The section's words (a catalog part, lingui.config.ts) come with its code.
const sectionCode = Promise.all([import('./-components/statistics-section'), loadStatisticsWords()]).then(
  ([section]) => section,
)
const StatisticsSection = lazy(async () => ({ default: (await sectionCode).StatisticsSection }))

export const Route = createFileRoute('/rpc/statistic')({
  component: StatisticPage,
})

/**
 * Usage statistics (issue 18): requests, RU, errors and latency of the account or team, or of
 * one key, on one network or all, over a period, with the query in the address.
 */
function StatisticPage() {
  const { t } = useLingui()
  usePageTitle(t`Statistics`)
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Statistics</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Requests, RU, errors and latency by API key, network and method.</Trans>
      </p>
      <Suspense fallback={<SkeletonText lines={6} />}>
        <StatisticsSection />
      </Suspense>
    </div>
  )
}
