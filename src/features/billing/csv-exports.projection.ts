/**
 * The CSV exports of the statements page, one per kind (bills, purchases, deposits): asked for,
 * then ready when its file_download notice arrives (SPEC §4), live or caught up after a
 * reconnect. Kept in the store, so a reload while the file is prepared still shows "Preparing
 * your file…", and the download link once it is there.
 *
 * The notice names the kind and the file, not the export, so a notice answers the export of its
 * kind asked for at or before the notice's time (both are the server's clock: no device clock is
 * compared). An export asked for again replaces the earlier one: its notice, if it still comes,
 * is older than the new export and does not count as its file.
 */
import type { Notice } from '../../../contract/notice-types'
import { EXPORT_KINDS, type ExportKind } from '../../../contract/statuses'
import type { Projection } from '../../store/projection'
import type { StatementQuery } from './statement-query'
import './statements.events'

export interface ExportState {
  exportId: string
  kind: ExportKind
  /** What was shown when it was asked for. */
  query: StatementQuery
  /** The server's time of the request. */
  createdAt: string
  status: 'processing' | 'ready' | 'failed'
  /** The short-lived signed link of the file, once ready. */
  fileUrl: string | null
  /** The notice's time, once ready. */
  readyAt: string | null
}

export type CsvExportsState = Readonly<Record<ExportKind, ExportState | null>>

export const csvExportsProjection: Projection<CsvExportsState> = {
  name: 'csvExports',
  version: 1,
  initial: { bill: null, purchase: null, deposit: null },
  on: {
    'statements.export.requested': (state, { payload }) => {
      const { export: started, query } = payload
      return {
        ...state,
        [started.kind]: {
          exportId: started.exportId,
          kind: started.kind,
          query,
          createdAt: started.createdAt,
          status: started.status,
          fileUrl: started.fileUrl,
          readyAt: started.status === 'ready' ? started.createdAt : null,
        },
      }
    },
    'statements.export.dismissed': (state, { payload }) =>
      state[payload.kind]?.exportId === payload.exportId ? { ...state, [payload.kind]: null } : state,
    'notice.received': (state, { payload }) => withNotice(state, payload),
    'notices.caughtUp': (state, { payload }) =>
      // Oldest first, so the newest file of a kind is the one kept.
      [...payload.page.list].reverse().reduce(withNotice, state),
  },
}

/** The export `notice` announces the file of, if any is waiting for it. */
function withNotice(state: CsvExportsState, notice: Notice): CsvExportsState {
  if (notice.type !== 'file_download') return state
  const kind = notice.expand.type
  if (!kind || !EXPORT_KINDS.includes(kind)) return state
  const waiting = state[kind]
  if (!waiting || waiting.status !== 'processing' || notice.createdAt < waiting.createdAt) return state
  const fileUrl = notice.expand.fileUrl ?? null
  return { ...state, [kind]: { ...waiting, status: fileUrl ? 'ready' : 'failed', fileUrl, readyAt: notice.createdAt } }
}
