// @vitest-environment node
// Node's own fetch against a real server: happy-dom's fetch would add CORS preflights to a test
// about the wire, not about the browser.
import { describe, expect, it } from 'vitest'
import {
  cancelRouteCalls,
  configureRpcClient,
  isCancelled,
  isTimeout,
  REQUEST_TIMEOUT_MS,
  RpcCallError,
  rpc,
  rpcSurvivingPageChange,
  ROUTE_EXEMPT_METHODS,
} from './rpc-client'
import { setUpRpcClientTests, toastTexts } from '../../tests/setup/rpc-test-setup'

const context = setUpRpcClientTests()
/** The timeout test's own limit, in ms, so it does not wait for the suite's default. */
const SHORT_TIMEOUT_MS = 100

/** Resolves once the server has received `count` calls, so a test can act while they are in flight. */
async function untilReceived(count: number): Promise<void> {
  await expect.poll(() => context.server.calls.length, { interval: 5 }).toBeGreaterThanOrEqual(count)
}

describe('the wire (SPEC §7)', () => {
  it('posts a JSON-RPC 2.0 request and resolves with the result', async () => {
    context.server.answer('hub_getSupportChains', { result: [{ id: 1, name: 'Ethereum' }] })

    const chains = await rpc('hub_getSupportChains', {})

    expect(chains).toEqual([{ id: 1, name: 'Ethereum' }])
    expect(context.server.calls[0]).toMatchObject({ method: 'hub_getSupportChains', params: {} })
    expect(context.server.calls[0]?.headers['content-type']).toBe('application/json')
  })

  it('numbers every call with an id of its own: a JSON-RPC 2.0 call without one is a notification, never answered', async () => {
    await Promise.all([rpc('hub_getSupportChains', {}), rpc('hub_getConfig', {}), rpc('hub_getBanner', {})])

    const ids = context.server.calls.map((call) => call.id)
    expect(context.server.calls.every((call) => call.jsonrpc === '2.0')).toBe(true)
    expect(ids.every((id) => Number.isInteger(id))).toBe(true)
    expect(new Set(ids).size).toBe(3)
  })

  it('sends the session token as a bearer token', async () => {
    await rpc('hub_getUserProfile', {})

    expect(context.server.calls[0]?.headers.authorization).toBe(`Bearer ${context.token}`)
  })

  it('sends no Authorization header when signed out', async () => {
    configureRpcClient({ getToken: () => undefined })

    await rpc('hub_getSupportChains', {})

    expect(context.server.calls[0]?.headers).not.toHaveProperty('authorization')
  })

  it('sends the team of the team context in Team-Id, and none outside it', async () => {
    configureRpcClient({ getTeamId: () => '42' })
    await rpc('hub_getApiKeys', {})
    configureRpcClient({ getTeamId: () => undefined })
    await rpc('hub_getApiKeys', {})

    expect(context.server.calls[0]?.headers['team-id']).toBe('42')
    expect(context.server.calls[1]?.headers).not.toHaveProperty('team-id')
  })

  it('a call may name its own team context (entering a team before choosing it), or none', async () => {
    configureRpcClient({ getTeamId: () => '42' })
    await rpc('hub_getTeamUserProfile', {}, { teamId: 7 })
    await rpc('hub_getUserProfile', {}, { teamId: null })

    expect(context.server.calls[0]?.headers['team-id']).toBe('7')
    expect(context.server.calls[1]?.headers).not.toHaveProperty('team-id')
  })

  it('sends the Idempotency-Key of a replayed write', async () => {
    await rpc('hub_setRechargeTips', { enabled: true }, { idempotencyKey: 'command-7' })

    expect(context.server.calls[0]?.headers['idempotency-key']).toBe('command-7')
  })
})

describe('timeout (SPEC §9)', () => {
  it('the app gives a call 60 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000)
  })

  it('a call without an answer in time rejects as a timeout, silently', async () => {
    configureRpcClient({ timeoutMs: SHORT_TIMEOUT_MS })
    context.server.answer('hub_getSupportChains', { result: [], delayMs: SHORT_TIMEOUT_MS + 500 })

    const error = await rpc('hub_getSupportChains', {}).catch((failure: unknown) => failure)

    expect(isTimeout(error)).toBe(true)
    expect(toastTexts()).toEqual([])
    await expect.poll(() => context.server.calls[0]?.abandoned).toBe(true)
  })
})

