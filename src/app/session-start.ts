/**
 * When the session runtime (XState, Dexie, the account loader: ~60 KB gz) loads. A token
 * holder's page waits for it — the access guard decides on the stored profile and the page draws
 * from the store — so it starts with the entry, side by side with the catalog and the route's
 * code. A signed-out visitor needs it only to log in: they are known to be signed out at once
 * (the runtime would say nothing else without a token), and the runtime comes with their first
 * pointer, key or focus in the page, or once the page has settled, whichever is first.
 */
import { publishSessionStatus } from '../features/account/session-link'
import { afterSettled } from './after-settled'

export function startSession(hasToken: boolean): void {
  if (hasToken) {
    loadRuntime()
    return
  }
  publishSessionStatus('signedOut')
  whenFirstInteraction(loadRuntime)
  afterSettled(loadRuntime)
}

let started = false

function loadRuntime(): void {
  if (started) return
  started = true
  void import('./session-runtime').then(({ startSessionRuntime }) => startSessionRuntime())
}

function whenFirstInteraction(start: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const once = () => {
    for (const type of events) window.removeEventListener(type, once, true)
    start()
  }
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true })
}
