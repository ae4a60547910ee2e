/**
 * The keys the table shows for a view: those whose name holds the search (any case) or whose
 * secret starts with it, in the chosen order. Ties (same name, same count) keep the server's
 * order, newest first, so the list never shuffles between renders.
 */
import type { ApiKey, ApiKeyLastUse } from '../../../../../contract/methods/api-keys'
import type { KeyListView } from './key-list-search'

/** Requests today per key id; null when the usage could not be read (nothing to sort by). */
export type RequestsToday = ReadonlyMap<number, number> | null

/** When each key was last used, per key id; null until read. A key not in it has no use on record. */
export type LastUses = ReadonlyMap<number, ApiKeyLastUse> | null

/** What the server says of the keys' use, to show and sort by. */
export interface KeyUsage {
  requests: RequestsToday
  lastUses: LastUses
}

export function shownKeys(
  keys: readonly ApiKey[],
  view: Pick<KeyListView, 'query' | 'sort' | 'order'>,
  usage: KeyUsage,
): ApiKey[] {
  const needle = view.query.trim().toLowerCase()
  const found = needle
    ? keys.filter((key) => key.name.toLowerCase().includes(needle) || key.key.toLowerCase().startsWith(needle))
    : [...keys]
  const direction = view.order === 'asc' ? 1 : -1
  const compare = comparers[view.sort]
  const ranked = found.map((key, index) => ({ key, index }))
  ranked.sort((a, b) => direction * compare(a.key, b.key, usage) || a.index - b.index)
  return ranked.map((item) => item.key)
}

type Comparer = (a: ApiKey, b: ApiKey, usage: KeyUsage) => number

const comparers: Record<KeyListView['sort'], Comparer> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
  created: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  // A key whose count is unknown ("—") sorts below a key with none: an unknown is not a zero.
  requests: (a, b, { requests }) => (requests?.get(a.id) ?? -1) - (requests?.get(b.id) ?? -1),
  // A key without a use on record sorts below every key with one.
  lastUsed: (a, b, { lastUses }) => lastUsedMs(lastUses, a) - lastUsedMs(lastUses, b),
}

function lastUsedMs(lastUses: LastUses, key: ApiKey): number {
  const use = lastUses?.get(key.id)
  return use ? Date.parse(use.lastUsedAt) : -1
}
