/**
 * One server read recorded in the store, run when its key changes, when "Try again" is pressed
 * and when the network returns. The screen draws from the store (offline too, with its age);
 * this says only how the last read of the key went.
 */
import { useEffect, useState } from 'react'
import type { RpcOptions } from '../../lib/rpc-client'
import type { EventDraft } from '../../store/events'
import { recordFacts } from '../../store/store-client'

export type ReadState = 'loading' | 'done' | 'failed'

export interface StoredRead {
  /** How the last read of this key went; `loading` until it answers. */
  state: ReadState
  retry(): void
}

/**
 * `read` is called with a fresh signal per attempt; `key` names what it reads (a new key reads
 * again). `enabled` false (the store is not connected yet, an impossible range) reads nothing.
 */
export function useStoredRead(
  key: string,
  read: (options: RpcOptions) => Promise<EventDraft>,
  enabled: boolean,
): StoredRead {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; attempt: number; state: ReadState } | null>(null)
  const state = result && result.key === key && result.attempt === attempt ? result.state : 'loading'

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const run = () => {
      const done = (outcome: ReadState) => {
        if (!controller.signal.aborted) setResult({ key, attempt, state: outcome })
      }
      void read({ signal: controller.signal, hideError: true })
        .then((draft) => recordFacts([draft]))
        .then(
          () => done('done'),
          () => done('failed'),
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

  return { state, retry: () => setAttempt((value) => value + 1) }
}
