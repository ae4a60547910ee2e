/**
 * One page of the deposit history: the stored page of the query at once (offline too, with its
 * age), read from the server when the query changes, when the network returns, and when a
 * deposit notice has made it stale (SPEC §4 "deposit list flagged for update").
 */
import { useEffect, useRef, useState } from 'react'
import { recordFacts } from '../../store/store-client'
import { useView } from '../../store/use-view'
import { depositHistoryProjection, isStale, storedPage, type StoredDepositPage } from './deposit-history.projection'
import { queryKey, type DepositQuery } from './deposit-query'
import { depositsFreshnessProjection } from './deposits-freshness.projection'
import type { RefreshState } from './use-billing-refresh'
import { readDepositPage } from './wallet.reads'

export interface DepositHistory {
  /** The query's stored page; null when it was never read on this device. */
  page: StoredDepositPage | null
  /** The store is not connected yet: show a skeleton. */
  connecting: boolean
  /** How the last read of this query went; `loading` until it answers. */
  state: RefreshState
  retry(): void
}

/**
 * `query` must keep its identity while its values do (build it with `useMemo`): a new object
 * reads again. `enabled` false (an impossible range) reads nothing.
 */
export function useDepositHistory(query: DepositQuery, enabled: boolean): DepositHistory {
  const history = useView(depositHistoryProjection)
  const freshness = useView(depositsFreshnessProjection)
  const connected = history !== undefined && freshness !== undefined
  const changedAt = freshness?.state.changedAt ?? null
  const page = history ? storedPage(history.state, query) : null
  const key = queryKey(query)
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; attempt: number; state: RefreshState } | null>(null)
  const state = result && result.key === key && result.attempt === attempt ? result.state : 'loading'
  // The freshness mark as a read starts, without restarting the reads when it moves.
  const mark = useRef(changedAt)
  useEffect(() => {
    mark.current = changedAt
  })

  useEffect(() => {
    if (!connected || !enabled) return
    const controller = new AbortController()
    const read = () => {
      const done = (outcome: RefreshState) => {
        if (!controller.signal.aborted) setResult({ key: queryKey(query), attempt, state: outcome })
      }
      void readDepositPage(query, mark.current, { signal: controller.signal, hideError: true })
        .then((draft) => recordFacts([draft]))
        .then(
          () => done('done'),
          () => done('failed'),
        )
    }
    read()
    window.addEventListener('online', read)
    return () => {
      controller.abort()
      window.removeEventListener('online', read)
    }
  }, [connected, enabled, query, attempt])

  // A deposit notice after the page was read: read it again, quietly (the stored page stays).
  const stale = !!page && isStale(page.seenChangedAt, changedAt)
  useEffect(() => {
    if (!stale || !enabled) return
    const controller = new AbortController()
    void readDepositPage(query, changedAt, { signal: controller.signal, hideError: true })
      .then((draft) => recordFacts([draft]))
      .catch(() => {
        // Quiet: the stored page still shows, with its age.
      })
    return () => controller.abort()
  }, [stale, enabled, query, changedAt])

  return { page, connecting: !connected, state, retry: () => setAttempt((value) => value + 1) }
}
