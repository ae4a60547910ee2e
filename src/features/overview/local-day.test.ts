import { describe, expect, it } from 'vitest'
import { localDay } from './local-day'

describe('localDay', () => {
  it('runs from the local midnight to the next, with the offset written out', () => {
    const { from, to } = localDay(new Date(2026, 10, 26, 15, 30))
    expect(from).toMatch(/^2026-11-26T00:00:00[+-]\d\d:\d\d$/)
    expect(to).toMatch(/^2026-11-27T00:00:00[+-]\d\d:\d\d$/)
    expect(Date.parse(from)).toBe(new Date(2026, 10, 26).getTime())
    expect(Date.parse(to)).toBe(new Date(2026, 10, 27).getTime())
  })
})
