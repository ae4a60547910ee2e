// @vitest-environment node
// Node's own fetch against a real server (see rpc-client.test.ts); toasts and Lingui are
// framework-free, so what the user is told is asserted as is.
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUIET_ERROR_CODES, SESSION_ERROR_CODES } from '../../contract'
import {
  configureRpcClient,
  dismissFailureReports,
  isNetworkFailure,
  isTooManyRequests,
  RpcCallError,
  rpc,
} from './rpc-client'
import { closedPortUrl } from '../../tests/setup/rpc-test-server'
import { activateTestLocale, setUpRpcClientTests, toastTexts } from '../../tests/setup/rpc-test-setup'
import { toast } from './toast-store'

const context = setUpRpcClientTests()

afterEach(() => {
  vi.unstubAllGlobals()
})

const failure = (code: number, message = `Refused ${code}`, messageZh = `拒绝 ${code}`) => ({
  error: { code, message, messageZh },
})

/** Calls the profile and returns what it rejected with. */
async function failedProfileCall(options?: Parameters<typeof rpc>[2]): Promise<unknown> {
  return rpc('hub_getUserProfile', {}, options).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  )
}

describe('quiet codes (SPEC §8)', () => {
  it.each(QUIET_ERROR_CODES.map((code) => [code]))('a %i error rejects without a word', async (code) => {
    context.server.answer('hub_getUserProfile', failure(code))

    const error = await failedProfileCall()

    expect(error).toMatchObject({ code })
    expect(toastTexts()).toEqual([])
    expect(context.onSessionInvalid).not.toHaveBeenCalled()
  })
})

describe('other codes (SPEC §8)', () => {
  it('a business error shows its message as an error toast for 5 s', async () => {
    context.server.answer('hub_getUserProfile', failure(10422, 'That name is taken', '名称已被使用'))

    await failedProfileCall()

    expect(toast.getSnapshot()).toMatchObject([{ kind: 'error', message: 'That name is taken', duration: 5000 }])
  })

  it('in Chinese the toast shows messageZh', async () => {
    activateTestLocale('zh')
    context.server.answer('hub_getUserProfile', failure(10422, 'That name is taken', '名称已被使用'))

    await failedProfileCall()

    expect(toastTexts()).toEqual(['名称已被使用'])
  })

  it('an error without a message says "Network Error"', async () => {
    context.server.answer('hub_getUserProfile', failure(10422, '', ''))

    await failedProfileCall()

    expect(toastTexts()).toEqual(['Network Error'])
  })

  it('a quiet call (hideError) rejects without a toast', async () => {
    context.server.answer('hub_getUserProfile', failure(10422))

    const error = await failedProfileCall({ hideError: true })

    expect(error).toBeInstanceOf(RpcCallError)
    expect(toastTexts()).toEqual([])
  })

  it('the same message failing twice shows one toast', async () => {
    context.server.answer('hub_getUserProfile', failure(10422, 'That name is taken'))

    await failedProfileCall()
    await failedProfileCall()

    expect(toastTexts()).toEqual(['That name is taken'])
  })
})

describe('session errors (SPEC §8)', () => {
  it.each(SESSION_ERROR_CODES.map((code) => [code]))(
    'a %i error shows its message, logs out and goes to /',
    async (code) => {
      context.server.answer('hub_getUserProfile', failure(code, 'Your session has ended', '会话已结束'))

      const error = await failedProfileCall()

      expect(toast.getSnapshot()).toMatchObject([{ kind: 'error', message: 'Your session has ended' }])
      expect(context.onSessionInvalid).toHaveBeenCalledExactlyOnceWith(error)
    },
  )

  it('in Chinese a session error shows messageZh', async () => {
    activateTestLocale('zh')
    context.server.answer('hub_getUserProfile', failure(10102, 'Your session has expired', '会话已过期'))

    await failedProfileCall()

    expect(toastTexts()).toEqual(['会话已过期'])
  })

  it('a session error without a message says "Network Error"', async () => {
    context.server.answer('hub_getUserProfile', failure(10101, '', ''))

    await failedProfileCall()

    expect(toastTexts()).toEqual(['Network Error'])
  })

  it('several calls failing together give one toast and one logout', async () => {
    for (const [method, code] of [
      ['hub_getUserProfile', 10101],
      ['hub_getUserWalletOverview', 10102],
      ['hub_getUserLimitInfo', 10103],
    ] as const) {
      context.server.answer(method, failure(code, 'Please sign in again'))
    }

    await Promise.allSettled([
      rpc('hub_getUserProfile', {}),
      rpc('hub_getUserWalletOverview', {}),
      rpc('hub_getUserLimitInfo', {}, { hideError: true }),
    ])

    expect(toastTexts()).toEqual(['Please sign in again'])
    expect(context.onSessionInvalid).toHaveBeenCalledOnce()
  })

  it('a quiet call (hideError) failing with a session error still logs out, saying why', async () => {
    context.server.answer('hub_getUserProfile', failure(10102, 'Your session has expired'))

    await failedProfileCall({ hideError: true })

    expect(toastTexts()).toEqual(['Your session has expired'])
    expect(context.onSessionInvalid).toHaveBeenCalledOnce()
  })

  it('the logout failing with a session error does not log out again', async () => {
    context.server.answer('hub_logout', failure(10103, 'Your session has ended'))

    await expect(rpc('hub_logout', {}, { hideError: true })).rejects.toMatchObject({ code: 10103 })

    expect(toastTexts()).toEqual([])
    expect(context.onSessionInvalid).not.toHaveBeenCalled()
  })

  it('a new session that fails again logs out again', async () => {
    context.server.answer('hub_getUserProfile', failure(10102, 'Your session has expired'))
    await failedProfileCall()
    context.token = 'the-next-session'
    toast.dismissAll()

    await failedProfileCall()

    expect(toastTexts()).toEqual(['Your session has expired'])
    expect(context.onSessionInvalid).toHaveBeenCalledTimes(2)
  })
})

