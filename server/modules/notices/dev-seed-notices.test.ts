import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../app'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

describe.each(testEngines())('dev_seedNotices on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('stores thousands of notices at once, newest last, that the list pages through', async () => {
    const account = await signedInAccount(server)
    const seeded = await postRpc(server.app, {
      jsonrpc: '2.0',
      id: 1,
      method: 'dev_seedNotices',
      params: { email: account.email, count: 2500 },
    })
    expect(seeded.body.result).toEqual({ stored: 2500 })

    const list = (cursor: number) =>
      postRpc(
        server.app,
        { jsonrpc: '2.0', id: 2, method: 'hub_getUserMessages', params: { cursor, perPage: 1000 } },
        account.headers,
      )
    const first = (await list(0)).body.result
    expect(first.notReadNum).toBe(2500)
    expect(first.list).toHaveLength(1000)
    expect(first.list[0]).toMatchObject({ type: 'low_balance', read: false, expand: { name: 'No. 2500' } })
    expect(first.list[0].title).toMatch(/#2500$/)
    const last = (await list((await list(first.nextCursor)).body.result.nextCursor)).body.result
    expect(last.list).toHaveLength(500)
    expect(last.hasMore).toBe(false)
    expect(last.list.at(-1).expand).toEqual({ name: 'No. 1' })
  })

  it('a production server has no dev_seedNotices: -32601', async () => {
    const production = await buildServer({ db: server.database, production: true })
    try {
      const answer = await postRpc(production, {
        jsonrpc: '2.0',
        id: 1,
        method: 'dev_seedNotices',
        params: { email: 'a@example.com', count: 1 },
      })
      expect(answer.body.error.code).toBe(-32601)
    } finally {
      await production.close()
    }
  })
})
