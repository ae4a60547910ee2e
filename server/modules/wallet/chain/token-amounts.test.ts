import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits, usdValueOf } from './token-amounts'

describe('token amounts', () => {
  it('formats units as the decimal string people write', () => {
    expect(formatUnits(10_500_000n, 6)).toBe('10.5')
    expect(formatUnits(25_000_000n, 6)).toBe('25')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(123_456_789_012_345_678_901_234_567n, 18)).toBe('123456789.012345678901234567')
  })

  it('parses decimal strings into units, refusing more decimals than the token has', () => {
    expect(parseUnits('25.5', 6)).toBe(25_500_000n)
    expect(parseUnits('1', 6)).toBe(1_000_000n)
    expect(() => parseUnits('0.0000001', 6)).toThrow(/decimals/)
    expect(() => parseUnits('-1', 6)).toThrow()
  })

  it('values a deposit in USD rounded down to the cent, never up', () => {
    expect(usdValueOf(10_999_999n, 6, '1.00')).toBe('10.99')
    expect(usdValueOf(1n, 6, '1.00')).toBe('0.00')
    expect(usdValueOf(3_000_000n, 6, '0.999')).toBe('2.99')
    expect(usdValueOf(10n ** 30n, 18, '1.00')).toBe('1000000000000.00')
  })
})
