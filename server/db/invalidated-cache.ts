/**
 * A per-instance cache of database reads, each entry tagged with its owner's topic (`u:1`,
 * `t:2`, db/cache-signal.ts) and forgotten when `CacheInvalidation` says that topic went stale.
 *
 * Races it closes:
 * - A read that started before an invalidation does not store its answer (the generation moved
 *   meanwhile): it may have read the row before the write committed.
 * - While the invalidation feed is not live (not started, connection lost), nothing is served
 *   from or stored in the cache: every read goes to the database.
 * - Entries also expire after `ttlMs`, a bound on staleness should a signal ever be lost, and the
 *   oldest go first past `maxEntries`, so a flood of distinct keys cannot exhaust memory.
 */
import type { CacheInvalidation } from './cache-invalidation'

/** What a load answers: the value and the owner topic that invalidates it, or null (not cached). */
export interface Tagged<V> {
  value: V
  topic: string
}

export interface InvalidatedCacheOptions {
  /** Past this many entries, the oldest is dropped. */
  maxEntries: number
  /** How long an entry is served at most. */
  ttlMs: number
  now?: () => number
}

interface Entry<V> {
  value: V
  topic: string
  until: number
}

export class InvalidatedCache<V> {
  readonly #entries = new Map<string, Entry<V>>()
  readonly #keysByTopic = new Map<string, Set<string>>()
  readonly #invalidation: CacheInvalidation
  readonly #options: Required<InvalidatedCacheOptions>

  constructor(invalidation: CacheInvalidation, options: InvalidatedCacheOptions) {
    this.#invalidation = invalidation
    this.#options = { now: () => Date.now(), ...options }
    invalidation.subscribe((topic) => this.#forget(topic))
  }

  /**
   * The cached value of `key` when one may be served now, else undefined: for a hot path that
   * answers without awaiting anything on a hit (`read` on a miss).
   */
  peek(key: string): V | undefined {
    const entry = this.#entries.get(key)
    return entry && this.#invalidation.live && this.#options.now() < entry.until ? entry.value : undefined
  }

  /** The cached value of `key`, or `load()`'s (stored when nothing went stale meanwhile); null is never stored. */
  async read(key: string, load: () => Promise<Tagged<V> | null>): Promise<V | null> {
    const invalidation = this.#invalidation
    const hit = this.peek(key)
    if (hit !== undefined) return hit
    const generation = invalidation.generation
    const loaded = await load()
    if (loaded === null) return null
    if (invalidation.live && invalidation.generation === generation) this.#store(key, loaded)
    return loaded.value
  }

  /** How many entries are held (for tests). */
  get size(): number {
    return this.#entries.size
  }

  #store(key: string, { value, topic }: Tagged<V>): void {
    this.#remove(key)
    this.#entries.set(key, { value, topic, until: this.#options.now() + this.#options.ttlMs })
    let keys = this.#keysByTopic.get(topic)
    if (!keys) this.#keysByTopic.set(topic, (keys = new Set()))
    keys.add(key)
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#remove(oldest)
    }
  }

  #forget(topic: string): void {
    if (topic === '*') {
      this.#entries.clear()
      this.#keysByTopic.clear()
      return
    }
    for (const key of this.#keysByTopic.get(topic) ?? []) this.#entries.delete(key)
    this.#keysByTopic.delete(topic)
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    const keys = this.#keysByTopic.get(entry.topic)
    keys?.delete(key)
    if (keys?.size === 0) this.#keysByTopic.delete(entry.topic)
  }
}
