/**
 * The low-balance threshold is checked in the app as the contract checks it on the server: what
 * the form accepts, the server accepts, and the form explains what it refuses.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { walletMethods } from '../../../contract/methods/wallet'
import { checkThreshold } from './threshold-rules'

const accepted = (amount: string) => v.safeParse(walletMethods.hub_setLowBalanceThreshold.params, { amount }).success

describe('checkThreshold', () => {
  it('normalises to 2 decimals, trims, and takes a leading $', () => {
    expect(checkThreshold(' 25 ')).toEqual({ ok: true, amount: '25.00' })
    expect(checkThreshold('12.5')).toEqual({ ok: true, amount: '12.50' })
    expect(checkThreshold('$0')).toEqual({ ok: true, amount: '0.00' })
  })

  it('refuses empty, malformed, too precise and too large amounts, each with its message', () => {
    const problem = (text: string) => {
      const check = checkThreshold(text)
      return check.ok ? null : check.problem.message
    }
    expect(problem('')).toBe('Enter an amount in USD.')
    expect(problem('ten')).toBe('Enter an amount in USD with at most 2 decimals, like 25 or 12.50.')
    expect(problem('1.234')).toBe('Enter an amount in USD with at most 2 decimals, like 25 or 12.50.')
    expect(problem('-5')).toBe('Enter an amount in USD with at most 2 decimals, like 25 or 12.50.')
    expect(problem('1000000.01')).toBe('Enter at most 1,000,000.')
  })

  it('whatever is typed, what it accepts the contract accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\$?\d{0,8}(\.\d{0,3})?$/)), (text) => {
        const check = checkThreshold(text)
        if (check.ok) expect(accepted(check.amount)).toBe(true)
      }),
    )
  })
})