describe('transport errors (SPEC §8)', () => {
  it('HTTP 429 says "Too many attempts"', async () => {
    context.server.answer('hub_getUserProfile', { status: 429, body: 'Too Many Requests' })

    const error = await failedProfileCall()

    expect(isTooManyRequests(error)).toBe(true)
    expect(toastTexts()).toEqual(['Too many attempts'])
  })

  it('a call that fails before the first language is active is reported once it is', async () => {
    context.server.answer('hub_getUserProfile', { status: 429, body: 'Too Many Requests' })
    const noLocale = vi.spyOn(i18n, 'locale', 'get').mockReturnValue('')

    await failedProfileCall()
    expect(toastTexts()).toEqual([])

    noLocale.mockRestore()
    i18n.activate('zh') // the catalogs are loaded (activateTestLocale)
    expect(toastTexts()).toEqual(['尝试次数过多'])
  })

  it('HTTP 429 on a quiet call (hideError) rejects without a toast', async () => {
    context.server.answer('hub_getUserProfile', { status: 429, body: '' })

    const error = await failedProfileCall({ hideError: true })

    expect(isTooManyRequests(error)).toBe(true)
    expect(toastTexts()).toEqual([])
  })

  it('a server failure (HTTP 500) says "Network Error"', async () => {
    context.server.answer('hub_getUserProfile', { status: 500, ...failure(-32603, 'Internal error') })

    await failedProfileCall()

    expect(toastTexts()).toEqual(['Network Error'])
  })

  it('a refused request (HTTP 4xx) shows the message the server sent with it', async () => {
    context.server.answer('hub_getUserProfile', { status: 413, ...failure(-32600, 'Invalid request: too large') })

    await failedProfileCall()

    expect(toastTexts()).toEqual(['Invalid request: too large'])
  })

  it('an answer that is not JSON-RPC says "Network Error"', async () => {
    context.server.answer('hub_getUserProfile', { body: '<!doctype html><title>Hubdeck</title>' })

    await failedProfileCall()

    expect(toastTexts()).toEqual(['Network Error'])
  })

  it('a network failure says "Network Error"', async () => {
    configureRpcClient({ baseUrl: await closedPortUrl() })

    const error = await failedProfileCall()

    expect(isNetworkFailure(error)).toBe(true)
    expect(toastTexts()).toEqual(['Network Error'])
  })

  it('offline, a network failure rejects without a toast (the offline indicator says it)', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    configureRpcClient({ baseUrl: await closedPortUrl() })

    const error = await failedProfileCall()

    expect(isNetworkFailure(error)).toBe(true)
    expect(toastTexts()).toEqual([])
  })

  it('a quiet call (hideError) failing on the network rejects without a toast', async () => {
    configureRpcClient({ baseUrl: await closedPortUrl() })

    await failedProfileCall({ hideError: true })

    expect(toastTexts()).toEqual([])
  })
})

describe('taking back what failed calls said', () => {
  it("closes the failures' errors and warnings, and no other toast", async () => {
    context.server.answer('hub_getUserProfile', failure(10422, 'Wrong e-mail or password'))
    await failedProfileCall()
    context.server.answer('hub_getUserProfile', { status: 429, body: '' })
    await failedProfileCall()
    toast.info('Saved')

    dismissFailureReports()

    expect(toastTexts()).toEqual(['Saved'])
  })
})
