/**
 * React hooks over the store: a component reads a projection's view, live, in every tab (Dexie
 * live queries see writes from other tabs). No component writes a table: writes are commands.
 */
import { useSyncExternalStore } from 'react'
import type { OutboxRow } from './db'
import type { View } from './event-log'
import type { Projection } from './projection'
import { whenConnected } from './store-client'

interface Source<T> {
  value: T
  subscribe: (notify: () => void) => () => void
}

const viewSources = new Map<string, Source<View<unknown> | undefined>>()
let outboxSource: Source<readonly OutboxRow[]> | undefined

/** One shared subscription per source, started by its first reader and stopped by its last. */
function shared<T>(initial: T, start: (set: (value: T) => void) => () => void): Source<T> {
  const listeners = new Set<() => void>()
  let stop: (() => void) | undefined
  const source: Source<T> = {
    value: initial,
    subscribe(notify) {
      listeners.add(notify)
      stop ??= start((value) => {
        source.value = value
        for (const listener of listeners) listener()
      })
      return () => {
        listeners.delete(notify)
        // Stopped a moment later, so a screen replacing another keeps the value without a skeleton;
        // once stopped, the value is dropped: the scope may change before the next reader comes.
        queueMicrotask(() => {
          if (listeners.size > 0) return
          stop?.()
          stop = undefined
          source.value = initial
        })
      }
    },
  }
  return source
}

/** The projection's view in the signed-in scope; undefined until the store has it (show a skeleton). */
export function useView<S>(projection: Projection<S>): View<S> | undefined {
  let source = viewSources.get(projection.name)
  if (!source) {
    source = shared<View<unknown> | undefined>(undefined, (set) =>
      whenConnected((store) => store.observe(projection, set as (view: View<S> | undefined) => void)),
    )
    viewSources.set(projection.name, source)
  }
  const { subscribe } = source
  // Prerendered (scripts/prerender-plugin.ts), a page has no store: it shows its skeleton.
  return useSyncExternalStore(subscribe, () => source.value, noView) as View<S> | undefined
}

/** Commands of the signed-in scope still waiting for the server, oldest first. */
export function useOutbox(): readonly OutboxRow[] {
  outboxSource ??= shared<readonly OutboxRow[]>([], (set) => whenConnected((store) => store.observeOutbox(set)))
  const source = outboxSource
  return useSyncExternalStore(source.subscribe, () => source.value, noOutbox)
}

const noView = (): undefined => undefined
const emptyOutbox: readonly OutboxRow[] = []
const noOutbox = (): readonly OutboxRow[] => emptyOutbox
