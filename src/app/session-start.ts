/**
 * When the session runtime (XState, Dexie, the account loader: ~60 KB gz) loads. A token
 * holder's page waits for it — the access guard decides on the stored profile and the page draws
 * from the store — so it starts with the entry, side by side with the catalog and the route's
 * code. A signed-out visitor needs it only to log in: they are known to be signed out at once
 * (the runtime would say nothing else without a token), and the runtime comes with their first
 * pointer, key or focus in the page, or when a screen asks for it (an OAuth callback, a mailed
 * link, the team invitation), whichever is first. Not once the page has settled: on /login and
 * on the landing page that load and its start (the store, some 30 small chunks) were the long
 * tasks Lighthouse counted as blocking time, for a visitor who may only read the page.
 * An interaction with a toast does not count: answering one is no step towards logging in, and
 * the update prompt's Reload would otherwise fetch the old build's runtime through the old
 * service worker at the moment the new one takes over: the likely cause of the PWA test's flake
 * (issue 15), where the tab stayed on the old build with the new worker still waiting.
 */
import { publishSessionStatus, setRuntimeLoader } from '../features/account/session-link'
import { TOASTER_ATTRIBUTE } from '../lib/toast-defaults'
import { afterSettled } from './after-settled'

export function startSession(hasToken: boolean): void {
  setRuntimeLoader(() => afterFailure(loadRuntime))
  if (hasToken) {
    afterFailure(loadRuntime)
    return
  }
  publishSessionStatus('signedOut')
  whenFirstInteraction(() => afterFailure(loadRuntime))
}

let runtime: Promise<void> | undefined

/** Loads and starts the runtime once; a failed load (the network) may be tried again. */
function loadRuntime(): Promise<void> {
  runtime ??= import('./session-runtime')
    .then(({ startSessionRuntime }) => startSessionRuntime())
    .catch((error: unknown) => {
      runtime = undefined
      throw error
    })
  return runtime
}

/** Starts `load` now; should it fail, it is tried again as background work (after-settled.ts). */
function afterFailure(load: () => Promise<void>): void {
  load().catch(() => afterSettled(load))
}

function whenFirstInteraction(start: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const once = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${TOASTER_ATTRIBUTE}]`)) return
    for (const type of events) window.removeEventListener(type, once, true)
    start()
  }
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true })
}
