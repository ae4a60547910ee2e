import { describe, expect, it } from 'vitest'
import { checkCardAmount } from './card-amount'

describe('the card amount', () => {
  it('is accepted from the minimum up, normalised to cents', () => {
    expect(checkCardAmount('49', '49.00')).toEqual({ ok: true, amount: '49.00' })
    expect(checkCardAmount(' 49.5 ', '49.00')).toEqual({ ok: true, amount: '49.50' })
    expect(checkCardAmount('1000000', '49.00')).toEqual({ ok: true, amount: '1000000.00' })
  })

  it('is refused under the minimum, by a cent too', () => {
    expect(checkCardAmount('48.99', '49.00')).toEqual({ ok: false, problem: 'belowMinimum' })
    expect(checkCardAmount('0', '49.00')).toEqual({ ok: false, problem: 'belowMinimum' })
  })

  it('is refused over the most one deposit may be', () => {
    expect(checkCardAmount('1000000.01', '49.00')).toEqual({ ok: false, problem: 'aboveMaximum' })
  })

  it('is refused when it is not a plain USD amount', () => {
    for (const typed of ['', 'abc', '49.999', '-50', '1e3', '49,00', '12345678']) {
      expect(checkCardAmount(typed, '49.00')).toEqual({ ok: false, problem: 'invalid' })
    }
  })
})
