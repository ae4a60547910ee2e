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
 * guarded reload. TanStack Router's lazy routes have their own reload-once-per-session rule,
 * which would add a second, unguarded reload: we mark its key so ours is the only one.
 */
export function installChunkLoadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const message = event.payload instanceof Error ? event.payload.message : String(event.payload)
    sessionStorage.setItem(`tanstack_router_reload:${message}`, '1')
    // The import still rejects: the route's error page renders nothing while we reload, or
    // shows the error when the guard refuses a second reload.
    reloadForChunkError()
  })
}
