import { describe, expect, it } from 'vitest'
import { SUPPORT_MESSAGE_MAX, SUPPORT_REQUEST_PATH } from '../../../contract/http-routes'
import { listOutbox } from '../../mail/outbox-mailer'
import { RATE_LIMITS } from '../../rpc/rate-limits'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer } from '../../test-support/test-server'

const SUPPORT_EMAIL = 'desk@example.com'

describe.each(testEngines())('POST /requests (support) on %s', (engine) => {
  const server = suiteServer(() => createTestServer(engine, { supportEmail: SUPPORT_EMAIL }))

  let addresses = 0
  /** A client address of its own, so each test starts with a fresh per-IP count. */
  const newAddress = () => `203.0.113.${(addresses += 1)}`

  async function send(body: unknown, options: { from?: string; headers?: Record<string, string> } = {}) {
    const response = await server().app.inject({
      method: 'POST',
      url: SUPPORT_REQUEST_PATH,
      remoteAddress: options.from ?? newAddress(),
      headers: { 'content-type': 'application/json', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.statusCode, body: response.json() }
  }

  const ticketRow = (id: string) =>
    server().database.kysely.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst()

  const request = {
    topic: 'technical',
    subject: 'eth_getLogs times out',
    message: 'Since this morning every eth_getLogs call on base-mainnet times out.',
    context: { page: '/rpc/statistic', build: 'b-2026.11', language: 'en' },
  }

  it('stores a signed-in user’s ticket with the account and page, mails the desk and confirms to the sender', async () => {
    const account = await signedInAccount(server(), 'support')
    const answer = await send(request, { headers: account.headers })

    expect(answer.status).toBe(200)
    const ticketId: string = answer.body.result.ticketId
    expect(ticketId).toMatch(/^T-[2-9A-HJKMNP-Z]{8}$/)
    expect(await ticketRow(ticketId)).toMatchObject({
      user_id: expect.anything(),
      team_id: null,
      email: account.email,
      topic: 'technical',
      subject: request.subject,
      message: request.message,
      context: request.context,
    })
    expect(Number((await ticketRow(ticketId))?.user_id)).toBe(account.userId)

    const [desk] = await listOutbox(server().database.kysely, SUPPORT_EMAIL, 1)
    expect(desk?.subject).toBe(`[${ticketId}] Technical: ${request.subject}`)
    expect(desk?.text).toContain(`Account: user ${account.userId}, ${account.email}`)
    expect(desk?.text).toContain('Team: none (personal account)')
    expect(desk?.text).toContain('Page: /rpc/statistic')
    expect(desk?.text).toContain(request.message)
    const [confirmation] = await listOutbox(server().database.kysely, account.email, 1)
    expect(confirmation?.subject).toBe(`We received your request ${ticketId}`)
  })

  it('names the team in context when the call carries a Team-Id', async () => {
    const owner = await signedInAccount(server(), 'support-team')
    const team = await server().app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', ...owner.headers },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_createTeam', params: { name: 'Ops desk' } }),
    })
    const teamId: number = team.json().result.teamId
    const answer = await send(request, { headers: { ...owner.headers, 'team-id': String(teamId) } })
    const ticketId: string = answer.body.result.ticketId
    expect(Number((await ticketRow(ticketId))?.team_id)).toBe(teamId)
    const [desk] = await listOutbox(server().database.kysely, SUPPORT_EMAIL, 1)
    expect(desk?.text).toContain(`Team: Ops desk (id ${teamId})`)
  })

  it('takes a visitor’s request with the address they gave, and confirms in Chinese when the app is in Chinese', async () => {
    const email = `visitor-${Date.now()}@example.com`
    const answer = await send({ ...request, email, context: { page: '/login', language: 'zh' } })
    const ticketId: string = answer.body.result.ticketId
    expect(await ticketRow(ticketId)).toMatchObject({ user_id: null, email })
    const [desk] = await listOutbox(server().database.kysely, SUPPORT_EMAIL, 1)
    expect(desk?.text).toContain(`Visitor (not signed in), reply to ${email}`)
    const [confirmation] = await listOutbox(server().database.kysely, email, 1)
    expect(confirmation?.subject).toBe(`我们已收到您的请求 ${ticketId}`)
  })

  it.each([
    ['no e-mail from a visitor', { ...request }, 'email', /required/, /邮箱/],
    ['an unknown topic', { ...request, email: 'a@example.com', topic: 'gossip' }, 'topic', /.+/, /topic/],
    ['a blank subject', { ...request, email: 'a@example.com', subject: '   ' }, 'subject', /.+/, /长度至少为 1/],
    [
      'a message over the limit',
      { ...request, email: 'a@example.com', message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) },
      'message',
      /.+/,
      /长度最多为 5000/,
    ],
    [
      'a page with a query string',
      { ...request, email: 'a@example.com', context: { page: '/rpc?token=secret' } },
      'context.page',
      /path/,
      /格式无效/,
    ],
    [
      'an unknown context field',
      { ...request, email: 'a@example.com', context: { page: '/rpc', cookies: 'a=b' } },
      'context.cookies',
      /.+/,
      /.+/,
    ],
  ])('refuses %s with -32602 naming the field in both languages, storing nothing', async (_, body, field, en, zh) => {
    const before = await countRows(server().database.kysely)
    const answer = await send(body)
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field } })
    expect(answer.body.error.message).toMatch(en)
    expect(answer.body.error.messageZh).toMatch(zh)
    expect(await countRows(server().database.kysely)).toEqual(before)
  })

  it('refuses a body that is not JSON with -32700 in the method-call shape', async () => {
    const answer = await send('{"topic":')
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } })
  })

  it('refuses a stale token with the session error, storing nothing', async () => {
    const before = await countRows(server().database.kysely)
    const answer = await send(request, { headers: { authorization: 'Bearer not-a-live-token' } })
    expect(answer.body.error.code).toBeGreaterThanOrEqual(10101)
    expect(answer.body.error.code).toBeLessThanOrEqual(10103)
    expect(await countRows(server().database.kysely)).toEqual(before)
  })

  it('counts requests per address: past the limit it answers 10429 type2 and stores nothing; others go on', async () => {
    const from = newAddress()
    const body = { ...request, email: 'flood@example.com' }
    for (let sent = 0; sent < RATE_LIMITS.supportRequestPerIp.attempts; sent += 1) {
      expect((await send(body, { from })).body.result.ticketId).toMatch(/^T-/)
    }
    const tickets = async () => (await countRows(server().database.kysely)).support_tickets ?? 0
    const before = await tickets()
    const refused = await send(body, { from })
    expect(refused.body.error).toMatchObject({ code: 10429, data: { type: 'type2' } })
    expect(await tickets()).toBe(before)
    const account: TestAccount = await signedInAccount(server(), 'support-other')
    expect((await send(request, { headers: account.headers })).body.result.ticketId).toMatch(/^T-/)
  })
})
