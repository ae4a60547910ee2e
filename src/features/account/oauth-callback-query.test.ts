import { describe, expect, it } from 'vitest'
import { exchangeOnce, readCallbackQuery } from './oauth-callback-query'

describe("an OAuth provider's redirect", () => {
  it('brings a code to exchange', () => {
    expect(readCallbackQuery({ provider: 'dev', code: 'c0de', state: 'st4te-123' })).toEqual({
      kind: 'code',
      provider: 'dev',
      code: 'c0de',
      state: 'st4te-123',
    })
  })

  it("or the provider's refusal, which wins over any code", () => {
    expect(
      readCallbackQuery({ provider: 'dev', code: 'x', state: 'y', error: 'access_denied', error_description: 'No' }),
    ).toEqual({ kind: 'providerError', error: 'access_denied', description: 'No' })
  })

  it('or nothing usable', () => {
    expect(readCallbackQuery({ provider: 'dev', code: 'c0de' })).toEqual({ kind: 'incomplete' })
    expect(readCallbackQuery({})).toEqual({ kind: 'incomplete' })
  })

  it('a code is exchanged once, however often the page asks', async () => {
    let calls = 0
    const exchange = async () => ++calls
    const [first, second] = await Promise.all([exchangeOnce('one', exchange), exchangeOnce('one', exchange)])
    expect([first, second, calls]).toEqual([1, 1, 1])
  })
})
