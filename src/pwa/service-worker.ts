/**
 * The app's handle on its service worker (workbox-window). Null where no worker runs:
 * the dev server, or a browser without service workers.
 */
import { Workbox } from 'workbox-window'

export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const workbox = new Workbox('/sw.js')
  // Blocked workers (private modes, policies) only cost the offline cache: the app still runs.
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error))
  return workbox
}

/** Lets the waiting worker take over, then reloads so page and worker are the same version. */
export function activateWaitingWorker(workbox: Workbox): void {
  workbox.addEventListener('controlling', () => location.reload())
  workbox.messageSkipWaiting()
}