describe('cancellation (SPEC §9)', () => {
  it('an identical call still in flight is cancelled by the newer one, silently', async () => {
    context.server.answer('hub_getApiKeys', { result: { list: [] }, delayMs: 300 })

    const first = rpc('hub_getApiKeys', { page: 1, perPage: 10 }).catch((failure: unknown) => failure)
    await untilReceived(1)
    const second = rpc('hub_getApiKeys', { page: 1, perPage: 10 })

    expect(isCancelled(await first)).toBe(true)
    await expect(second).resolves.toEqual({ list: [] })
    expect(toastTexts()).toEqual([])
  })

  it('calls with other params, or for another team, do not cancel each other', async () => {
    context.server.answer('hub_getApiKeys', { result: { list: [] }, delayMs: 200 })

    const calls = [rpc('hub_getApiKeys', { page: 1, perPage: 10 }), rpc('hub_getApiKeys', { page: 2, perPage: 10 })]
    await untilReceived(2)
    configureRpcClient({ getTeamId: () => '7' })
    calls.push(rpc('hub_getApiKeys', { page: 1, perPage: 10 }))

    await expect(Promise.all(calls)).resolves.toHaveLength(3)
  })

  it('a page change cancels the calls in flight, silently', async () => {
    context.server.answer('hub_getApiKeys', { result: { list: [] }, delayMs: 300 })
    context.server.answer('hub_getUserBill', { result: { list: [] }, delayMs: 300 })

    const calls = [
      rpc('hub_getApiKeys', { page: 1, perPage: 10 }).catch((failure: unknown) => failure),
      rpc('hub_getUserBill', { page: 1, perPage: 10 }).catch((failure: unknown) => failure),
    ]
    await untilReceived(2)
    cancelRouteCalls()

    const [keys, bill] = await Promise.all(calls)
    expect(isCancelled(keys)).toBe(true)
    expect(isCancelled(bill)).toBe(true)
    expect(toastTexts()).toEqual([])
  })

  it('a page change spares the wallet overview, the SKU list, the logout and my team', async () => {
    expect(ROUTE_EXEMPT_METHODS).toEqual(['hub_getUserWalletOverview', 'hub_getSkuList', 'hub_logout', 'hub_getMyTeam'])
    for (const method of ROUTE_EXEMPT_METHODS) context.server.answer(method, { result: 'kept', delayMs: 200 })

    const calls = [
      rpc('hub_getUserWalletOverview', {}),
      rpc('hub_getSkuList', {}),
      rpc('hub_logout', {}),
      rpc('hub_getMyTeam', { page: 1, perPage: 1000 }),
    ]
    await untilReceived(4)
    cancelRouteCalls()

    await expect(Promise.all(calls)).resolves.toEqual(['kept', 'kept', 'kept', 'kept'])
  })

  it("the caller's abort signal cancels the call, silently", async () => {
    context.server.answer('hub_getSupportChains', { result: [], delayMs: 300 })
    const controller = new AbortController()

    const call = rpc('hub_getSupportChains', {}, { signal: controller.signal }).catch((failure: unknown) => failure)
    await untilReceived(1)
    controller.abort()

    expect(isCancelled(await call)).toBe(true)
    expect(toastTexts()).toEqual([])
    await expect.poll(() => context.server.calls[0]?.abandoned).toBe(true)
  })
})

describe('reads of the page now showing', () => {
  it('a page change cancels the call once and it is asked again, answering the page that opened', async () => {
    context.server.answer('hub_getConfig', { result: { oauthProviders: [] }, delayMs: 200 })

    const call = rpcSurvivingPageChange('hub_getConfig', {})
    await untilReceived(1)
    cancelRouteCalls()

    await expect(call).resolves.toEqual({ oauthProviders: [] })
    expect(context.server.calls.map((received) => received.method)).toEqual(['hub_getConfig', 'hub_getConfig'])
    expect(toastTexts()).toEqual([])
  })

  it("the caller's own abort is final: not asked again", async () => {
    context.server.answer('hub_getConfig', { result: {}, delayMs: 300 })
    const controller = new AbortController()

    const call = rpcSurvivingPageChange('hub_getConfig', {}, { signal: controller.signal }).catch(
      (failure: unknown) => failure,
    )
    await untilReceived(1)
    controller.abort()

    expect(isCancelled(await call)).toBe(true)
    expect(context.server.calls).toHaveLength(1)
  })
})

describe('server errors reject with the error object', () => {
  it('carries method, code, message, messageZh and data', async () => {
    const serverError = { code: 10422, message: 'Name taken', messageZh: '名称已被使用', data: { field: 'name' } }
    context.server.answer('hub_setApiKeyName', { error: serverError })

    const error = await rpc('hub_setApiKeyName', { id: 1, name: 'Main' }, { hideError: true }).catch(
      (failure: unknown) => failure,
    )

    expect(error).toBeInstanceOf(RpcCallError)
    expect(error).toMatchObject({ method: 'hub_setApiKeyName', ...serverError })
  })
})
