import { describe, expect, it } from 'vitest'
import { cardBrandOf } from './card-brand'
import { centsToUsd, usdToCents } from './money'
import { checkCard } from './sandbox/card-check'

describe('money between decimal strings and cents', () => {
  it.each([
    ['49', 4900],
    ['49.5', 4950],
    ['49.00', 4900],
    ['0.01', 1],
    ['1000000.00', 100_000_000],
  ])('%s is %i cents', (usd, cents) => {
    expect(usdToCents(usd)).toBe(cents)
  })

  it('writes cents back with two decimals', () => {
    expect([4900, 4950, 1, 0, 100_000_000].map(centsToUsd)).toEqual(['49.00', '49.50', '0.01', '0.00', '1000000.00'])
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', '1e3', 'NaN']) expect(() => usdToCents(bad)).toThrow()
  })
})

describe('card brands', () => {
  it.each([
    ['visa', 'credit', 'visa'],
    ['visa', 'debit', 'visa_debit'],
    ['mastercard', 'prepaid', 'mastercard_prepaid'],
    ['american_express', 'credit', 'amex'],
    ['unionpay', 'debit', 'unionpay'],
    ['cartes_bancaires', 'credit', null],
  ])('%s %s is %s', (brand, funding, expected) => {
    expect(cardBrandOf(brand, funding)).toBe(expected)
  })
})

describe("the sandbox's card check", () => {
  const now = new Date('2026-11-25T00:00:00Z')
  it('keeps the last four and the behaviour, never the number', () => {
    const card = checkCard({ number: '4000 0027 6000 3184', expMonth: 11, expYear: 2026, cvc: '123' }, now)
    expect(card).toEqual({
      brand: 'visa',
      funding: 'credit',
      behaviour: 'requires_3ds',
      last4: '3184',
      expMonth: 11,
      expYear: 2026,
      holderName: null,
    })
    expect(JSON.stringify(card)).not.toContain('40000027')
  })

  it('takes a 4-digit CVC for Amex only', () => {
    expect(checkCard({ number: '378282246310005', expMonth: 1, expYear: 2030, cvc: '1234' }, now)).toMatchObject({
      brand: 'amex',
    })
    expect(checkCard({ number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '1234' }, now)).toEqual({
      error: 'invalid_cvc',
    })
  })

  it('refuses a card past its expiry month', () => {
    expect(checkCard({ number: '4242424242424242', expMonth: 10, expYear: 2026, cvc: '123' }, now)).toEqual({
      error: 'expired_card',
    })
    expect(checkCard({ number: '4242424242424242', expMonth: 13, expYear: 2030, cvc: '123' }, now)).toEqual({
      error: 'invalid_expiry',
    })
  })
})
