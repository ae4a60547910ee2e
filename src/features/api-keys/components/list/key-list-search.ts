/**
 * The key list's search, sort and chosen key in the address (`?q=prod&sort=requests&order=desc
 * &key=12`), so a reload, a shared link or the back button shows the same list and panel. The
 * route validates its search with it: anything unreadable falls back to the default, never to an
 * error (an address is typed by people), and defaults are left out of the address.
 */

/** What the list can be sorted by. */
export const KEY_SORTS = ['created', 'name', 'requests', 'lastUsed'] as const
export type KeySort = (typeof KEY_SORTS)[number]
export type KeyOrder = 'asc' | 'desc'

/** The search params of /rpc/endpoint; each is left out when it is the default. */
export interface KeyListSearch {
  /** Part of a key's name, or the start of its secret. */
  q?: string
  sort?: KeySort
  order?: KeyOrder
  /** The key whose panel is open. */
  key?: number
}

/** The list as the address asks for it, defaults filled in. */
export interface KeyListView {
  query: string
  sort: KeySort
  order: KeyOrder
  key: number | null
}

/** Newest first, as the server lists keys. */
export const DEFAULT_KEY_LIST_VIEW: KeyListView = { query: '', sort: 'created', order: 'desc', key: null }

/** Longest search kept: a name is at most 80 characters. */
const MAX_QUERY = 80

/** The route's `validateSearch`: the address as the page reads it, nonsense dropped. */
export function validateKeyListSearch(search: Record<string, unknown>): KeyListSearch {
  return keyListSearchOf(keyListViewOf(search))
}

/** The view an address asks for. */
export function keyListViewOf(search: Record<string, unknown>): KeyListView {
  const base = DEFAULT_KEY_LIST_VIEW
  const query = typeof search['q'] === 'string' ? search['q'].trim().slice(0, MAX_QUERY) : base.query
  const sort = (KEY_SORTS as readonly unknown[]).includes(search['sort']) ? (search['sort'] as KeySort) : base.sort
  const order = search['order'] === 'asc' || search['order'] === 'desc' ? search['order'] : defaultOrder(sort)
  return { query, sort, order, key: positiveInteger(search['key']) }
}

/** The address of a view: only what differs from the defaults. */
export function keyListSearchOf(view: KeyListView): KeyListSearch {
  return {
    ...(view.query !== '' && { q: view.query }),
    ...(view.sort !== DEFAULT_KEY_LIST_VIEW.sort && { sort: view.sort }),
    ...(view.order !== defaultOrder(view.sort) && { order: view.order }),
    ...(view.key !== null && { key: view.key }),
  }
}

/** Names read A to Z; dates and counts most recent or largest first. */
export function defaultOrder(sort: KeySort): KeyOrder {
  return sort === 'name' ? 'asc' : 'desc'
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : null
}
