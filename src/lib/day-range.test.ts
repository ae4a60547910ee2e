/** A range of days as the lists' filters hold it, and the instants the wire is asked for. */
import { describe, expect, it } from 'vitest'
import { MAX_RANGE_DAYS } from '../../contract/fields'
import { dayOf, rangeParams, rangeProblem, startOfDay } from './day-range'

describe('a range of days', () => {
  it('reads only real days typed as YYYY-MM-DD', () => {
    expect(startOfDay('2026-11-01')?.getTime()).toBe(new Date(2026, 10, 1).getTime())
    expect(startOfDay('2026-11-31')).toBeNull()
    expect(startOfDay('yesterday')).toBeNull()
    expect(dayOf('2026-02-28')).toBe('2026-02-28')
    expect(dayOf('2026-13-45')).toBeNull()
    expect(dayOf(20261101)).toBeNull()
  })

  it('refuses a backwards range and one longer than the server allows; an open end is fine', () => {
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('backwards')
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull()
    const lastAllowed = new Date(2025, 0, MAX_RANGE_DAYS)
    const iso = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    expect(rangeProblem('2025-01-01', iso(lastAllowed))).toBeNull()
    lastAllowed.setDate(lastAllowed.getDate() + 1)
    expect(rangeProblem('2025-01-01', iso(lastAllowed))).toBe('tooLong')
    expect(rangeProblem('2026-11-01', null)).toBeNull()
  })

  it('asks from the first day’s start to the start of the day after the last, leaving out an open end', () => {
    const params = rangeParams({ from: '2026-11-01', to: '2026-11-30' })
    expect(params.from).toBe(new Date(2026, 10, 1).toISOString())
    expect(params.to).toBe(new Date(2026, 11, 1).toISOString())
    expect(rangeParams({ from: null, to: '2026-11-30' })).not.toHaveProperty('from')
    expect(rangeParams({ from: 'nonsense', to: null })).toEqual({})
  })
})
