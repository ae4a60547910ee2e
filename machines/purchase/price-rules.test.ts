import { describe, expect, it } from 'vitest'
import type { Sku } from '../../contract'
import { covers, isPaid, shortfall } from './price-rules'

const sku = (packageType: Sku['packageType'], price: string) => ({ packageType, price }) as Sku

describe('what a package costs and whether the wallet covers it', () => {
  it('compares decimal strings exactly, never as floats', () => {
    expect(covers('49.00', '49.00')).toBe(true)
    expect(covers('48.999999', '49')).toBe(false)
    expect(covers('0.3', '0.1')).toBe(true)
    expect(covers('-5.00', '0.00')).toBe(false)
    expect(covers('not money', '1.00')).toBe(false)
  })

  it('says how much is missing, in cents rounded up', () => {
    expect(shortfall('20.00', '49.00')).toBe('29.00')
    expect(shortfall('48.995', '49.00')).toBe('0.01')
    expect(shortfall('60.00', '49.00')).toBe('0.00')
  })

  it('free packages, and Pay As You Go at first login, move no money', () => {
    expect(isPaid(sku('free', '0.00'), 'buy')).toBe(false)
    expect(isPaid(sku('default', '10.00'), 'buy')).toBe(true)
    expect(isPaid(sku('default', '10.00'), 'firstLogin')).toBe(false)
    expect(isPaid(sku('standard', '49.00'), 'firstLogin')).toBe(true)
  })
})
