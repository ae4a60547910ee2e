/**
 * The app's handle on its service worker (workbox-window). Null where no worker runs:
 * the dev server, or a browser without service workers.
 */
import { Workbox } from 'workbox-window'
import { expectReloadElsewhere } from '../lib/chunk-load-guard'
import { trustedScriptURL } from '../lib/trusted-types'

export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  // A worker's URL is a Trusted Types sink: a plain string is refused (lib/trusted-types.ts).
  const workbox = new Workbox(trustedScriptURL('/sw.js'))
  // Blocked workers (private modes, policies) only cost the offline cache: the app still runs.
  // `immediate`: this module already loads after the first paint; waiting for `load` only delays it.
  workbox.register({ immediate: true }).catch((error: unknown) => console.warn('Service worker not registered', error))
  return workbox
}

/**
 * Lets the waiting worker take over, then reloads so page and worker are the same version. Only
 * that reload: one started earlier (by a chunk the swap cut off) would still be served by the old
 * worker, and the tab would stay on the old build.
 */
export function activateWaitingWorker(workbox: Workbox): void {
  expectReloadElsewhere()
  workbox.addEventListener('controlling', () => location.reload())
  workbox.messageSkipWaiting()
}

/**
 * Asks the browser to fetch the worker script again. Through the registration itself, so it works
 * even before workbox-window has finished its own registration bookkeeping.
 */
export async function checkForWorkerUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration()
  await registration?.update().catch((error: unknown) => console.warn('Service worker update check failed', error))
}
