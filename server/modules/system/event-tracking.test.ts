import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_DATA_LIMITS, MAX_EVENTS_PER_CALL } from '../../../contract/methods/system'
import { RATE_LIMITS } from '../../rpc/rate-limits'
import { signedInAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer, rowsAtRest } from '../../test-support/test-server'

describe.each(testEngines())('hub_saveEventTracking limits on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  let addresses = 0
  /** A client address of its own, so each test starts with fresh per-IP counters. */
  const newAddress = () => `198.51.100.${(addresses += 1)}`

  async function track(params: unknown, from: string, headers: Record<string, string> = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_saveEventTracking', params }),
    })
    return response.json()
  }

  const events = (count: number) => Array.from({ length: count }, (_, index) => ({ event: `batch.${index}` }))
  const storedEvents = async () => (await countRows(server.database.kysely)).event_tracking ?? 0

  it('stores a batch of events in one call', async () => {
    const before = await storedEvents()
    const answer = await track(
      { events: [{ event: 'a', page: '/rpc', data: { n: 1 } }, { event: 'b' }, { event: 'c' }] },
      newAddress(),
    )
    expect(answer.result).toBeNull()
    expect(await storedEvents()).toBe(before + 3)
  })

  it.each([
    [
      'data over 8 KiB',
      { event: 'e', data: { blob: 'x'.repeat(EVENT_DATA_LIMITS.maxBytes) } },
      'data',
      /larger than 8192 bytes/,
    ],
    [
      'one event of a batch with data over 8 KiB',
      { events: [{ event: 'ok' }, { event: 'big', data: { blob: 'x'.repeat(EVENT_DATA_LIMITS.maxBytes) } }] },
      'events.1.data',
      /larger than/,
    ],
    ['a batch over the cap', { events: events(MAX_EVENTS_PER_CALL + 1) }, 'events', /.+/],
    ['an empty batch', { events: [] }, 'events', /.+/],
    ['one event and a batch at once', { event: 'a', events: events(1) }, 'events', /not both/],
    ['no event at all', {}, 'event', /required/],
  ])('refuses %s with -32602 naming the field, storing nothing', async (_, params, field, message) => {
    const before = await rowsAtRest(server)
    const answer = await track(params, newAddress())
    expect(answer.error).toMatchObject({ code: -32602, data: { field } })
    expect(answer.error.message).toMatch(message)
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it('counts events per address: past the limit it answers 10429 type2 and stores nothing; other addresses go on', async () => {
    const { attempts } = RATE_LIMITS.eventTrackingPerIp
    const from = newAddress()
    for (let sent = 0; sent < attempts; sent += MAX_EVENTS_PER_CALL) {
      expect((await track({ events: events(Math.min(MAX_EVENTS_PER_CALL, attempts - sent)) }, from)).result).toBeNull()
    }
    const before = await storedEvents()

    const refused = await track({ event: 'one-too-many' }, from)

    expect(refused.error).toMatchObject({ code: 10429, data: { type: 'type2', attemptsExpireAt: expect.any(Number) } })
    expect(refused.error.messageZh).toBeTruthy()
    expect(await storedEvents()).toBe(before)
    expect((await track({ event: 'elsewhere' }, newAddress())).result).toBeNull()
  })

  it('calls sent together cannot store more events than an address may', async () => {
    const { attempts } = RATE_LIMITS.eventTrackingPerIp
    const from = newAddress()
    const before = await storedEvents()
    const calls = Math.ceil(attempts / MAX_EVENTS_PER_CALL) + 4
    const answers = await Promise.all(
      Array.from({ length: calls }, () => track({ events: events(MAX_EVENTS_PER_CALL) }, from)),
    )
    const stored = (await storedEvents()) - before
    expect(stored).toBeLessThanOrEqual(attempts)
    expect(stored).toBe(answers.filter((answer) => answer.result === null).length * MAX_EVENTS_PER_CALL)
    expect(answers.some((answer) => answer.error?.code === 10429)).toBe(true)
  })

  it('also counts per session: one token spread over many addresses is limited, anonymous calls from them are not', async () => {
    const account = await signedInAccount(server)
    const { attempts } = RATE_LIMITS.eventTrackingPerSession
    for (let sent = 0; sent < attempts; sent += MAX_EVENTS_PER_CALL) {
      const batch = events(Math.min(MAX_EVENTS_PER_CALL, attempts - sent))
      expect((await track({ events: batch }, newAddress(), account.headers)).result).toBeNull()
    }

    const fresh = newAddress()
    const refused = await track({ event: 'signed-in' }, fresh, account.headers)
    expect(refused.error).toMatchObject({ code: 10429, data: { type: 'type2' } })
    expect((await track({ event: 'anonymous' }, fresh)).result).toBeNull()
  })
})
