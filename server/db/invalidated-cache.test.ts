import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CacheInvalidation } from './cache-invalidation'
import { signalCacheChange } from './cache-signal'
import { IN_MEMORY, openDatabase, type Database, type ListenEvents } from './database'
import { InvalidatedCache, type Tagged } from './invalidated-cache'

/** A load whose answer the test releases, to place an invalidation inside a read. */
function deferredLoad(value: string, topic = 'u:1') {
  let release: () => void = () => undefined
  const started = new Promise<void>((resolve) => {
    release = resolve
  })
  let calls = 0
  const load = async (): Promise<Tagged<string>> => {
    calls += 1
    await started
    return { value, topic }
  }
  return { load, release: () => release(), calls: () => calls }
}

const counted = (value: string, topic = 'u:1') => {
  let calls = 0
  return {
    load: async (): Promise<Tagged<string>> => {
      calls += 1
      return { value, topic }
    },
    calls: () => calls,
  }
}

describe('InvalidatedCache', () => {
  let database: Database
  /** The listener's events, as the database would call them when its LISTEN connection drops. */
  let events: ListenEvents = {}
  let invalidation: CacheInvalidation
  let stop: () => Promise<void>

  beforeAll(async () => {
    database = await openDatabase({ dataDir: IN_MEMORY })
  })
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(async () => {
    await stop?.()
    invalidation = new CacheInvalidation()
    const watched: Database = {
      ...database,
      listen: (channel, onPayload, given = {}) => {
        events = given
        return database.listen(channel, onPayload, given)
      },
    }
    stop = await invalidation.start(watched)
  })

  const cache = (options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) =>
    new InvalidatedCache<string>(invalidation, { ttlMs: 60_000, maxEntries: 100, ...options })

  it('serves a stored entry without reading again', async () => {
    const keys = cache()
    const source = counted('row')
    expect(await keys.read('k', source.load)).toBe('row')
    expect(await keys.read('k', source.load)).toBe('row')
    expect(source.calls()).toBe(1)
  })

  it('does not store what a read that started before an invalidation answers', async () => {
    const keys = cache()
    const stale = deferredLoad('before the write')
    const reading = keys.read('k', stale.load)
    invalidation.invalidate({ userId: 1 }) // the write commits while the read is under way
    stale.release()
    expect(await reading).toBe('before the write') // this caller may see it, as without a cache
    const fresh = counted('after the write')
    expect(await keys.read('k', fresh.load)).toBe('after the write')
    expect(fresh.calls()).toBe(1)
  })

  it('forgets the owner a committed write signals, through the database, and only that owner', async () => {
    const keys = cache()
    await keys.read('ann', counted('ann', 'u:1').load)
    await keys.read('team', counted('team', 't:7').load)
    await signalCacheChange(database.kysely, { teamId: 7 })
    const again = { ann: counted('ann', 'u:1'), team: counted('team again', 't:7') }
    expect(await keys.read('ann', again.ann.load)).toBe('ann')
    expect(await keys.read('team', again.team.load)).toBe('team again')
    expect([again.ann.calls(), again.team.calls()]).toEqual([0, 1])
  })

  it('hears nothing from a write that rolled back', async () => {
    const keys = cache()
    await keys.read('k', counted('row').load)
    await database.kysely
      .transaction()
      .execute(async (trx) => {
        await signalCacheChange(trx, { userId: 1 })
        throw new Error('refused')
      })
      .catch(() => undefined)
    const again = counted('row')
    await keys.read('k', again.load)
    expect(again.calls()).toBe(0)
  })

  it('reads the database while the LISTEN connection is down, and forgets everything it held', async () => {
    const keys = cache()
    await keys.read('k', counted('before the drop').load)
    events.onDrop?.(new Error('connection lost'))
    expect(keys.size).toBe(0)
    const during = counted('during the drop')
    expect(await keys.read('k', during.load)).toBe('during the drop')
    expect(await keys.read('k', during.load)).toBe('during the drop')
    expect(during.calls()).toBe(2) // nothing stored: a signal now would go unheard

    events.onResume?.()
    const after = counted('after the resume')
    await keys.read('k', after.load)
    await keys.read('k', after.load)
    expect(after.calls()).toBe(1)
  })

  it('does not store a read that spans a drop and a resume', async () => {
    const keys = cache()
    const spanning = deferredLoad('read across the drop')
    const reading = keys.read('k', spanning.load)
    events.onDrop?.(new Error('connection lost'))
    events.onResume?.()
    spanning.release()
    await reading
    expect(keys.size).toBe(0)
  })

  it('serves nothing once stopped, and nothing before it starts', async () => {
    const idle = new InvalidatedCache<string>(new CacheInvalidation(), { ttlMs: 60_000, maxEntries: 10 })
    const source = counted('row')
    await idle.read('k', source.load)
    await idle.read('k', source.load)
    expect(source.calls()).toBe(2)

    const keys = cache()
    await keys.read('k', counted('row').load)
    await stop()
    const after = counted('row')
    await keys.read('k', after.load)
    expect(after.calls()).toBe(1)
  })

  it('expires entries after their time and drops the oldest past the size bound', async () => {
    let now = 0
    const keys = cache({ ttlMs: 1000, maxEntries: 2, now: () => now })
    await keys.read('a', counted('a').load)
    now = 1000
    const expired = counted('a')
    await keys.read('a', expired.load)
    expect(expired.calls()).toBe(1)

    await keys.read('b', counted('b').load)
    await keys.read('c', counted('c').load)
    expect(keys.size).toBe(2)
    const first = counted('a')
    await keys.read('a', first.load)
    expect(first.calls()).toBe(1) // 'a' was the oldest: dropped for 'c'
  })

  it('never stores a load that found nothing', async () => {
    const keys = cache()
    let calls = 0
    const missing = async () => {
      calls += 1
      return null
    }
    expect(await keys.read('k', missing)).toBeNull()
    expect(await keys.read('k', missing)).toBeNull()
    expect(calls).toBe(2)
  })
})
