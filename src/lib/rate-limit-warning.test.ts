// @vitest-environment node
// Node's own fetch against a real server (see rpc-client.test.ts). The countdown runs on fake
// timers that still follow real time (shouldAdvanceTime), so the real HTTP round trip completes
// and the test moves the clock on by whole seconds.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatWait, RATE_LIMIT_TOAST_ID } from './rate-limit-warning'
import { rpc } from './rpc-client'
import { setUpRpcClientTests, toastTexts } from '../../tests/setup/rpc-test-setup'
import { toast } from './toast-store'

const context = setUpRpcClientTests()

afterEach(() => {
  vi.useRealTimers()
})

/** 4 min 05 s, in ms. */
const WAIT_MS = 245_000

/** The server refuses the next login with a 10429 of this type, expiring WAIT_MS from now. */
function rateLimitLogin(type: string, waitMs = WAIT_MS): void {
  context.server.answer('hub_login', () => ({
    error: {
      code: 10429,
      message: 'Rate limited',
      messageZh: '请求过于频繁',
      data: { type, attemptsExpireAt: Date.now() + waitMs },
    },
  }))
}

async function failedLogin(options?: Parameters<typeof rpc>[2]): Promise<void> {
  await expect(rpc('hub_login', { email: 'ada@example.com', password: 'a'.repeat(32) }, options)).rejects.toMatchObject(
    {
      code: 10429,
    },
  )
}

describe('rate limits (SPEC §8, 10429)', () => {
  it.each([
    [
      'type1',
      'Too many sign-in attempts. Try again in 4 min 05 s.',
      'Too many sign-in attempts. Try again in 4 min 04 s.',
    ],
    ['type2', 'Too many requests. Try again in 4 min 05 s.', 'Too many requests. Try again in 4 min 04 s.'],
    [
      'type3',
      'Too many e-mails sent. You can ask for another in 4 min 05 s.',
      'Too many e-mails sent. You can ask for another in 4 min 04 s.',
    ],
  ])('a %s limit warns with the wait counting down', async (type, first, aSecondLater) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    rateLimitLogin(type)

    await failedLogin()
    expect(toast.getSnapshot()).toMatchObject([{ id: RATE_LIMIT_TOAST_ID, kind: 'warning', message: first }])

    vi.advanceTimersByTime(1000)
    expect(toastTexts()).toEqual([aSecondLater])
  })

  it('the warning closes when the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    rateLimitLogin('type2', 3000)

    await failedLogin()
    expect(toastTexts()).toEqual(['Too many requests. Try again in 3 s.'])
    vi.advanceTimersByTime(1000)
    expect(toastTexts()).toEqual(['Too many requests. Try again in 2 s.'])

    vi.advanceTimersByTime(2000)
    expect(toastTexts()).toEqual([])
  })

  it('a custom limit shows nothing', async () => {
    rateLimitLogin('custom')

    await failedLogin()

    expect(toastTexts()).toEqual([])
  })

  it('a quiet call (hideError) shows nothing', async () => {
    rateLimitLogin('type1')

    await failedLogin({ hideError: true })

    expect(toastTexts()).toEqual([])
  })

  it('only one rate-limit warning shows at a time', async () => {
    rateLimitLogin('type1')
    await failedLogin()
    rateLimitLogin('type3', 45_000)

    await failedLogin()

    expect(toastTexts()).toEqual(['Too many e-mails sent. You can ask for another in 45 s.'])
  })

  it('a limit without a usable expiry still says "Too many attempts"', async () => {
    rateLimitLogin('type1', -1000)

    await failedLogin()

    expect(toastTexts()).toEqual(['Too many attempts'])
  })
})

describe('formatWait', () => {
  it.each([
    [45_000, '45 s'],
    [44_001, '45 s'],
    [60_000, '1 min 00 s'],
    [245_000, '4 min 05 s'],
    [3_725_000, '1 h 02 min 05 s'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatWait(ms)).toBe(text)
  })
})
