/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell, every route chunk, styles, locale chunks and icons,
 * so every screen opens offline after one visit; serves navigations from the cached shell.
 * A new version waits until the user accepts the update prompt (message `SKIP_WAITING`):
 * it never takes over in the middle of someone's work.
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** Server paths that are never app pages, even when navigated to. */
const NOT_APP_PAGES = [/^\/api/, /^\/ws/, /^\/healthz/, /^\/builds\//, /^\/upload/, /^\/requests/]
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }))

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first install controls the open page at once; later versions wait for consent (above).
clientsClaim()
