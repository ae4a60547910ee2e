import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countRows, testEngines } from '../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../test-support/test-server'

describe.each(testEngines())('POST /api on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** Runs `call` and asserts that no table gained or lost a row. */
  async function expectNoChange(call: () => Promise<unknown>): Promise<void> {
    const before = await rowsAtRest(server)
    await call()
    expect(await countRows(server.database.kysely)).toEqual(before)
  }

  it('answers malformed JSON with -32700 and changes nothing', async () => {
    await expectNoChange(async () => {
      const answer = await postRpc(
        server.app,
        '{"jsonrpc":"2.0","method":"hub_saveEventTracking","params":{"event":"x"',
      )
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32700 }) })
      expect(answer.body.error.messageZh).toMatch(/JSON/)
    })
  })

  it('answers an empty body with -32700', async () => {
    const answer = await postRpc(server.app, '')
    expect(answer.body.error.code).toBe(-32700)
  })

  it('answers a body without a method with -32600 and changes nothing', async () => {
    await expectNoChange(async () => {
      const answer = await postRpc(server.app, { jsonrpc: '2.0', id: 7, params: { event: 'signup' } })
      expect(answer.body).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: expect.objectContaining({ code: -32600, message: 'Invalid request: method is missing' }),
      })
    })
  })

  it('answers a wrong jsonrpc version, a non-object body and a bad id with -32600', async () => {
    for (const body of [
      { jsonrpc: '1.0', method: 'hub_getConfig' },
      42,
      'null',
      { method: 'hub_getConfig', id: { a: 1 } },
    ]) {
      const answer = await postRpc(server.app, typeof body === 'string' ? body : JSON.stringify(body))
      expect(answer.body.error.code).toBe(-32600)
    }
  })

  it('answers an unknown method with -32601 and changes nothing', async () => {
    await expectNoChange(async () => {
      const answer = await postRpc(server.app, { jsonrpc: '2.0', id: 'a', method: 'hub_dropEverything', params: {} })
      expect(answer.body.id).toBe('a')
      expect(answer.body.error).toMatchObject({
        code: -32601,
        message: 'Method not found: hub_dropEverything',
        messageZh: '方法不存在：hub_dropEverything',
      })
    })
  })

  it('does not mistake inherited object keys for methods', async () => {
    const answer = await postRpc(server.app, { method: 'toString' })
    expect(answer.body.error.code).toBe(-32601)
  })

  it('answers wrong params with -32602 naming the field, and changes nothing', async () => {
    await expectNoChange(async () => {
      const answer = await postRpc(server.app, {
        jsonrpc: '2.0',
        id: 3,
        method: 'hub_saveEventTracking',
        params: { event: 42 },
      })
      expect(answer.body.error.code).toBe(-32602)
      expect(answer.body.error.message).toMatch(/^Invalid params: event: /)
      expect(answer.body.error.messageZh).toMatch(/^参数无效：event：/)
      expect(answer.body.error.data.field).toBe('event')
    })
  })

  it('names nested fields by their dotted path and missing ones as required', async () => {
    const tooLong = await postRpc(server.app, {
      method: 'hub_saveEventTracking',
      params: { event: 'x', page: 'p'.repeat(600) },
    })
    expect(tooLong.body.error.data.field).toBe('page')
    const missing = await postRpc(server.app, { method: 'hub_saveEventTracking', params: {} })
    expect(missing.body.error.message).toBe('Invalid params: event: required')
  })

  it('refuses params that are neither an object nor an array', async () => {
    const answer = await postRpc(server.app, { method: 'hub_saveEventTracking', params: 'signup' })
    expect(answer.body.error.code).toBe(-32602)
  })

  it('answers a user method without a session with 10101 before looking at its params', async () => {
    await expectNoChange(async () => {
      const answer = await postRpc(server.app, { method: 'hub_setUserNickname', params: { nickname: 42 } })
      expect(answer.body.error).toMatchObject({ code: 10101 })
    })
  })

  it('stores a valid hub_saveEventTracking call, so the no-change checks above can fail', async () => {
    const before = await rowsAtRest(server)
    const answer = await postRpc(server.app, {
      jsonrpc: '2.0',
      id: 4,
      method: 'hub_saveEventTracking',
      params: { event: 'signup', page: '/register' },
    })
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 4, result: null })
    expect((await countRows(server.database.kysely)).event_tracking).toBe((before.event_tracking ?? 0) + 1)
  })

  it('accepts the bare { method, params } body the app sends', async () => {
    const answer = await postRpc(server.app, { method: 'hub_getConfig', params: {} })
    expect(answer.body.result.siteName).toBe('Hubdeck')
    expect(answer.body.id).toBeNull()
  })

  it('unwraps params sent as an array of one object', async () => {
    const answer = await postRpc(server.app, { method: 'hub_saveEventTracking', params: [{ event: 'array-form' }] })
    expect(answer.body.result).toBeNull()
  })

  it('reads text/plain bodies, and the form type `curl -d` sends, as JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8']) {
      const answer = await postRpc(server.app, JSON.stringify({ method: 'hub_getConfig' }), {
        'content-type': contentType,
      })
      expect(answer.body.result.siteName).toBe('Hubdeck')
    }
  })

  it('answers a batch in order, each call on its own', async () => {
    const answer = await postRpc(server.app, [
      { jsonrpc: '2.0', id: 1, method: 'hub_getConfig' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ])
    expect(answer.body.map((entry: { id: number }) => entry.id)).toEqual([1, 2])
    expect(answer.body[0].result.siteName).toBe('Hubdeck')
    expect(answer.body[1].error.code).toBe(-32601)
  })

  /** Posts a body as it is, for answers that may have none. */
  const post = (body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const tracked = async (event: string) =>
    (await server.database.kysely.selectFrom('event_tracking').select('event').where('event', '=', event).execute())
      .length
  const notify = (event: string) => ({ jsonrpc: '2.0', method: 'hub_saveEventTracking', params: { event } })

  it('runs a JSON-RPC 2.0 notification and answers 204 with no body', async () => {
    const response = await post(notify('notified-alone'))
    expect([response.statusCode, response.body, response.headers['content-type']]).toEqual([204, '', undefined])
    expect(await tracked('notified-alone')).toBe(1)
  })

  it('answers nothing for a notification that fails, as JSON-RPC 2.0 requires', async () => {
    for (const body of [
      { jsonrpc: '2.0', method: 'hub_dropEverything' },
      { jsonrpc: '2.0', method: 'hub_saveEventTracking', params: { event: 42 } },
      { jsonrpc: '2.0', method: 'hub_setUserNickname', params: { nickname: 'No session' } },
    ]) {
      const response = await post(body)
      expect([body.method, response.statusCode, response.body]).toEqual([body.method, 204, ''])
    }
  })

  it('leaves the notifications out of a batch answer, and runs them in order', async () => {
    const response = await post([
      { jsonrpc: '2.0', id: 1, method: 'hub_getConfig' },
      notify('notified-in-batch'),
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ])
    const answer = response.json()
    expect(answer.map((entry: { id: number }) => entry.id)).toEqual([1, 2])
    expect(answer[0].result.siteName).toBe('Hubdeck')
    expect(answer[1].error.code).toBe(-32601)
    expect(await tracked('notified-in-batch')).toBe(1)
  })

  it('answers a batch of notifications only with 204 and no body, having run each', async () => {
    const response = await post([notify('notified-first'), notify('notified-second')])
    expect([response.statusCode, response.body]).toEqual([204, ''])
    expect([await tracked('notified-first'), await tracked('notified-second')]).toEqual([1, 1])
  })

  it('still answers what is no notification: the bare form, an id of null, a call too broken to tell', async () => {
    const bare = await post({ method: 'hub_saveEventTracking', params: { event: 'bare-form' } })
    expect(bare.json()).toEqual({ jsonrpc: '2.0', id: null, result: null })
    const nullId = await post({ jsonrpc: '2.0', id: null, method: 'hub_getConfig' })
    expect(nullId.json()).toMatchObject({ id: null, result: { siteName: 'Hubdeck' } })
    const broken = await post({ jsonrpc: '2.0', params: { event: 'x' } })
    expect(broken.json()).toMatchObject({ id: null, error: { code: -32600 } })
    const batch = await post([{ jsonrpc: '2.0', method: 1 }, notify('notified-beside-broken')])
    expect(batch.json()).toEqual([
      expect.objectContaining({ id: null, error: expect.objectContaining({ code: -32600 }) }),
    ])
  })

  it('refuses an empty batch with -32600', async () => {
    const answer = await postRpc(server.app, [])
    expect(answer.body.error.code).toBe(-32600)
  })

  it('answers a body over the size limit with HTTP 413 in JSON-RPC form', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(1024 * 1024 + 1),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe(-32600)
  })

  it('marks API answers as not cacheable', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api', payload: '{"method":"hub_getConfig"}' })
    expect(response.headers['cache-control']).toBe('no-store')
  })
})
