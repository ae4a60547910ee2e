/**
 * Exclusive sections across tabs: the Web Locks API where the browser has it, else a queue within
 * this page (tests, old browsers), which is the best a single context can do.
 */
const queues = new Map<string, Promise<unknown>>()

export function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) return locks.request(name, run) as Promise<T>
  const previous = queues.get(name) ?? Promise.resolve()
  const next = previous.then(run, run)
  queues.set(
    name,
    next.catch(() => undefined),
  )
  return next
}

/**
 * Makes this tab the leader once no other tab holds leadership, and keeps it until the tab closes
 * or `release` is called. `onLeading` runs when leadership is gained. Without Web Locks every tab
 * leads (one tab is all such a browser has in practice).
 */
export function electLeader(name: string, onLeading: () => void): { release: () => void } {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  let released = false
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = () => ((released = true), resolve())))
  if (!locks) {
    onLeading()
    return { release }
  }
  void locks.request(name, async () => {
    // Released before the lock came (the caller is gone: a logout, a switch of team): leading
    // now would start what nobody stops any more, such as a second notice socket.
    if (released) return
    onLeading()
    await held
  })
  return { release }
}
