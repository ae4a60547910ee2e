/**
 * The API-key list as the server last described it: loaded whole, a saved key replaced in place
 * or put first when new, a deleted key gone, and the count the cap is measured by kept in step.
 */
import { describe, expect, it } from 'vitest'
import { fact, type EventDraft, type StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { apiKeyFixture as key } from './api-key-fixture'
import { apiKeysProjection, renameKey } from './api-keys.projection'
import { chainsProjection } from './chains.projection'

const stored = (draft: EventDraft): StoredEvent => ({
  id: crypto.randomUUID(),
  type: draft.type,
  v: 1,
  payload: draft.payload,
  at: '2026-11-20T10:00:00.000Z',
  origin: draft.origin,
  scope: 'u1',
})

const fold = (...drafts: EventDraft[]) => foldEvents(apiKeysProjection, drafts.map(stored))
const loaded = (...ids: number[]) =>
  fact('apiKeys.loaded', { list: ids.map((id) => key(id)), total: ids.length }, 'server')

describe('the API-key list', () => {
  it('is unknown until the server sends it, so a new account is not mistaken for one still loading', () => {
    expect(fold()).toBeNull()
    expect(fold(loaded())).toEqual({ keys: [], total: 0 })
  })

  it('is the list the server last sent', () => {
    expect(fold(loaded(3, 2, 1), loaded(5))).toEqual({ keys: [key(5)], total: 1 })
  })

  it('a created key goes first and counts towards the cap', () => {
    const state = fold(loaded(2, 1), fact('apiKey.saved', key(3), 'server'))
    expect(state?.keys.map((item) => item.id)).toEqual([3, 2, 1])
    expect(state?.total).toBe(3)
  })

  it('a changed key is replaced where it stands, the count unchanged', () => {
    const frozen = key(2, { frozen: true, name: 'Backend' })
    const state = fold(loaded(3, 2, 1), fact('apiKey.saved', frozen, 'server'))
    expect(state?.keys).toEqual([key(3), frozen, key(1)])
    expect(state?.total).toBe(3)
  })

  it('a deleted key leaves the list and the count; an unknown id changes nothing', () => {
    const state = fold(loaded(3, 2, 1), fact('apiKey.deleted', { id: 2 }, 'server'))
    expect(state).toEqual({ keys: [key(3), key(1)], total: 2 })
    expect(fold(loaded(3, 2, 1), fact('apiKey.deleted', { id: 9 }, 'server'))).toEqual(fold(loaded(3, 2, 1)))
  })

  it('a list read before a change landed does not undo it', () => {
    const renamed = key(1, { name: 'Indexer', updatedAt: '2026-11-21T08:00:00.000Z' })
    const state = fold(loaded(2, 1), fact('apiKey.saved', renamed, 'server'), loaded(2, 1))
    expect(state?.keys).toEqual([key(2), renamed])
  })

  it('a key saved or deleted before any list arrived waits for the list', () => {
    expect(fold(fact('apiKey.saved', key(1), 'server'), fact('apiKey.deleted', { id: 1 }, 'server'))).toBeNull()
  })

  it('a rename shows on its key only', () => {
    const state = renameKey(fold(loaded(2, 1)), 1, 'Indexer')
    expect(state?.keys.map((item) => item.name)).toEqual(['Key 2', 'Indexer'])
    expect(renameKey(null, 1, 'Indexer')).toBeNull()
  })
})

describe('the chain catalogue', () => {
  it('is the catalogue the server last sent', () => {
    const chain = { id: 'ethereum', name: 'Ethereum', symbol: 'ETH', family: 'evm' as const, networks: [] }
    expect(foldEvents(chainsProjection, [])).toBeNull()
    expect(foldEvents(chainsProjection, [stored(fact('chains.loaded', [chain], 'server'))])).toEqual([chain])
  })
})
