/**
 * One page of a statements tab: the stored page of the query at once (offline too, with its
 * age), read from the server when the query changes and when the network returns.
 */
import { useView } from '../../store/use-view'
import { statementKey, type StatementQuery } from './statement-query'
import { statementPagesProjection, storedStatementPage, type StoredStatementPage } from './statement-pages.projection'
import { readStatementPage } from './statements.reads'
import { useStoredRead, type ReadState } from '../../store/use-stored-read'

export interface StatementPage {
  /** The query's stored page; null when it was never read on this device. */
  page: StoredStatementPage | null
  /** The store is not connected yet: show a skeleton. */
  connecting: boolean
  state: ReadState
  retry(): void
}

/** `enabled` false (an impossible range) reads nothing. */
export function useStatementPage(query: StatementQuery, enabled: boolean): StatementPage {
  const view = useView(statementPagesProjection)
  const connected = view !== undefined
  const read = useStoredRead(statementKey(query), (options) => readStatementPage(query, options), connected && enabled)
  return {
    page: view ? storedStatementPage(view.state, query) : null,
    connecting: !connected,
    state: read.state,
    retry: read.retry,
  }
}
