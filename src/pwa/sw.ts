/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell, every route chunk, styles, locale chunks and icons,
 * so every screen opens offline after one visit; serves navigations from the cached shell.
 * A new version waits until the user accepts the update prompt (message `SKIP_WAITING`):
 * it never takes over in the middle of someone's work.
 * Web Push: a notice pushed while no tab of the app is open shows as a system notification, and
 * clicking it opens (or focuses) the app on the notice's page. A notice the open app's socket
 * receives (message `NOTICE_ARRIVED`, worded by the app in the reader's language) shows as one
 * too, when no window of the app is visible: a visible window shows its own toast.
 */
import { HASHED_ASSETS_FOLDER } from '../../contract/build-manifest'
import type { PushMessage } from '../../contract/index'
import type { NoticeArrivedMessage } from '../lib/notice-arrived-message'
import { cacheNames, clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/**
 * The build's hashed files (`/assets/`) come straight from the precache, without a fetch event:
 * the browser looks them up itself (the Static Routing API, Chromium 123+). An offline start of
 * /rpc/endpoint asks for some 70 chunks at once, and this worker answering each in turn kept the
 * session runtime and the catalog, which the first paint waits for, queued for about 180 ms
 * (issue 15). They are precached under their own URL (`dontCacheBustURLsMatching` in
 * vite.config.ts: the hash is their revision); one that is missing (a chunk of an older build
 * still open in a tab) is fetched from the network, as the fetch handler would. Elsewhere this
 * worker's fetch handler serves them as before.
 */
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: readonly StaticRoute[]) => Promise<void> }
  if (install.addRoutes) {
    event.waitUntil(
      install.addRoutes([
        { condition: { urlPattern: `/${HASHED_ASSETS_FOLDER}/*` }, source: { cacheName: cacheNames.precache } },
      ]),
    )
  }
})

/** A rule of the Static Routing API (not yet in TypeScript's webworker types). */
interface StaticRoute {
  condition: { urlPattern: string }
  source: { cacheName: string }
}

/** Server paths that are never app pages, even when navigated to. */
const NOT_APP_PAGES = [
  /^\/api/,
  /^\/ws/,
  /^\/healthz/,
  /^\/builds\//,
  /^\/upload/,
  /^\/requests/,
  /^\/sandbox\//,
  /^\/webhooks\//,
  // Signed CSV exports and invoice PDFs (a notice's Download opens one in a new tab).
  /^\/files\//,
  // The server's dev-only pages (the mail outbox, /dev/mail): in dev and e2e runs they are served
  // by the server, and an installed app must not cover them with its own "Page not found".
  /^\/dev\//,
]
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }))

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === 'NOTICE_ARRIVED') event.waitUntil(alertIfUnseen(data as NoticeArrivedMessage))
})

/** Shows the notice as a system notification unless a window of the app is in sight. */
async function alertIfUnseen(notice: NoticeArrivedMessage): Promise<void> {
  if (Notification.permission !== 'granted') return
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  if (windows.some((client) => client.visibilityState === 'visible')) return
  await showNotice({ id: notice.id, title: notice.title, body: notice.body, url: notice.url })
}

/** One system notification per notice: the tag makes a second showing replace the first. */
function showNotice(notice: { id: number; title: string; body: string; url: string }): Promise<void> {
  return self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: `notice-${notice.id}`,
    icon: '/icons/icon-192.png',
    data: { url: notice.url },
  })
}

self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data)
  if (!message) return
  // The server words the title and content in the user's language (the profile's, push-sender.ts).
  event.waitUntil(showNotice({ id: message.id, title: message.title, body: message.content, url: message.url }))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = appUrl((event.notification.data as { url?: unknown } | null)?.url)
  event.waitUntil(openApp(url))
})

/** The push message, or null when the payload is not one (an empty or foreign push). */
function pushMessageOf(data: PushMessageData | null): PushMessage | null {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined
    return typeof message?.title === 'string' && typeof message.id === 'number' ? (message as PushMessage) : null
  } catch {
    return null
  }
}

/** An absolute URL of this app: only same-origin paths, so a payload cannot send anyone elsewhere. */
function appUrl(path: unknown): string {
  const safe = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/rpc'
  return new URL(safe, self.location.origin).href
}

/** Focuses an open window of the app and takes it to `url`, or opens one there. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' })
  const open = windows.find((client) => client.focused) ?? windows[0]
  if (!open) {
    await self.clients.openWindow(url)
    return
  }
  const focused = await open.focus()
  if (focused.url !== url) await focused.navigate(url)
}

// The first install controls the open page at once; later versions wait for consent (above).
clientsClaim()
