import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notice, NoticePage } from '../../../contract/index'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { notify } from './notify'

describe.each(testEngines())('notices on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  async function call(method: string, params: unknown, account?: TestAccount) {
    const answer = await postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account?.headers ?? {})
    expect(answer.body.error).toBeUndefined()
    return answer.body.result
  }

  /** 25 notices, oldest first: low_balance for every third, deposit otherwise. */
  async function account25(): Promise<{ account: TestAccount; ids: number[] }> {
    const account = await signedInAccount(server, 'notices')
    const ids: number[] = []
    for (let index = 0; index < 25; index += 1) {
      const type = index % 3 === 0 ? 'low_balance' : 'deposit'
      const notice = await notify(server.database.kysely, { userId: account.userId }, type, { amount: `${index}.00` })
      ids.push(notice.id)
    }
    return { account, ids }
  }

  it('pages 25 notices newest first by cursor: 10, 10, 5, and says when none are left', async () => {
    const { account, ids } = await account25()
    const newestFirst = [...ids].reverse()

    const first: NoticePage = await call('hub_getUserMessages', { cursor: 0, perPage: 10 }, account)
    expect(first.list.map((notice) => notice.id)).toEqual(newestFirst.slice(0, 10))
    expect(first).toMatchObject({ hasMore: true, nextCursor: newestFirst[9], notReadNum: 25 })

    const second: NoticePage = await call('hub_getUserMessages', { cursor: first.nextCursor, perPage: 10 }, account)
    expect(second.list.map((notice) => notice.id)).toEqual(newestFirst.slice(10, 20))

    const third: NoticePage = await call('hub_getUserMessages', { cursor: second.nextCursor, perPage: 10 }, account)
    expect(third.list.map((notice) => notice.id)).toEqual(newestFirst.slice(20))
    expect(third.hasMore).toBe(false)
  })

  it('a notice arriving between pages does not shift the next page', async () => {
    const { account, ids } = await account25()
    const first: NoticePage = await call('hub_getUserMessages', { perPage: 10 }, account)
    await notify(server.database.kysely, { userId: account.userId }, 'low_ru', { amount: '5' })
    const second: NoticePage = await call('hub_getUserMessages', { cursor: first.nextCursor, perPage: 10 }, account)
    expect(second.list[0]?.id).toBe([...ids].reverse()[10])
  })

  it('gives each notice in the contract shape, with English text built from its type', async () => {
    const account = await signedInAccount(server)
    await notify(server.database.kysely, { userId: account.userId }, 'deposit', {
      coinAmount: '10.5',
      coin: 'USDT',
      usdAmount: '10.50',
    })
    const [notice]: Notice[] = (await call('hub_getUserMessages', {}, account)).list
    expect(notice).toEqual({
      id: expect.any(Number),
      type: 'deposit',
      title: 'Deposit received',
      content: '10.5 USDT was credited to your wallet as $10.50.',
      createdAt: expect.stringMatching(/Z$/),
      read: false,
      expand: { coinAmount: '10.5', coin: 'USDT', usdAmount: '10.50' },
    })
  })

  it('shows only the caller’s own notices', async () => {
    const { account } = await account25()
    const other = await signedInAccount(server)
    const page: NoticePage = await call('hub_getUserMessages', { perPage: 9999 }, other)
    expect(page).toEqual({ list: [], nextCursor: 0, hasMore: false, notReadNum: 0 })
    expect((await call('hub_getUserMessages', { perPage: 9999 }, account)).list).toHaveLength(25)
  })

  it('marks one type read, counting what it changed, then filters unread ones', async () => {
    const { account } = await account25()
    const marked = await call('hub_setUserMessageRead', { type: 'low_balance' }, account)
    expect(marked).toEqual({ updated: 9, notReadNum: 16 })
    expect(await call('hub_setUserMessageRead', { type: 'low_balance' }, account)).toEqual({
      updated: 0,
      notReadNum: 16,
    })

    const unread: NoticePage = await call('hub_getUserMessages', { cursor: 0, perPage: 9999, unread: true }, account)
    expect(unread.list).toHaveLength(16)
    expect(unread.list.every((notice) => notice.type === 'deposit' && !notice.read)).toBe(true)
    const all: NoticePage = await call('hub_getUserMessages', { perPage: 9999 }, account)
    expect(all.list.filter((notice) => notice.read)).toHaveLength(9)
  })

  it('marks one notice read by its id, leaving the rest of its type unread', async () => {
    const { account, ids } = await account25()
    const [firstLowBalance, secondLowBalance] = [ids[0], ids[3]]
    expect(await call('hub_setUserMessageRead', { type: 'low_balance', id: firstLowBalance }, account)).toEqual({
      updated: 1,
      notReadNum: 24,
    })
    // Again, or with a type it is not of: nothing changes.
    expect(await call('hub_setUserMessageRead', { type: 'low_balance', id: firstLowBalance }, account)).toEqual({
      updated: 0,
      notReadNum: 24,
    })
    expect(await call('hub_setUserMessageRead', { type: 'deposit', id: secondLowBalance }, account)).toEqual({
      updated: 0,
      notReadNum: 24,
    })
    const all: NoticePage = await call('hub_getUserMessages', { perPage: 9999 }, account)
    expect(all.list.filter((notice) => notice.read).map((notice) => notice.id)).toEqual([firstLowBalance])
  })

  it('refuses a notice id that is not a positive integer, naming the field', async () => {
    const account = await signedInAccount(server)
    const answer = await postRpc(
      server.app,
      { method: 'hub_setUserMessageRead', params: { type: 'deposit', id: 0 } },
      account.headers,
    )
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'id' } })
  })

  it('cannot mark another account’s notice read', async () => {
    const { ids } = await account25()
    const stranger = await signedInAccount(server)
    expect(await call('hub_setUserMessageRead', { type: 'low_balance', id: ids[0] }, stranger)).toMatchObject({
      updated: 0,
    })
  })

  it('filters by type, and by type and unread together (the notice history asks so)', async () => {
    const { account, ids } = await account25()
    const lowBalance = ids.filter((_, index) => index % 3 === 0).reverse()
    const page: NoticePage = await call('hub_getUserMessages', { type: 'low_balance', perPage: 9999 }, account)
    expect(page.list.map((notice) => notice.id)).toEqual(lowBalance)
    await call('hub_setUserMessageRead', { type: 'low_balance', id: lowBalance[0] }, account)
    const unread: NoticePage = await call(
      'hub_getUserMessages',
      { type: 'low_balance', unread: true, perPage: 9999 },
      account,
    )
    expect(unread.list.map((notice) => notice.id)).toEqual(lowBalance.slice(1))
    expect(unread.notReadNum).toBe(24)
  })

  it('marks all read and zeroes the count', async () => {
    const { account } = await account25()
    await call('hub_setUserMessageRead', { type: 'low_balance' }, account)
    expect(await call('hub_setUserMessageReadAll', {}, account)).toEqual({ updated: 16, notReadNum: 0 })
    expect((await call('hub_getUserMessages', { unread: true }, account)).list).toEqual([])
  })

  it('allows 9999 a page and refuses more', async () => {
    const account = await signedInAccount(server)
    const answer = await postRpc(
      server.app,
      { method: 'hub_getUserMessages', params: { perPage: 10_000 } },
      account.headers,
    )
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'perPage' } })
  })

  describe('dev_sendNotice', () => {
    it('sends any notice to the account with that e-mail', async () => {
      const account = await signedInAccount(server)
      const sent: Notice = await call('dev_sendNotice', {
        email: account.email.toUpperCase(),
        type: 'team_disband',
        expand: { teamName: 'Core', teamId: 7 },
      })
      expect(sent).toMatchObject({ type: 'team_disband', title: 'Team disbanded', content: 'Core was disbanded.' })
      const page: NoticePage = await call('hub_getUserMessages', {}, account)
      expect(page.list).toEqual([sent])
      expect(page.notReadNum).toBe(1)
    })

    it('takes the stored text of plain-content types', async () => {
      const account = await signedInAccount(server)
      const sent: Notice = await call('dev_sendNotice', {
        email: account.email,
        type: 'normal_warn',
        title: 'Maintenance',
        content: 'Base archive nodes restart at 02:00 UTC.',
      })
      expect(sent).toMatchObject({ title: 'Maintenance', content: 'Base archive nodes restart at 02:00 UTC.' })
    })

    it('answers 50404 for an unknown e-mail and -32602 for an unknown type', async () => {
      const unknown = await postRpc(server.app, {
        method: 'dev_sendNotice',
        params: { email: 'ghost@example.com', type: 'deposit' },
      })
      expect(unknown.body.error.code).toBe(50404)
      const badType = await postRpc(server.app, {
        method: 'dev_sendNotice',
        params: { email: 'ghost@example.com', type: 'party' },
      })
      expect(badType.body.error).toMatchObject({ code: -32602, data: { field: 'type' } })
    })
  })
})

describe.each(testEngines())('a production server on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { production: true })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('has no dev_sendNotice at all: -32601 like an unknown method', async () => {
    const answer = await postRpc(server.app, {
      method: 'dev_sendNotice',
      params: { email: 'a@example.com', type: 'deposit' },
    })
    expect(answer.body.error).toEqual({
      code: -32601,
      message: 'Method not found: dev_sendNotice',
      messageZh: '方法不存在：dev_sendNotice',
    })
  })
})
