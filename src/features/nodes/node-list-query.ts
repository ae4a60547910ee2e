/**
 * What one page of the node list asks for (a status or all, a page of SPEC §9's sizes), its key
 * in the store, and the list's address (`?status=will_expired&page=2&size=10`): the route's
 * `validateSearch`. Anything unreadable in an address falls back to its default, never to an
 * error (addresses are typed by people), and defaults are left out.
 */
import { NODE_STATUSES, type NodeStatus } from '../../../contract/enums'
import { TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'

/** Nodes per page unless the reader picks another size. */
export const NODE_PAGE_SIZE = 10

/** The params of hub_getUserDnNodeView, as the list asks them. */
export interface NodeListQuery {
  status: NodeStatus | null
  page: number
  perPage: number
}

export const DEFAULT_NODE_LIST_QUERY: NodeListQuery = { status: null, page: 1, perPage: NODE_PAGE_SIZE }

/** The list's search params; each is left out when it is the default. */
export interface NodeListSearch {
  status?: NodeStatus
  page?: number
  size?: number
}

/** One key per distinct query. */
export function nodeListKey(query: NodeListQuery): string {
  return JSON.stringify([query.status, query.page, query.perPage])
}

/** The wire's params of a query (no status: every status). */
export function nodeListParams(query: NodeListQuery) {
  return { page: query.page, perPage: query.perPage, ...(query.status !== null && { status: query.status }) }
}

/** The route's `validateSearch`: the address as the page reads it, nonsense dropped. */
export function validateNodeListSearch(search: Record<string, unknown>): NodeListSearch {
  return nodeListSearchOf(nodeListQueryOf(search))
}

/** The query an address asks for. */
export function nodeListQueryOf(search: Record<string, unknown>): NodeListQuery {
  const size = Number(search['size'])
  const status = search['status']
  return {
    status: (NODE_STATUSES as readonly unknown[]).includes(status) ? (status as NodeStatus) : null,
    page: positiveInteger(search['page']) ?? DEFAULT_NODE_LIST_QUERY.page,
    perPage: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_NODE_LIST_QUERY.perPage,
  }
}

/** The address of a query: only what differs from the defaults. */
export function nodeListSearchOf(query: NodeListQuery): NodeListSearch {
  const base = DEFAULT_NODE_LIST_QUERY
  return {
    ...(query.status !== null && { status: query.status }),
    ...(query.page !== base.page && { page: query.page }),
    ...(query.perPage !== base.perPage && { size: query.perPage }),
  }
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : null
}
