/**
 * The CSV export of what a statements tab shows: "Export CSV" asks the server (online only), then
 * "Preparing your file…" until its file_download notice arrives, then the download link. What
 * shows comes from the store (csv-exports.projection.ts), so a reload, another tab, or a notice
 * caught up after a reconnect shows the same state.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { ExportKind } from '../../../../contract/statuses'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useView } from '../../../store/use-view'
import { useTeamRefusal } from '../../../components/access/team-role'
import { dismissCsvExport, requestCsvExport } from '../csv-export'
import { csvExportsProjection } from '../csv-exports.projection'
import type { StatementQuery } from '../statement-query'

export interface CsvExportPanelProps {
  query: StatementQuery
  /** False when the range cannot be asked for. */
  valid: boolean
  online: boolean
  offlineReasonId: string
}

export function CsvExportPanel({ query, valid, online, offlineReasonId }: CsvExportPanelProps) {
  const exports = useView(csvExportsProjection)
  const current = exports?.state[query.tab] ?? null
  const [asking, setAsking] = useState<ExportKind | null>(null)
  const refusal = useTeamRefusal('hub_getViewUserBillCsv')
  const ask = () => {
    setAsking(query.tab)
    // Refusals are told by the RPC client (SPEC §8); the panel simply stays as it was.
    void requestCsvExport(query)
      .catch(() => undefined)
      .finally(() => setAsking(null))
  }
  const close = () => current && void dismissCsvExport(current.kind, current.exportId)
  const fileUrl = current?.status === 'ready' ? safeFileUrl(current.fileUrl) : null

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="csv-export">
      {current?.status !== 'processing' && (
        <Button
          variant="secondary"
          onClick={ask}
          loading={asking === query.tab}
          disabled={!online || !valid || !exports || refusal !== null}
          title={refusal ?? undefined}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          <Trans>Export CSV</Trans>
        </Button>
      )}
      {current?.status === 'processing' && (
        <>
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Spinner className="size-4" />
            <Trans>Preparing your file… It will be ready to download here and in your notices.</Trans>
          </p>
          <Button variant="ghost" size="sm" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      )}
      {current?.status === 'ready' && fileUrl && (
        <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
          <Trans>Your CSV file is ready.</Trans>
          <a href={fileUrl} download className={buttonClassName('primary', 'sm')} data-testid="csv-download">
            <Trans>Download CSV</Trans>
          </a>
          <Button variant="ghost" size="sm" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
      {current && (current.status === 'failed' || (current.status === 'ready' && !fileUrl)) && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300">
          <Trans>The file could not be prepared. Please export again.</Trans>
          <Button variant="ghost" size="sm" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
    </div>
  )
}

/** Only http(s) links: a file link must never run script. */
function safeFileUrl(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value, location.href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
