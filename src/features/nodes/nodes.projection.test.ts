import { describe, expect, it } from 'vitest'
import type { EventPayloads, StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { onlineNodeFixture, pendingNodeFixture } from './node-fixture'
import { DEFAULT_NODE_LIST_QUERY, type NodeListQuery } from './node-list-query'
import { MAX_STORED_NODE_PAGES, nodesProjection, recentNodeQueries, storedNodePage } from './nodes.projection'

const ONLINE_NODE = onlineNodeFixture({
  orderId: 'ord_online',
  expiresAt: '2026-12-01T10:05:00.000Z',
  autoRenew: false,
})
const PENDING_NODE = pendingNodeFixture(ONLINE_NODE, { id: 8, name: 'eth-virginia', orderId: 'ord_pending' })

let seq = 0
function event<T extends keyof EventPayloads>(type: T, payload: EventPayloads[T]): StoredEvent {
  seq += 1
  return {
    id: crypto.randomUUID(),
    type,
    v: 1,
    payload,
    at: `2026-11-25T10:00:${String(seq % 60).padStart(2, '0')}.000Z`,
    origin: 'server',
    scope: 'u1',
  } as StoredEvent
}
const page = (query: NodeListQuery, list = [ONLINE_NODE, PENDING_NODE]) =>
  event('nodes.page.loaded', { query, list, total: list.length })
const pendingOnly: NodeListQuery = { ...DEFAULT_NODE_LIST_QUERY, status: 'pending' }

describe('the stored node list', () => {
  it('keeps one page per query, the last answer of each, with the time it was read', () => {
    const first = page(DEFAULT_NODE_LIST_QUERY)
    const filtered = page(pendingOnly, [PENDING_NODE])
    const again = page(DEFAULT_NODE_LIST_QUERY, [ONLINE_NODE])
    const state = foldEvents(nodesProjection, [first, filtered, again])

    expect(storedNodePage(state, DEFAULT_NODE_LIST_QUERY)).toMatchObject({ list: [ONLINE_NODE], loadedAt: again.at })
    expect(storedNodePage(state, pendingOnly)?.list).toEqual([PENDING_NODE])
    expect(storedNodePage(state, { ...DEFAULT_NODE_LIST_QUERY, page: 2 })).toBeNull()
    expect(recentNodeQueries(state, 3)).toEqual([DEFAULT_NODE_LIST_QUERY, pendingOnly])
  })

  it('shows a renewed node’s new end on every page that holds it', () => {
    const renewed = { ...ONLINE_NODE, expiresAt: '2027-01-01T10:05:00.000Z' }
    const state = foldEvents(nodesProjection, [
      page(DEFAULT_NODE_LIST_QUERY),
      page(pendingOnly, [PENDING_NODE]),
      event('nodes.node.saved', { node: renewed }),
    ])
    expect(storedNodePage(state, DEFAULT_NODE_LIST_QUERY)?.list).toEqual([renewed, PENDING_NODE])
    expect(storedNodePage(state, pendingOnly)?.list).toEqual([PENDING_NODE])
  })

  it('keeps the most recently read pages only', () => {
    const events = Array.from({ length: MAX_STORED_NODE_PAGES + 5 }, (_, index) =>
      page({ ...DEFAULT_NODE_LIST_QUERY, page: index + 1 }),
    )
    const state = foldEvents(nodesProjection, events)
    expect(state.pages).toHaveLength(MAX_STORED_NODE_PAGES)
    expect(storedNodePage(state, { ...DEFAULT_NODE_LIST_QUERY, page: 1 })).toBeNull()
    expect(storedNodePage(state, { ...DEFAULT_NODE_LIST_QUERY, page: MAX_STORED_NODE_PAGES + 5 })).not.toBeNull()
  })
})
