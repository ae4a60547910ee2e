/**
 * What the browser and the store tell a deposit machine: the network is back (`network.online`),
 * and a `deposit` notice arrived (`deposit.noticed`, from the deposits-freshness mark the live
 * notices move, src/app/live-notices.ts).
 */
import { useEffect, useRef } from 'react'
import { useView } from '../../../store/use-view'
import { depositsFreshnessProjection } from '../deposits-freshness.projection'
import type { Holder } from '../../../components/payments/holder'

/** Calls `onOnline` each time the browser comes back online. */
export function useOnlineAgain(onOnline: () => void): void {
  const latest = useRef(onOnline)
  useEffect(() => {
    latest.current = onOnline
  })
  useEffect(() => {
    const online = () => latest.current()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])
}

/** Holds the deposits-freshness mark for effects that record it with their reads. */
export type DepositNoticeMark = Holder<string | null>

/**
 * Keeps `mark` at the deposits-freshness mark, and calls `onNotice` each time a newer deposit
 * notice arrives while the page is open.
 */
export function useDepositNotices(mark: DepositNoticeMark, onNotice: () => void): void {
  const changedAt = useView(depositsFreshnessProjection)?.state.changedAt ?? null
  const seen = useRef<string | null | undefined>(undefined)
  const latest = useRef(onNotice)
  useEffect(() => {
    latest.current = onNotice
  })
  useEffect(() => {
    mark.set(changedAt)
    // The mark as the page found it is not news; only a later one is.
    if (seen.current !== undefined && changedAt !== seen.current) latest.current()
    seen.current = changedAt
  }, [mark, changedAt])
}
