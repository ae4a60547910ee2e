/**
 * The account's API keys as the server last described them, newest first; `null` until the first
 * list arrives (the page shows its skeleton, not an empty account). Keys saved or deleted since
 * are folded in, so the page needs no second read after a change.
 */
import type { ApiKey } from '../../../contract/methods/api-keys'
import type { Projection } from '../../store/projection'
import './api-keys.events'

export interface ApiKeysState {
  keys: ApiKey[]
  /** How many live keys the owner has (the cap counts these). */
  total: number
}

export const apiKeysProjection: Projection<ApiKeysState | null> = {
  name: 'apiKeys',
  version: 1,
  initial: null,
  on: {
    'apiKeys.loaded': (state, event) => ({
      keys: event.payload.list.map((listed) =>
        newerOf(
          listed,
          state?.keys.find((item) => item.id === listed.id),
        ),
      ),
      total: event.payload.total,
    }),
    'apiKey.saved': (state, event) => (state ? saveKey(state, event.payload) : state),
    'apiKey.deleted': (state, event) => (state ? deleteKey(state, event.payload.id) : state),
  },
}

/** The key replaced where it is, or, when new, put first (the list is newest first). */
export function saveKey(state: ApiKeysState, key: ApiKey): ApiKeysState {
  const known = state.keys.some((item) => item.id === key.id)
  if (known) return { ...state, keys: state.keys.map((item) => (item.id === key.id ? key : item)) }
  return { keys: [key, ...state.keys], total: state.total + 1 }
}

/** The list without the key; deleting a key the list does not hold changes nothing. */
export function deleteKey(state: ApiKeysState, id: number): ApiKeysState {
  if (!state.keys.some((item) => item.id === id)) return state
  return { keys: state.keys.filter((item) => item.id !== id), total: Math.max(0, state.total - 1) }
}

/**
 * A list read while a change was landing (the outbox sends a rename as the network returns, and
 * the page reads the list at the same moment) may describe a key as it was: the later answer wins.
 */
function newerOf(listed: ApiKey, stored: ApiKey | undefined): ApiKey {
  return stored && stored.updatedAt > listed.updatedAt ? stored : listed
}

/** The key with its new name, as shown while the rename waits for the server. */
export function renameKey(state: ApiKeysState | null, id: number, name: string): ApiKeysState | null {
  if (!state) return state
  return { ...state, keys: state.keys.map((item) => (item.id === id ? { ...item, name } : item)) }
}
