/**
 * When the page has settled: loaded (the window's `load` event), then no resource fetched for
 * QUIET_MS (the page's own code and data are in: the route, the store, the API answers), then
 * an idle moment of the main thread. Background work waits for it — the service worker's precache
 * of every chunk (~300 KB gz, which on a phone's connection would otherwise share the bandwidth
 * with what the page is waiting for), the update check, code only a later step needs — so it
 * never delays a first paint or the data on it. A page that keeps fetching settles anyway after
 * LONGEST_WAIT_MS.
 */

/** A second without a fetch: the page has what it asked for. */
const QUIET_MS = 1000
/** A page polling for ever still settles. */
const LONGEST_WAIT_MS = 10_000
/** An idle callback comes within this, even on a busy main thread. */
const IDLE_TIMEOUT_MS = 2000

let settled: Promise<void> | undefined

/** Resolves once, when the page has settled (see the header); every caller shares the wait. */
export function whenSettled(): Promise<void> {
  settled ??= loaded().then(networkQuiet).then(mainThreadIdle)
  return settled
}

/**
 * Waits before each new try of a failed background task. Most failures are the network's (a
 * chunk fetched while the server restarts, or the phone between cells), and pass.
 */
export const RETRY_DELAYS_MS = [2000, 10_000, 30_000]

/**
 * Runs `task` once the page has settled. A failure is never thrown at the page: the task is
 * tried again after each of RETRY_DELAYS_MS (a warning each time), and only a task that fails
 * every try is logged as an error.
 */
export function afterSettled(task: () => unknown): void {
  void whenSettled().then(() => runWithRetries(task, RETRY_DELAYS_MS))
}

/** Runs `task`, and again after each of `delays` while it fails (exported for its test). */
export async function runWithRetries(task: () => unknown, delays: readonly number[]): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await task()
      return
    } catch (error: unknown) {
      const delay = delays[attempt]
      if (delay === undefined) {
        console.error('Background task failed', error)
        return
      }
      console.warn(`Background task failed; trying again in ${delay / 1000} s`, error)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

/** Resolves after QUIET_MS without a new resource timing entry (scripts, styles, fetches), or LONGEST_WAIT_MS. */
function networkQuiet(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>
    const done = () => {
      clearTimeout(quiet)
      clearTimeout(longest)
      observer.disconnect()
      resolve()
    }
    const restart = () => {
      clearTimeout(quiet)
      quiet = setTimeout(done, QUIET_MS)
    }
    const observer = new PerformanceObserver(restart)
    observer.observe({ type: 'resource' })
    const longest = setTimeout(done, LONGEST_WAIT_MS)
    restart()
  })
}

function mainThreadIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(resolve, 0)
  })
}
