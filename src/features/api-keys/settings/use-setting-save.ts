/**
 * One settings write at a time for one part of the panel: sends it, hands the server's answer
 * (the whole key) to `onSaved`, and keeps what the person must see — which control is saving, and
 * the failure to show beside it. The write is never queued: features change what a key may do and
 * what it costs, so they wait for the network (the panel is disabled offline).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import { refreshUpgradeInfo } from '../needs-upgrade/upgrade-info-signal'
import { readSettingFailure, type SettingFailure } from './setting-failure'

export interface SettingSave {
  /**
   * The control whose write is in flight and the value being written, or null. Controls show
   * that value while it is saved (a switch flips at once), and fall back to the key's own value
   * when the server refuses it.
   */
  pending: { control: string; value: unknown } | null
  /** The last write's failure, with the control it came from; cleared by the next write. */
  failure: { control: string; failure: SettingFailure } | null
  /** Resolves true once saved, false when refused or unanswered. */
  save(control: string, value: unknown, call: () => Promise<ApiKey>): Promise<boolean>
  /** Forgets the failure shown (what it was about has been edited since). */
  dismiss(): void
}

export function useSettingSave(onSaved: (key: ApiKey) => void): SettingSave {
  const [pending, setPending] = useState<SettingSave['pending']>(null)
  const [failure, setFailure] = useState<SettingSave['failure']>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const save = useCallback(
    async (control: string, value: unknown, call: () => Promise<ApiKey>) => {
      setPending({ control, value })
      setFailure(null)
      try {
        const key = await call()
        onSaved(key)
        // A feature switched on or off may end (or start) a "needs upgrade" state.
        refreshUpgradeInfo()
        return true
      } catch (error) {
        const read = readSettingFailure(error)
        if (read && mounted.current) setFailure({ control, failure: read })
        return false
      } finally {
        if (mounted.current) setPending(null)
      }
    },
    [onSaved],
  )

  const dismiss = useCallback(() => setFailure(null), [])

  return { pending, failure, save, dismiss }
}

/** The value a control shows: the one being saved while it is, else the key's own. */
export function shownValue<T>(pending: SettingSave['pending'], control: string, saved: T): T {
  return pending?.control === control ? (pending.value as T) : saved
}
