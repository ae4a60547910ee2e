import { describe, expect, it } from 'vitest'
import { apiKeyFixture } from '../../api-key-fixture'
import { keyListSearchOf, keyListViewOf, validateKeyListSearch } from './key-list-search'
import { shownKeys } from './shown-keys'

const keys = [
  apiKeyFixture(3, { name: 'Indexer 10', key: 'zz9kQ', createdAt: '2026-11-03T00:00:00.000Z' }),
  apiKeyFixture(2, { name: 'backend', key: 'ab12X', createdAt: '2026-11-02T00:00:00.000Z' }),
  apiKeyFixture(1, { name: 'Indexer 9', key: 'Ab77Y', createdAt: '2026-11-01T00:00:00.000Z' }),
]
const NO_USAGE = { requests: null, lastUses: null }
const ids = (list: { id: number }[]) => list.map((key) => key.id)

describe('shownKeys', () => {
  it('finds keys by part of the name in any case, or by the start of the secret', () => {
    expect(ids(shownKeys(keys, { query: 'INDEX', sort: 'created', order: 'desc' }, NO_USAGE))).toEqual([3, 1])
    expect(ids(shownKeys(keys, { query: 'ab', sort: 'created', order: 'desc' }, NO_USAGE))).toEqual([2, 1])
    // The middle of a secret is not a prefix.
    expect(ids(shownKeys(keys, { query: '9kQ', sort: 'created', order: 'desc' }, NO_USAGE))).toEqual([])
  })

  it('sorts by name as people read numbers, and by creation either way', () => {
    expect(ids(shownKeys(keys, { query: '', sort: 'name', order: 'asc' }, NO_USAGE))).toEqual([2, 1, 3])
    expect(ids(shownKeys(keys, { query: '', sort: 'name', order: 'desc' }, NO_USAGE))).toEqual([3, 1, 2])
    expect(ids(shownKeys(keys, { query: '', sort: 'created', order: 'asc' }, NO_USAGE))).toEqual([1, 2, 3])
  })

  it('sorts by requests today with an unknown count below a zero, ties in the server order', () => {
    const requests = new Map([
      [1, 40],
      [2, 0],
    ])
    const usage = { requests, lastUses: null }
    expect(ids(shownKeys(keys, { query: '', sort: 'requests', order: 'desc' }, usage))).toEqual([1, 2, 3])
    expect(ids(shownKeys(keys, { query: '', sort: 'requests', order: 'asc' }, usage))).toEqual([3, 2, 1])
    expect(ids(shownKeys(keys, { query: '', sort: 'requests', order: 'desc' }, NO_USAGE))).toEqual([3, 2, 1])
  })
  it('sorts by last use with keys never used last, the hour and the day compared as times', () => {
    const lastUses = new Map([
      [3, { id: 3, lastUsedAt: '2026-10-01T00:00:00.000Z', precision: 'day' as const }],
      [1, { id: 1, lastUsedAt: '2026-11-20T13:00:00.000Z', precision: 'hour' as const }],
    ])
    const usage = { requests: null, lastUses }
    expect(ids(shownKeys(keys, { query: '', sort: 'lastUsed', order: 'desc' }, usage))).toEqual([1, 3, 2])
    expect(ids(shownKeys(keys, { query: '', sort: 'lastUsed', order: 'asc' }, usage))).toEqual([2, 3, 1])
  })
})

describe('the key list in the address', () => {
  it('drops nonsense and leaves defaults out', () => {
    expect(validateKeyListSearch({ q: '  prod ', sort: 'bogus', order: 'sideways', key: '-4' })).toEqual({ q: 'prod' })
    expect(validateKeyListSearch({ sort: 'created', order: 'desc' })).toEqual({})
    expect(validateKeyListSearch({ sort: 'name', order: 'asc', key: '12' })).toEqual({ sort: 'name', key: 12 })
  })

  it('reads an order from its sort when none is given, and writes back what it read', () => {
    const view = keyListViewOf({ sort: 'requests' })
    expect(view).toEqual({ query: '', sort: 'requests', order: 'desc', key: null })
    expect(keyListSearchOf({ ...view, order: 'asc' })).toEqual({ sort: 'requests', order: 'asc' })
  })
})
