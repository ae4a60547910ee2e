/**
 * One server instance's view of cache invalidations: it LISTENs on `hubdeck_cache` (through the
 * instance's one listening connection, `Database.listen`) and tells its caches which owner's data
 * went stale. Caches built on it (`InvalidatedCache`) serve entries only while the feed is live:
 * before it starts, after it stops, and while its connection is down, every read goes to the
 * database. A drop and a resume each forget everything, because signals sent in between were lost.
 *
 * `generation` grows with every invalidation, so a read that started before one does not store
 * what it read after it (it may have read the row before the write committed).
 */
import { sql } from 'kysely'
import { cacheTopic, cacheTopicOf, CACHE_CHANNEL, type CacheOwner } from './cache-signal'
import type { Database } from './database'

/** What a cache does when a topic (`u:1`, `t:2`, `*`) goes stale. */
export type InvalidationHandler = (topic: string) => void

export class CacheInvalidation {
  #generation = 0
  #live = false
  readonly #handlers = new Set<InvalidationHandler>()

  /** Grows with every invalidation and flush; compare before and after a read. */
  get generation(): number {
    return this.#generation
  }

  /** Whether the feed is live, so cached entries may be served and stored. */
  get live(): boolean {
    return this.#live
  }

  /** Calls `handler` with each stale topic until the returned function is called. */
  subscribe(handler: InvalidationHandler): () => void {
    this.#handlers.add(handler)
    return () => this.#handlers.delete(handler)
  }

  /**
   * Forgets `owner`'s data on this instance now. For writes this instance has just committed:
   * its own signal follows through the database, but a caller's next request may come first.
   */
  invalidate(owner: CacheOwner): void {
    this.#publish(cacheTopic(owner))
  }

  /**
   * Starts listening; caches serve entries once this resolves. The returned function stops
   * listening and forgets everything.
   */
  async start(database: Database): Promise<() => Promise<void>> {
    const schema = await currentSchema(database)
    const stop = await database.listen(
      CACHE_CHANNEL,
      (payload) => {
        const topic = cacheTopicOf(payload, schema)
        if (topic !== null) this.#publish(topic)
      },
      {
        onDrop: () => this.#pause(),
        onResume: () => {
          this.#publish('*')
          this.#live = true
        },
      },
    )
    this.#live = true
    return async () => {
      this.#pause()
      await stop()
    }
  }

  #pause(): void {
    this.#live = false
    this.#publish('*')
  }

  #publish(topic: string): void {
    this.#generation += 1
    for (const handler of this.#handlers) handler(topic)
  }
}

async function currentSchema(database: Database): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.kysely)
  const schema = result.rows[0]?.schema
  if (!schema) throw new Error('the database has no current schema')
  return schema
}
