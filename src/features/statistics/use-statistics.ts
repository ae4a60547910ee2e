/**
 * The figures of a statistics query: the stored answer at once (offline too, with its age), read
 * again from the server when the query changes, when "Try again" is pressed and when the network
 * returns. A failed read leaves the stored figures as they were and says why it failed, so the
 * page can tell "too many requests" (HTTP 429 or 10429) from offline or other trouble.
 */
import { HubErrorCode } from '../../../contract/errors'
import { isTooManyRequests, RpcCallError, type RpcOptions } from '../../lib/rpc-client'
import { useStoredRead } from '../../store/use-stored-read'
import { useView } from '../../store/use-view'
import { isComplete, periodRange, statisticsKey, type StatisticsQuery } from './statistics-query'
import { statisticsProjection, storedStatistics, type StoredStatistics } from './statistics.projection'
import { readStatistics } from './statistics.reads'

export type StatisticsReadState = 'loading' | 'done' | 'failed' | 'tooMany'

export interface Statistics {
  /** The query's stored answer; null when it was never read on this device. */
  stored: StoredStatistics | null
  /** The store is not connected yet: show a skeleton. */
  connecting: boolean
  /** How the last read of this query went. */
  state: StatisticsReadState
  retry(): void
}

export function useStatistics(query: StatisticsQuery): Statistics {
  const view = useView(statisticsProjection)
  const connected = view !== undefined
  const enabled = connected && isComplete(query)
  // The period is placed on the clock at each read: "24 h" read again later ends later.
  const read = (options: RpcOptions) => {
    const range = periodRange(query, new Date())
    return range ? readStatistics(query, range, options) : Promise.resolve([])
  }
  const { state, error, retry } = useStoredRead(statisticsKey(query), read, enabled)

  return {
    stored: view ? storedStatistics(view.state, query) : null,
    connecting: !connected,
    state: !enabled ? 'done' : state === 'failed' && isRefusedForRate(error) ? 'tooMany' : state,
    retry,
  }
}

/** HTTP 429, or the Hub's own rate-limit refusal (10429). */
export function isRefusedForRate(error: unknown): boolean {
  return isTooManyRequests(error) || (error instanceof RpcCallError && error.code === HubErrorCode.RateLimited)
}
