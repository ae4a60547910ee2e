/**
 * One server read recorded in the store, run when its key changes, when "Try again" is pressed
 * and when the network returns. The screen draws from the store (offline too, with its age);
 * this says only how the last read of the key went, and with what error, so a screen can tell a
 * rate limit (stored figures shown, no error) from being offline. Used by the statements,
 * invoices, statistics and overview screens.
 */
import { useEffect, useState } from 'react'
import type { RpcOptions } from '../lib/rpc-client'
import type { EventDraft } from './events'
import { recordFacts } from './store-client'

export type ReadState = 'loading' | 'done' | 'failed'

export interface StoredRead {
  /**
   * How the last read of this key went; `loading` until it answers. `done` means the answer is
   * written to the store, not that every view shows it yet: the live views re-read a moment later.
   * So a screen says "could not be loaded" only when the read `failed`; `done` without the data in
   * its view is still loading (that gap once flashed the error on every cold visit of a slow phone).
   */
  state: ReadState
  /** Why the last read failed; undefined unless `state` is `failed`. */
  error: unknown
  retry(): void
}

/**
 * `read` is called with a fresh signal per attempt; `key` names what it reads (a new key reads
 * again). `enabled` false (the store is not connected yet, an impossible range) reads nothing.
 */
export function useStoredRead(
  key: string,
  read: (options: RpcOptions) => Promise<EventDraft | EventDraft[]>,
  enabled: boolean,
): StoredRead {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; attempt: number; state: ReadState; error?: unknown } | null>(null)
  const current = result && result.key === key && result.attempt === attempt ? result : null

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const run = () => {
      const done = (outcome: ReadState, error?: unknown) => {
        if (!controller.signal.aborted) setResult({ key, attempt, state: outcome, error })
      }
      void read({ signal: controller.signal, hideError: true })
        .then((drafts) => recordFacts(Array.isArray(drafts) ? drafts : [drafts]))
        .then(
          () => done('done'),
          (error: unknown) => done('failed', error),
        )
    }
    run()
    window.addEventListener('online', run)
    return () => {
      controller.abort()
      window.removeEventListener('online', run)
    }
    // `read` is a new function each render; the key names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, attempt])

  return {
    state: current?.state ?? 'loading',
    error: current?.error,
    retry: () => setAttempt((value) => value + 1),
  }
}

/**
 * Whether a screen still waits for its data: none in its view yet, and the read not failed (on its
 * way, or answered while the view catches up). Only a failed read is "could not be loaded".
 */
export function awaitsData(state: ReadState, hasData: boolean): boolean {
  return !hasData && state !== 'failed'
}
