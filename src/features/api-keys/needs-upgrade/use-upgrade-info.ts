/**
 * Which of the owner's keys use features the package no longer includes
 * (hub_getApiKeyNeedUpgrade), for the banner above the key list and the badge on each card. One
 * read shared by every component that asks, made when the first one mounts and again whenever
 * the advanced features panel saves a change (upgrade-info-signal.ts). The call is quiet: the
 * state is a hint beside the list, so a failed read shows nothing rather than an error.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { ApiKeyUpgradeInfo } from '../../../../contract/methods/account-profile'
import { rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { onUpgradeInfoRefresh } from './upgrade-info-signal'

let current: ApiKeyUpgradeInfo | null = null
let readers = 0
let reading: AbortController | null = null
let stopHearing: (() => void) | null = null
const listeners = new Set<() => void>()

export function useApiKeyUpgradeInfo(): ApiKeyUpgradeInfo | null {
  useEffect(() => {
    readers += 1
    if (readers === 1) {
      read()
      stopHearing = onUpgradeInfoRefresh(read)
    }
    return () => {
      readers -= 1
      if (readers > 0) return
      // Nobody shows it any more: forget it, so another account or team never sees this one's.
      stopHearing?.()
      stopHearing = null
      reading?.abort()
      publish(null)
    }
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

function read(): void {
  reading?.abort()
  const controller = new AbortController()
  reading = controller
  rpcSurvivingPageChange('hub_getApiKeyNeedUpgrade', {}, { hideError: true, signal: controller.signal }).then(
    (info) => {
      if (!controller.signal.aborted) publish(info)
    },
    () => undefined, // keep what was shown: a hint, not worth an error
  )
}

function publish(info: ApiKeyUpgradeInfo | null): void {
  current = info
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
