/**
 * SPEC §4 "Chunk load failure": a full page reload, at most once per path per 10 seconds.
 * A deployment replaces the hashed chunks an open tab still points to; one reload fetches the
 * new index and its chunks. A second failure on the same path within 10 s is a real outage:
 * we stop and let the error page show, never loop.
 */
const RELOAD_GUARD_MS = 10_000
const STORAGE_PREFIX = 'hubdeck:chunk-reload:'

/** Pure decision: reload when this path has not been reloaded for a chunk error in the last 10 s. */
export function mayReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS
}

/** Whether an error is a failed dynamic import of a code chunk (wording differs per browser). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    message,
  )
}

let reloading = false

/** Whether this page is already being reloaded for a chunk error (its errors are moot). */
export function isReloadingForChunkError(): boolean {
  return reloading
}

/**
 * A reload is already on its way from elsewhere: the waiting service worker was asked to take over,
 * and the page reloads once it controls it (pwa/service-worker.ts). Chunk errors until then are moot
 * (the swap cuts off the old build's fetches), and a reload of our own would come too early: the
 * old worker still controls the page and would serve the old build again, for good.
 */
export function expectReloadElsewhere(): void {
  reloading = true
}

/**
 * Reloads the page for a chunk error when the guard allows it.
 * @returns true when a reload is under way (the caller should render nothing more).
 */
export function reloadForChunkError(path = location.pathname): boolean {
  if (reloading) return true
  const key = STORAGE_PREFIX + path
  const now = Date.now()
  const last = Number(sessionStorage.getItem(key)) || null
  if (!mayReloadForChunkError(now, last)) return false
  sessionStorage.setItem(key, String(now))
  reloading = true
  location.reload()
  return true
}

/**
 * Vite announces every failed chunk import on window (`vite:preloadError`); turn it into the
 * guarded reload when the server answers. TanStack Router's lazy routes have their own
 * reload-once-per-session rule, which would add a second, unguarded reload: we mark its key so
 * ours is the only one.
 *
 * The event comes for background imports too (code fetched ahead of its use once the page has
 * settled). A chunk that fails while the server is down (a restart, a lost connection) is an
 * outage, not a new deployment: a reload could only swap a working page for the browser's error
 * page, so the page stays and the background task tries again later (app/after-settled.ts). A
 * page's own code that fails shows the error page, which reloads at once (error-page.tsx).
 */
export function installChunkLoadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const message = event.payload instanceof Error ? event.payload.message : String(event.payload)
    sessionStorage.setItem(`tanstack_router_reload:${message}`, '1')
    void serverAnswers().then((answers) => {
      if (answers) reloadForChunkError()
    })
  })
}

/** Whether the server answers at all (any status): a HEAD of the shell, past every cache. */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch('/', { method: 'HEAD', cache: 'no-store' })
    return true
  } catch {
    return false
  }
}
