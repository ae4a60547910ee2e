/**
 * Marking notices read, as commands: the bell's count drops at once (one per notice of the type,
 * zero for all), the call carries the contract's params, and the server's count is what stays.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NoticeReadResult } from '../../../contract'
import { HubDatabase } from '../../store/db'
import { createEventLog, eventsOf, type EventLog } from '../../store/event-log'
import { noticeFixture as notice } from '../../../tests/setup/account-fixtures'
import { fact } from '../../store/events'
import { createOutbox, type SendCall } from '../../store/outbox'
import { markAllNoticesRead, markNoticeRead, markNoticeTypeRead } from './notices.commands'
import { noticesProjection } from './notices.projection'

let db: HubDatabase
let log: EventLog

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({
    db,
    projections: [noticesProjection],
    commands: [markNoticeTypeRead, markNoticeRead, markAllNoticesRead],
  })
  const list = [notice(4, 'deposit'), notice(3, 'expired'), notice(2, 'deposit'), notice(1, 'deposit', true)]
  // Ten unread in all: more than the page holds.
  const page = { list, nextCursor: 1, hasMore: true, notReadNum: 10 }
  await log.append('u1', [fact('notices.loaded', { page, cursor: 0, unreadOnly: false }, 'server')])
})

afterEach(async () => {
  await db.delete()
})

function server(answer: NoticeReadResult) {
  const calls: { method: string; params: unknown }[] = []
  const send: SendCall = async (method, params) => {
    calls.push({ method, params })
    return answer
  }
  return { send, calls }
}

const judge = () => 'retry' as const

describe('marking notices read', () => {
  it("marking a type read drops the count by its notices at once, then keeps the server's count", async () => {
    const { send, calls } = server({ updated: 3, notReadNum: 6 })
    const outbox = createOutbox({ log, send, judge })

    await outbox.enqueue('u1', markNoticeTypeRead, { type: 'deposit' })
    const shown = await log.read('u1', noticesProjection)
    expect(shown.state.notReadNum).toBe(8)
    expect(shown.state.notices.filter((item) => item.type === 'deposit').every((item) => item.read)).toBe(true)
    expect(shown.pending).toBe(1)

    await outbox.flush('u1')

    expect(calls).toEqual([{ method: 'hub_setUserMessageRead', params: { type: 'deposit' } }])
    expect(await log.read('u1', noticesProjection)).toMatchObject({ state: { notReadNum: 6 }, pending: 0 })
    expect((await eventsOf(db, 'u1')).at(-1)).toMatchObject({
      type: 'notices.typeRead',
      origin: 'server',
      payload: { type: 'deposit', result: { updated: 3, notReadNum: 6 } },
    })
  })

  it('opening one notice marks only it read at once, by type and id, then keeps the server’s count', async () => {
    const { send, calls } = server({ updated: 1, notReadNum: 9 })
    const outbox = createOutbox({ log, send, judge })

    await outbox.enqueue('u1', markNoticeRead, { type: 'deposit', id: 2 })
    const shown = await log.read('u1', noticesProjection)
    expect(shown.state.notReadNum).toBe(9)
    expect(shown.state.notices.filter((item) => item.read).map((item) => item.id)).toEqual([2, 1])
    await outbox.flush('u1')

    expect(calls).toEqual([{ method: 'hub_setUserMessageRead', params: { type: 'deposit', id: 2 } }])
    const { state } = await log.read('u1', noticesProjection)
    expect(state.notReadNum).toBe(9)
    expect(state.notices.find((item) => item.id === 4)?.read).toBe(false)
  })

  it('marking all read zeroes the count at once and sends no params', async () => {
    const { send, calls } = server({ updated: 10, notReadNum: 0 })
    const outbox = createOutbox({ log, send, judge })

    await outbox.enqueue('u1', markAllNoticesRead, {})
    expect((await log.read('u1', noticesProjection)).state.notReadNum).toBe(0)
    await outbox.flush('u1')

    expect(calls).toEqual([{ method: 'hub_setUserMessageReadAll', params: {} }])
    const { state } = await log.read('u1', noticesProjection)
    expect(state.notReadNum).toBe(0)
    expect(state.notices.every((item) => item.read)).toBe(true)
  })

  it('a notice arriving while a marking waits is still counted', async () => {
    const outbox = createOutbox({ log, send: server({ updated: 0, notReadNum: 0 }).send, judge })
    await outbox.enqueue('u1', markNoticeTypeRead, { type: 'expired' })

    await log.append('u1', [fact('notice.received', notice(5, 'low_balance'), 'socket')])

    expect((await log.read('u1', noticesProjection)).state.notReadNum).toBe(10)
  })
})
