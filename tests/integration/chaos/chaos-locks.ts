/**
 * Web Locks as a browser keeps them across the tabs of the chaos runs: one holder per name, the
 * others queued in order, and a killed tab's lock released at once (the browser frees a dead
 * page's locks) even though its abandoned flush never finishes. Node has no `navigator.locks`,
 * and locks.ts's in-page queue would keep a dead tab's lock forever.
 */
import type { withLock } from '../../../src/store/locks'

interface Request {
  tab: number
  grant(): void
}

export class ChaosLocks {
  readonly #holders = new Map<string, number>()
  readonly #queues = new Map<string, Request[]>()
  readonly #dead = new Set<number>()

  /** The `withLock` of tab `tab`, for its outbox. */
  forTab(tab: number): typeof withLock {
    return <T>(name: string, run: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const grant = () => {
          this.#holders.set(name, tab)
          run()
            .then(resolve, reject)
            .finally(() => {
              // A dead tab's lock went with it; what it does now must not free someone else's.
              if (this.#holders.get(name) === tab && !this.#dead.has(tab)) this.#next(name)
            })
        }
        const queue = this.#queues.get(name) ?? []
        this.#queues.set(name, queue)
        queue.push({ tab, grant })
        if (!this.#holders.has(name)) this.#next(name)
      })
  }

  /** Tab `tab` is gone: its queued requests are dropped and the locks it holds pass on. */
  kill(tab: number): void {
    this.#dead.add(tab)
    for (const [name, queue] of this.#queues)
      this.#queues.set(
        name,
        queue.filter((request) => request.tab !== tab),
      )
    for (const [name, holder] of this.#holders) if (holder === tab) this.#next(name)
  }

  #next(name: string): void {
    this.#holders.delete(name)
    const request = this.#queues.get(name)?.shift()
    request?.grant()
  }
}
