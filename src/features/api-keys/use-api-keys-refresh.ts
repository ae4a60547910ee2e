/**
 * Reads the keys and the chain catalogue when the endpoint page opens, and again when the network
 * returns, and records both in the store: the page always draws from the store, so it shows the
 * last answers offline, with their age. A failed read leaves the stored data as it was; only a
 * page with nothing stored shows the failure (and a way to try again).
 */
import { useCallback, useEffect, useState } from 'react'
import { rpcSurvivingPageChange } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import { readApiKeys } from './api-keys.read'

export type RefreshState = 'loading' | 'done' | 'failed'

export function useApiKeysRefresh(): { state: RefreshState; retry: () => void } {
  const [state, setState] = useState<RefreshState>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const options = { signal: controller.signal, hideError: true }
    const read = () => {
      if (!navigator.onLine) {
        setState('failed')
        return
      }
      setState('loading')
      void Promise.allSettled([readApiKeys(options), rpcSurvivingPageChange('hub_getSupportChains', {}, options)]).then(
        async ([keys, chains]) => {
          if (controller.signal.aborted) return
          const facts: EventDraft[] = []
          if (keys.status === 'fulfilled') facts.push(keys.value)
          if (chains.status === 'fulfilled') facts.push(fact('chains.loaded', chains.value, 'server'))
          if (facts.length > 0) await recordFacts(facts)
          if (!controller.signal.aborted) setState(keys.status === 'fulfilled' ? 'done' : 'failed')
        },
      )
    }
    read()
    window.addEventListener('online', read)
    return () => {
      controller.abort()
      window.removeEventListener('online', read)
    }
  }, [attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, retry }
}
