import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailConfig } from '../../../contract/index'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { DEFAULT_EMAIL_CONFIG, emailConfigOf, noticeMailRecipients } from './email-config'

describe('the stored e-mail config', () => {
  it('fills what was never changed with the defaults and ignores what it does not know', () => {
    expect(emailConfigOf({})).toEqual(DEFAULT_EMAIL_CONFIG)
    expect(emailConfigOf({ marketing: true, lowBalance: 'yes', retired: 1 })).toEqual({
      ...DEFAULT_EMAIL_CONFIG,
      marketing: true,
    })
    expect(emailConfigOf({ extraRecipients: 'ops@example.com' }).extraRecipients).toEqual([])
    expect(emailConfigOf({ extraRecipients: [1] }).extraRecipients).toEqual([])
  })

  it("mails notices to the account's address and each extra recipient once", () => {
    const config = { ...DEFAULT_EMAIL_CONFIG, extraRecipients: ['ops@example.com', 'ann@example.com'] }
    expect(noticeMailRecipients('ann@example.com', config)).toEqual(['ann@example.com', 'ops@example.com'])
    expect(noticeMailRecipients(null, config)).toEqual(['ops@example.com', 'ann@example.com'])
  })
})

describe.each(testEngines())('hub_getUserEmailConfig and hub_setUserEmailConfig on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (account: TestAccount, method: string, params: unknown = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account.headers)

  it('starts with every mail on except marketing, $10.00 and 1,000,000 RU thresholds, no extra recipient', async () => {
    const account = await signedInAccount(server)
    const config: EmailConfig = (await call(account, 'hub_getUserEmailConfig')).body.result
    expect(config).toEqual({
      lowBalance: true,
      lowBalanceThreshold: '10.00',
      packageUsage: true,
      billing: true,
      apiKeys: true,
      team: true,
      marketing: false,
      lowRuThreshold: 1_000_000,
      extraRecipients: [],
    })
  })

  it('changes only the fields given and answers the whole config, which the profile shows too', async () => {
    const account = await signedInAccount(server)
    const set = await call(account, 'hub_setUserEmailConfig', { marketing: true, billing: false })
    const expected = { ...DEFAULT_EMAIL_CONFIG, marketing: true, billing: false }
    expect(set.body.result).toEqual(expected)

    const next = await call(account, 'hub_setUserEmailConfig', { lowBalanceThreshold: '7.5' })
    expect(next.body.result).toEqual({ ...expected, lowBalanceThreshold: '7.50' })
    expect((await call(account, 'hub_getUserEmailConfig')).body.result).toEqual(next.body.result)
    expect((await call(account, 'hub_getUserProfile')).body.result.emailConfig).toEqual(next.body.result)
  })

  it('keeps the threshold as USD with 2 decimals, from 0 to 1,000,000', async () => {
    const account = await signedInAccount(server)
    const threshold = async (value: string) =>
      (await call(account, 'hub_setUserEmailConfig', { lowBalanceThreshold: value })).body.result.lowBalanceThreshold
    expect(await threshold('0')).toBe('0.00')
    expect(await threshold('0025')).toBe('25.00')
    expect(await threshold('1000000')).toBe('1000000.00')
  })

  it('keeps a low-RU threshold and up to 3 extra recipients, lower-cased; an empty list removes them', async () => {
    const account = await signedInAccount(server)
    const set = await call(account, 'hub_setUserEmailConfig', {
      lowRuThreshold: 250_000,
      extraRecipients: ['Ops@Example.com', 'cfo@example.com', 'dev@example.com'],
    })
    expect(set.body.result).toEqual({
      ...DEFAULT_EMAIL_CONFIG,
      lowRuThreshold: 250_000,
      extraRecipients: ['ops@example.com', 'cfo@example.com', 'dev@example.com'],
    })
    const fewer = await call(account, 'hub_setUserEmailConfig', { extraRecipients: ['cfo@example.com'] })
    expect(fewer.body.result.extraRecipients).toEqual(['cfo@example.com'])
    const none = await call(account, 'hub_setUserEmailConfig', { extraRecipients: [] })
    expect(none.body.result).toEqual({ ...DEFAULT_EMAIL_CONFIG, lowRuThreshold: 250_000 })
    expect((await call(account, 'hub_getUserProfile')).body.result.emailConfig).toEqual(none.body.result)
  })

  it('refuses bad recipients and RU thresholds with -32602 naming the field, changing nothing', async () => {
    const account = await signedInAccount(server)
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ extraRecipients: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'] }, 'extraRecipients'],
      [{ extraRecipients: ['a@example.com', 'A@example.com'] }, 'extraRecipients'],
      [{ extraRecipients: ['not-an-address'] }, 'extraRecipients.0'],
      [{ lowRuThreshold: -1 }, 'lowRuThreshold'],
      [{ lowRuThreshold: 10.5 }, 'lowRuThreshold'],
      [{ lowRuThreshold: 1_000_000_000_001 }, 'lowRuThreshold'],
    ]
    for (const [params, field] of refusals) {
      const answer = await call(account, 'hub_setUserEmailConfig', { ...params, marketing: true })
      expect(answer.body.error, JSON.stringify(params)).toMatchObject({
        code: -32602,
        message: expect.stringContaining(field),
        messageZh: expect.any(String),
        data: { field },
      })
    }
    expect((await call(account, 'hub_getUserEmailConfig')).body.result).toEqual(DEFAULT_EMAIL_CONFIG)
  })

  it('refuses a bad setting with -32602 naming its field, changing nothing', async () => {
    const account = await signedInAccount(server)
    const tooHigh = await call(account, 'hub_setUserEmailConfig', { lowBalanceThreshold: '1000000.01', team: false })
    expect(tooHigh.body.error).toMatchObject({
      code: -32602,
      message: 'Invalid params: lowBalanceThreshold: at most 1000000 is allowed',
      messageZh: expect.stringContaining('lowBalanceThreshold'),
      data: { field: 'lowBalanceThreshold' },
    })
    const notAmount = await call(account, 'hub_setUserEmailConfig', { lowBalanceThreshold: '-1' })
    expect(notAmount.body.error).toMatchObject({ code: -32602, data: { field: 'lowBalanceThreshold' } })
    const notBoolean = await call(account, 'hub_setUserEmailConfig', { lowBalance: 'yes' })
    expect(notBoolean.body.error).toMatchObject({ code: -32602, data: { field: 'lowBalance' } })
    expect((await call(account, 'hub_setUserEmailConfig', {})).body.error.code).toBe(-32602)
    expect((await call(account, 'hub_setUserEmailConfig', { weekly: true })).body.error.code).toBe(-32602)

    expect((await call(account, 'hub_getUserEmailConfig')).body.result).toEqual(DEFAULT_EMAIL_CONFIG)
  })

  it('needs a session', async () => {
    const answer = await postRpc(server.app, { method: 'hub_getUserEmailConfig', params: {} })
    expect(answer.body.error.code).toBe(10101)
  })
})
