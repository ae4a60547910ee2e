import { describe, expect, it } from 'vitest'
import { covers, isZero, shortfall, sumUsd } from './money'

describe('USD amounts as decimal strings', () => {
  it('compares exactly, never as floats', () => {
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

  it('adds amounts to the cent without float drift', () => {
    expect(sumUsd('0.1', '0.2')).toBe('0.30')
    expect(sumUsd('299.00', '49.00')).toBe('348.00')
    expect(sumUsd('1.001')).toBe('1.01')
    expect(sumUsd()).toBe('0.00')
    expect(sumUsd('1.00', 'ten')).toBeNull()
  })

  it('knows an amount of nothing', () => {
    expect(isZero('0.00')).toBe(true)
    expect(isZero('0')).toBe(true)
    expect(isZero('0.01')).toBe(false)
    expect(isZero('free')).toBe(false)
  })
})
