/**
 * Reads the wallet, the pending deposits and the saved cards when the billing page opens and
 * when the network returns, and records them: the page draws from the store, so offline it shows
 * the last answers with their age. A deposit notice (SPEC §4) marks the pending list stale and it
 * is read again; while a transfer gathers confirmations the list is read every PENDING_POLL_MS so
 * its count grows on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { EventDraft } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import { useView } from '../../store/use-view'
import { isStale } from './deposit-history.projection'
import { depositsFreshnessProjection } from './deposits-freshness.projection'
import { pendingDepositsProjection } from './pending-deposits.projection'
import { readPendingDeposits, readSavedCards, readWallet } from './wallet.reads'

/** A new block comes every few seconds; 10 s keeps the count fresh without a read per block. */
export const PENDING_POLL_MS = 10_000

export type RefreshState = 'loading' | 'done' | 'failed'

export interface BillingRefresh {
  wallet: RefreshState
  pending: RefreshState
  cards: RefreshState
  retry(): void
}

type Part = 'wallet' | 'pending' | 'cards'

export function useBillingRefresh(): BillingRefresh {
  const freshness = useView(depositsFreshnessProjection)
  const pending = useView(pendingDepositsProjection)?.state
  const connected = freshness !== undefined
  const changedAt = freshness?.state.changedAt ?? null
  const [states, setStates] = useState<Record<Part, RefreshState>>(INITIAL)
  const [attempt, setAttempt] = useState(0)
  // The freshness mark as a read starts, without restarting the reads when it moves.
  const mark = useRef(changedAt)
  useEffect(() => {
    mark.current = changedAt
  })

  /** Records what `read` brings; a failure leaves the stored data as it was. */
  const record = useCallback((part: Part, read: Promise<EventDraft>, signal: AbortSignal) => {
    const settle = (state: RefreshState) => {
      if (!signal.aborted) setStates((current) => ({ ...current, [part]: state }))
    }
    void read
      .then((draft) => recordFacts([draft]))
      .then(
        () => settle('done'),
        () => settle('failed'),
      )
  }, [])

  // On open, on "Try again", and when the network returns.
  useEffect(() => {
    if (!connected) return
    const controller = new AbortController()
    const options = { signal: controller.signal, hideError: true }
    const readAll = () => {
      record('wallet', readWallet(options), controller.signal)
      record('pending', readPendingDeposits(mark.current, options), controller.signal)
      record('cards', readSavedCards(options), controller.signal)
    }
    readAll()
    window.addEventListener('online', readAll)
    return () => {
      controller.abort()
      window.removeEventListener('online', readAll)
    }
  }, [connected, attempt, record])

  // A deposit notice after the list was read: read it again (the notice also refreshed the wallet).
  const stale = !!pending && isStale(pending.seenChangedAt, changedAt)
  useEffect(() => {
    if (!stale) return
    const controller = new AbortController()
    record('pending', readPendingDeposits(changedAt, { signal: controller.signal, hideError: true }), controller.signal)
    return () => controller.abort()
  }, [stale, changedAt, record])

  // Confirmations grow with every block: follow them while a transfer is on its way.
  const confirming = !!pending?.list.some((deposit) => deposit.paymentMethod === 'cobo')
  useEffect(() => {
    if (!confirming) return
    const controller = new AbortController()
    const timer = setInterval(() => {
      if (!navigator.onLine || document.visibilityState !== 'visible') return
      const options = { signal: controller.signal, hideError: true }
      record('pending', readPendingDeposits(mark.current, options), controller.signal)
    }, PENDING_POLL_MS)
    return () => {
      clearInterval(timer)
      controller.abort()
    }
  }, [confirming, record])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { ...states, retry }
}

const INITIAL: Record<Part, RefreshState> = { wallet: 'loading', pending: 'loading', cards: 'loading' }
