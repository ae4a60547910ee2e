/**
 * The caller's dedicated nodes as last read, one stored page per query (status and page), so
 * offline the pages seen before still show, endpoints and all, each with its age. A renewal's or
 * the auto-renew switch's answer updates that node wherever a page holds it, so it shows at once
 * (and after a reload). Bounded: the most recently read MAX_STORED_NODE_PAGES pages are kept,
 * the oldest dropped first.
 */
import type { DedicatedNode } from '../../../contract/methods/nodes'
import type { Projection } from '../../store/projection'
import { nodeListKey, type NodeListQuery } from './node-list-query'
import './nodes.events'

export const MAX_STORED_NODE_PAGES = 20

export interface StoredNodePage {
  key: string
  query: NodeListQuery
  list: DedicatedNode[]
  total: number
  /** When the server answered it: the page's age offline. */
  loadedAt: string
}

export interface NodesState {
  /** Least recently read first. */
  pages: StoredNodePage[]
}

export const nodesProjection: Projection<NodesState> = {
  name: 'nodes',
  version: 1,
  initial: { pages: [] },
  on: {
    'nodes.page.loaded': (state, event) => {
      const { query, list, total } = event.payload
      const key = nodeListKey(query)
      const page: StoredNodePage = { key, query, list, total, loadedAt: event.at }
      return { pages: [...state.pages.filter((p) => p.key !== key), page].slice(-MAX_STORED_NODE_PAGES) }
    },
    'nodes.node.saved': (state, event) => {
      const saved = event.payload.node
      return {
        pages: state.pages.map((page) =>
          page.list.some((node) => node.id === saved.id)
            ? { ...page, list: page.list.map((node) => (node.id === saved.id ? saved : node)) }
            : page,
        ),
      }
    },
  },
}

/** The stored page of a query, or null when it was never read here (or has been dropped). */
export function storedNodePage(state: NodesState, query: NodeListQuery): StoredNodePage | null {
  const key = nodeListKey(query)
  return state.pages.find((page) => page.key === key) ?? null
}

/** The queries read most recently, newest first: what a refresh reads again. */
export function recentNodeQueries(state: NodesState, count: number): NodeListQuery[] {
  return state.pages
    .slice(-count)
    .reverse()
    .map((page) => page.query)
}
