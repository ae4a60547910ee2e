/** The sparkline's points: even steps, the largest value on top, zero at the bottom. */
import { describe, expect, it } from 'vitest'
import { sparklinePoints } from './sparkline-points'

describe('sparklinePoints', () => {
  it('spreads the values across the width, largest at the top and zero at the bottom', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20)).toBe('0,20 50,10 100,0')
  })

  it('draws one value, or all equal values, as a flat line', () => {
    expect(sparklinePoints([7], 100, 20)).toBe('0,0 100,0')
    expect(sparklinePoints([0, 0], 100, 20)).toBe('0,20 100,20')
  })

  it('has nothing to draw without values', () => {
    expect(sparklinePoints([], 100, 20)).toBeNull()
  })
})
