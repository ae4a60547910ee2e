/**
 * "Download CSV": the figures shown (the stored answer, so offline too) as a file made in the
 * browser; the server is not asked again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { trackEvent } from '../../../lib/track-event'
import { statisticsCsv } from '../statistics-csv'
import type { StatisticsFigures } from '../statistics.events'

export function CsvDownload({ figures, fileName }: { figures: StatisticsFigures; fileName: string }) {
  const { t } = useLingui()
  const download = () => {
    const csv = statisticsCsv(figures, {
      timeline: t`Usage over time`,
      methods: t`RU by method`,
      keys: t`Usage by API key`,
      networks: t`Usage by network`,
      time: t`Time`,
      requests: t`Requests`,
      ru: t`RU`,
      errors: t`Errors`,
      rateLimited: t`Rate-limited`,
      p50: t`Median latency (ms)`,
      p95: t`95th percentile latency (ms)`,
      method: t({ message: 'Method', context: 'an RPC method' }),
      share: t`Share of RU`,
      key: t`API key`,
      network: t`Network`,
      errorRate: t`Error rate`,
      median: t`Median latency (ms)`,
    })
    // A byte-order mark, so spreadsheet programs read the Chinese headers as UTF-8.
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
    trackEvent('statistics_csv_downloaded')
  }
  return (
    <Button variant="secondary" size="sm" onClick={download}>
      <Trans>Download CSV</Trans>
    </Button>
  )
}
