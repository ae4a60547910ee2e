import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_URL } from '../../config'
import { signedInAccount } from '../../test-support/accounts'
import { loginAtProvider, startTestOidcProvider, type TestOidcProvider } from '../../test-support/oidc-provider'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { seedDevDiscountCodes } from './discount-codes'
import { oauthRedirectUri } from './oauth-client'

const LOGIN_URI = oauthRedirectUri(DEFAULT_PUBLIC_URL, 'test', 'login')
const BIND_URI = oauthRedirectUri(DEFAULT_PUBLIC_URL, 'test', 'bind')

describe.each(testEngines())('OAuth / OpenID Connect on %s', (engine) => {
  let provider: TestOidcProvider
  let late: TestOidcProvider | undefined
  let latePort: number
  let server: TestServer

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [LOGIN_URI, BIND_URI] })
    latePort = await freePort()
    server = await createTestServer(engine, {
      oauthProviders: [
        {
          id: 'test',
          name: 'Test ID',
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
        // Nothing listens there until a test starts it: discovery fails first, then is retried.
        {
          id: 'late',
          name: 'Late',
          issuer: `http://127.0.0.1:${latePort}`,
          clientId: 'late-client',
          clientSecret: 'late-secret',
        },
      ],
    })
    await seedDevDiscountCodes(server.database.kysely)
  })
  afterAll(async () => {
    await server?.close()
    await provider?.close()
    await late?.close()
  })

  const call = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const db = () => server.database.kysely

  let logins = 0
  /** A login name no other test uses. */
  const newLogin = (name: string) => `${name}-${(logins += 1)}-${Date.now()}@example.com`

  /** Where the provider sends the browser back after signing in as `login`: its query params. */
  async function throughProvider(authorizeUrl: string, login: string, emailVerified = true) {
    const callback = new URL(await loginAtProvider(authorizeUrl, { login, emailVerified }))
    return {
      url: callback,
      provider: callback.searchParams.get('provider')!,
      code: callback.searchParams.get('code')!,
      state: callback.searchParams.get('state')!,
    }
  }

  /** Starts a login, signs in at the provider, and answers what the callback page would send. */
  async function loginCallback(login: string, emailVerified = true) {
    const started = await call('hub_getOauthLoginUrl', { provider: 'test' })
    const { provider: id, code, state } = await throughProvider(started.body.result.authorizeUrl, login, emailVerified)
    return { provider: id, code, state }
  }

  /** A new OAuth-only account for `login`, signed in. */
  async function registered(login: string) {
    const checked = await call('hub_checkOauthCode', await loginCallback(login))
    expect(checked.body.result.status).toBe('register')
    const session = await call('hub_oauthRegister', { ticket: checked.body.result.ticket })
    return session.body.result as { token: string; user: { id: number; oauth: unknown[] } }
  }

  async function bindCallback(token: string, login: string) {
    const started = await call('hub_bindOauth', { provider: 'test' }, bearer(token))
    const { provider: id, code, state } = await throughProvider(started.body.result.authorizeUrl, login)
    return { provider: id, code, state }
  }

  it('lists the configured providers in hub_getConfig', async () => {
    const config = await call('hub_getConfig', {})
    expect(config.body.result.oauthProviders).toEqual([
      { id: 'test', name: 'Test ID' },
      { id: 'late', name: 'Late' },
    ])
  })

  it('sends the browser to the provider with PKCE S256, state, nonce and the exact redirect URI', async () => {
    const started = await call('hub_getOauthLoginUrl', { provider: 'test' })
    const url = new URL(started.body.result.authorizeUrl)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('redirect_uri')).toBe(`${DEFAULT_PUBLIC_URL}/auth/callback?provider=test`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(url.searchParams.get('scope')).toBe('openid email profile')
    expect(url.searchParams.get('response_type')).toBe('code')
    // Kept hashed: the state itself is nowhere in the table.
    const rows = await db().selectFrom('oauth_flows').select('state_hash').execute()
    expect(rows.map((row) => row.state_hash)).not.toContain(url.searchParams.get('state'))

    const bind = await call('hub_bindOauth', { provider: 'test' }, (await signedInAccount(server)).headers)
    expect(new URL(bind.body.result.authorizeUrl).searchParams.get('redirect_uri')).toBe(
      `${DEFAULT_PUBLIC_URL}/bind/callback?provider=test`,
    )
  })

  it('registers a new identity, then signs the same account in on the next login', async () => {
    const login = newLogin('alice')
    const callback = await loginCallback(login)
    expect(callback.provider).toBe('test')
    const checked = await call('hub_checkOauthCode', callback)
    expect(checked.body.result).toEqual({
      status: 'register',
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      provider: 'test',
      email: login,
      nickname: login,
    })
    const before = await countRows(db())
    const created = await call('hub_oauthRegister', { ticket: checked.body.result.ticket, promoCode: 'WELCOME10' })
    const session = created.body.result
    expect(session).toMatchObject({
      token: expect.any(String),
      user: {
        email: login,
        mailStatus: 'confirmed',
        isNoPassword: true,
        initialized: false,
        promoCode: 'WELCOME10',
        oauth: [{ provider: 'test', account: login, boundAt: expect.any(String) }],
      },
    })
    const after = await countRows(db())
    expect(after.users).toBe((before.users ?? 0) + 1)
    expect(after.oauth_identities).toBe((before.oauth_identities ?? 0) + 1)
    const profile = await call('hub_getUserProfile', {}, bearer(session.token))
    expect(profile.body.result.oauth).toEqual(session.user.oauth)

    const again = await call('hub_checkOauthCode', await loginCallback(login))
    expect(again.body.result).toMatchObject({
      status: 'login',
      session: { token: expect.any(String), user: { id: session.user.id } },
    })
    expect(again.body.result.session.token).not.toBe(session.token)
    expect((await countRows(db())).users).toBe(after.users)
  })

  it('confirms the e-mail only when the provider verified it, and takes a typed e-mail unconfirmed', async () => {
    const unverified = newLogin('unverified')
    const checked = await call('hub_checkOauthCode', await loginCallback(unverified, false))
    const created = await call('hub_oauthRegister', { ticket: checked.body.result.ticket })
    expect(created.body.result.user).toMatchObject({ email: unverified, mailStatus: 'unconfirmed' })

    const typed = newLogin('typed')
    const other = await call('hub_checkOauthCode', await loginCallback(newLogin('verified')))
    const withTyped = await call('hub_oauthRegister', { ticket: other.body.result.ticket, email: typed })
    expect(withTyped.body.result.user).toMatchObject({ email: typed, mailStatus: 'unconfirmed' })
  })

  it('refuses a used ticket and an e-mail another account has, changing nothing', async () => {
    const login = newLogin('ticket')
    const checked = await call('hub_checkOauthCode', await loginCallback(login))
    const { ticket } = checked.body.result
    const taken = (await signedInAccount(server)).email
    const before = await countRows(db())
    const refused = await call('hub_oauthRegister', { ticket, email: taken })
    expect(refused.body.error).toMatchObject({ code: 10422, data: { reason: 'email_taken' } })
    expect(refused.body.error.messageZh).toBeTruthy()
    expect(await countRows(db())).toEqual(before)

    // The refusal did not use the ticket up.
    expect((await call('hub_oauthRegister', { ticket })).body.result.user.email).toBe(login)
    const reused = await call('hub_oauthRegister', { ticket })
    expect(reused.body.error).toMatchObject({ code: 10422, data: { reason: 'ticket_used' } })
    const unknown = await call('hub_oauthRegister', { ticket: 'x'.repeat(43) })
    expect(unknown.body.error).toMatchObject({ code: 10422, data: { reason: 'ticket_invalid' } })
  })

  it('refuses a wrong state and changes nothing', async () => {
    const { provider: id, code } = await loginCallback(newLogin('wrong-state'))
    const before = await countRows(db())
    const refused = await call('hub_checkOauthCode', { provider: id, code, state: 'not-the-state-we-issued' })
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/did not start here/),
      data: { reason: 'state_invalid' },
    })
    expect(refused.body.error.messageZh).toBeTruthy()
    expect(await countRows(db())).toEqual(before)
  })

  it('refuses a reused state', async () => {
    const callback = await loginCallback(newLogin('reuse'))
    expect((await call('hub_checkOauthCode', callback)).body.result.status).toBe('register')
    const before = await countRows(db())
    const reused = await call('hub_checkOauthCode', callback)
    expect(reused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/already been completed/),
      data: { reason: 'state_used' },
    })
    expect(await countRows(db())).toEqual(before)
  })

  it('refuses an expired flow', async () => {
    const callback = await loginCallback(newLogin('expired'))
    await db()
      .updateTable('oauth_flows')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute()
    const refused = await call('hub_checkOauthCode', callback)
    expect(refused.body.error).toMatchObject({ code: 10422, data: { reason: 'state_expired' } })
  })

  it('refuses a login state at the binding callback', async () => {
    const account = await signedInAccount(server)
    const callback = await loginCallback(newLogin('crossed'))
    const refused = await call('hub_bindOauthCheck', callback, account.headers)
    expect(refused.body.error).toMatchObject({ code: 10422, data: { reason: 'state_invalid' } })
    // Still good where it belongs.
    expect((await call('hub_checkOauthCode', callback)).body.result.status).toBe('register')
  })

  it('refuses the exchange when the provider rejects the PKCE verifier, storing nothing', async () => {
    const login = newLogin('pkce')
    const callback = await loginCallback(login)
    // Another verifier than the one whose challenge the provider got.
    await db()
      .updateTable('oauth_flows')
      .set({ code_verifier: 'a'.repeat(43) })
      .where('used_at', 'is', null)
      .execute()
    const before = await countRows(db())
    const refused = await call('hub_checkOauthCode', callback)
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/provider refused/),
      data: { reason: 'provider_refused', error: 'invalid_grant' },
    })
    expect(refused.body.error.messageZh).toBeTruthy()
    expect(await countRows(db())).toEqual(before)
    const tickets = await db().selectFrom('oauth_tickets').select('email').where('email', '=', login).execute()
    expect(tickets).toEqual([])
  })

  it('refuses an ID token that does not carry the nonce of the flow, storing nothing', async () => {
    const callback = await loginCallback(newLogin('nonce'))
    await db()
      .updateTable('oauth_flows')
      .set({ nonce: 'b'.repeat(43) })
      .where('used_at', 'is', null)
      .execute()
    const before = await countRows(db())
    const refused = await call('hub_checkOauthCode', callback)
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/could not be verified/),
      data: { reason: 'provider_response_invalid' },
    })
    expect(await countRows(db())).toEqual(before)
  })

  it('binds an identity to a signed-in account, which then logs in with it', async () => {
    const account = await signedInAccount(server)
    const login = newLogin('binder')
    const bound = await call('hub_bindOauthCheck', await bindCallback(account.token, login), account.headers)
    expect(bound.body.result).toMatchObject({
      id: account.userId,
      oauth: [{ provider: 'test', account: login, boundAt: expect.any(String) }],
    })
    const signedIn = await call('hub_checkOauthCode', await loginCallback(login))
    expect(signedIn.body.result).toMatchObject({ status: 'login', session: { user: { id: account.userId } } })
  })

  it("refuses to bind another account's identity, changing nothing", async () => {
    const login = newLogin('owned')
    const owner = await registered(login)
    const account = await signedInAccount(server)
    const callback = await bindCallback(account.token, login)
    const before = await countRows(db())
    const refused = await call('hub_bindOauthCheck', callback, account.headers)
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/already bound to another/),
      data: { reason: 'identity_taken' },
    })
    expect(await countRows(db())).toEqual(before)
    const identity = await db()
      .selectFrom('oauth_identities')
      .select('user_id')
      .where('subject', '=', login)
      .executeTakeFirstOrThrow()
    expect(Number(identity.user_id)).toBe(owner.user.id)
  })

  it('unbinds an identity while another way in remains', async () => {
    const account = await signedInAccount(server)
    await call('hub_bindOauthCheck', await bindCallback(account.token, newLogin('unbind')), account.headers)
    const unbound = await call('hub_unbindOauth', { provider: 'test' }, account.headers)
    expect(unbound.body.result).toMatchObject({ id: account.userId, oauth: [] })
    const again = await call('hub_unbindOauth', { provider: 'test' }, account.headers)
    expect(again.body.error).toMatchObject({ code: 10422, data: { reason: 'not_bound' } })
  })

  it('refuses to unbind the last way in, changing nothing', async () => {
    const { token, user } = await registered(newLogin('last'))
    const before = await countRows(db())
    const refused = await call('hub_unbindOauth', { provider: 'test' }, bearer(token))
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/only way to log in/),
      data: { reason: 'last_way_in' },
    })
    expect(refused.body.error.messageZh).toBeTruthy()
    expect(await countRows(db())).toEqual(before)
    const profile = await call('hub_getUserProfile', {}, bearer(token))
    expect(profile.body.result).toMatchObject({ id: user.id, oauth: [{ provider: 'test' }] })
  })

  it('lets a wallet be unbound from an account that still has an OAuth identity', async () => {
    const { token, user } = await registered(newLogin('wallet'))
    await db()
      .updateTable('users')
      .set({ wallet_address: `0x${'ab'.repeat(20)}` })
      .where('id', '=', user.id)
      .execute()
    const unbound = await call('hub_unbindMetamask', {}, bearer(token))
    expect(unbound.body.result).toMatchObject({ walletAddress: null, oauth: [{ provider: 'test' }] })
  })

  it('refuses an unknown provider', async () => {
    const refused = await call('hub_getOauthLoginUrl', { provider: 'nope' })
    expect(refused.body.error).toMatchObject({ code: 10422, data: { reason: 'unknown_provider' } })
  })

  it('answers a clear error while a provider is unreachable, and discovers it once it is up', async () => {
    const down = await call('hub_getOauthLoginUrl', { provider: 'late' })
    expect(down.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/cannot be reached/),
      data: { reason: 'provider_unreachable' },
    })
    late = await startTestOidcProvider({
      port: latePort,
      clientId: 'late-client',
      clientSecret: 'late-secret',
      redirectUris: [oauthRedirectUri(DEFAULT_PUBLIC_URL, 'late', 'login')],
    })
    const up = await call('hub_getOauthLoginUrl', { provider: 'late' })
    const callback = new URL(await loginAtProvider(up.body.result.authorizeUrl, { login: newLogin('late') }))
    const checked = await call('hub_checkOauthCode', {
      provider: 'late',
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    })
    expect(checked.body.result.status).toBe('register')
  })
})

/** A port nothing listens on (just released by the OS). */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}
