/**
 * The statistics query: one stored key per query (filters a query does not read leave it alone),
 * custom ranges checked before anything is asked, and periods sent as local times with the
 * reader's UTC offset (local midnight for days), across a daylight-saving change too.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_RANGE_DAYS } from '../../../contract/fields'
import { statisticsQuery } from './statistics-fixtures'
import { customRangeProblem, isComplete, localIso, periodRange, statisticsKey, utcOffset } from './statistics-query'
import { statisticsQueryOf, statisticsSearchOf } from './statistics-search'

const zone = process.env.TZ
const inZone = (tz: string) => {
  process.env.TZ = tz
}
afterAll(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('statisticsKey', () => {
  it('names scope, key, network, period and the key table, and nothing the query does not read', () => {
    const base = statisticsQuery()
    expect(statisticsKey(base)).not.toBe(statisticsKey(statisticsQuery({ period: '7d' })))
    expect(statisticsKey(base)).not.toBe(statisticsKey(statisticsQuery({ networkId: 'ethereum-mainnet' })))
    expect(statisticsKey(base)).not.toBe(statisticsKey(statisticsQuery({ keysSortBy: 'requests' })))
    expect(statisticsKey(statisticsQuery({ scope: 'apikey', apikeyId: 1 }))).not.toBe(
      statisticsKey(statisticsQuery({ scope: 'apikey', apikeyId: 2 })),
    )
    // A key left in the address while the scope is the account, or days of a rolling period: the same figures.
    expect(statisticsKey(statisticsQuery({ apikeyId: 1 }))).toBe(statisticsKey(base))
    expect(statisticsKey(statisticsQuery({ from: '2026-01-01', to: '2026-01-02' }))).toBe(statisticsKey(base))
  })
})

describe('customRangeProblem', () => {
  it('wants both days, forward, and at most MAX_RANGE_DAYS of them', () => {
    expect(customRangeProblem(null, '2026-11-01')).toBe('missing')
    expect(customRangeProblem('2026-02-30', '2026-03-01')).toBe('missing')
    expect(customRangeProblem('2026-11-02', '2026-11-01')).toBe('backwards')
    expect(customRangeProblem('2026-11-01', '2026-11-01')).toBeNull()
    const dayAfter = (days: number) => new Date(Date.UTC(2025, 0, 1 + days)).toISOString().slice(0, 10)
    expect(customRangeProblem('2025-01-01', dayAfter(MAX_RANGE_DAYS - 1))).toBeNull()
    expect(customRangeProblem('2025-01-01', dayAfter(MAX_RANGE_DAYS))).toBe('tooLong')
  })

  it('makes a query complete only with a valid range and, for the key scope, a key', () => {
    expect(isComplete(statisticsQuery())).toBe(true)
    expect(isComplete(statisticsQuery({ scope: 'apikey' }))).toBe(false)
    expect(isComplete(statisticsQuery({ scope: 'apikey', apikeyId: 3 }))).toBe(true)
    expect(isComplete(statisticsQuery({ period: 'custom', from: '2026-11-03', to: '2026-11-01' }))).toBe(false)
  })
})

describe('periodRange in UTC+08:00', () => {
  beforeEach(() => inZone('Asia/Shanghai'))
  const now = new Date('2026-11-26T06:30:00.000Z') // 14:30 in Shanghai

  it('asks for the last 24 whole hours by the hour, up to the end of this hour', () => {
    expect(periodRange({ period: '24h', from: null, to: null }, now)).toEqual({
      from: '2026-11-25T15:00:00+08:00',
      to: '2026-11-26T15:00:00+08:00',
      interval: 'hour',
    })
  })

  it('asks for the last 7 local days by the hour and 30 by the day, from local midnight', () => {
    expect(periodRange({ period: '7d', from: null, to: null }, now)).toEqual({
      from: '2026-11-20T00:00:00+08:00',
      to: '2026-11-27T00:00:00+08:00',
      interval: 'hour',
    })
    expect(periodRange({ period: '30d', from: null, to: null }, now)).toEqual({
      from: '2026-10-28T00:00:00+08:00',
      to: '2026-11-27T00:00:00+08:00',
      interval: 'day',
    })
  })

  it('asks for a custom range from the first day to the end of the last; two days or less by the hour', () => {
    expect(periodRange({ period: 'custom', from: '2026-11-01', to: '2026-11-02' }, now)).toEqual({
      from: '2026-11-01T00:00:00+08:00',
      to: '2026-11-03T00:00:00+08:00',
      interval: 'hour',
    })
    expect(periodRange({ period: 'custom', from: '2026-11-01', to: '2026-11-10' }, now)?.interval).toBe('day')
    expect(periodRange({ period: 'custom', from: '2026-11-10', to: '2026-11-01' }, now)).toBeNull()
  })

  it('writes the instant itself: the local time plus its offset is the same moment', () => {
    const range = periodRange({ period: '24h', from: null, to: null }, now)!
    expect(Date.parse(range.to) - Date.parse(range.from)).toBe(24 * 3_600_000)
    expect(new Date(Date.parse(range.to)).toISOString()).toBe('2026-11-26T07:00:00.000Z')
  })
})

describe('periodRange across a daylight-saving change (New York)', () => {
  beforeEach(() => inZone('America/New_York'))

  it('gives each end its own offset, so the days are whole local days', () => {
    // Clocks went back on 2026-11-01: the first days are in EDT (-04:00), the last in EST (-05:00).
    const range = periodRange({ period: 'custom', from: '2026-10-30', to: '2026-11-03' }, new Date())!
    expect(range.from).toBe('2026-10-30T00:00:00-04:00')
    expect(range.to).toBe('2026-11-04T00:00:00-05:00')
    expect(utcOffset(new Date(2026, 6, 1))).toBe('-04:00')
  })

  it('writes offsets of whole and half hours', () => {
    inZone('Asia/Kolkata')
    expect(localIso(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01T05:30:00+05:30')
    inZone('UTC')
    expect(localIso(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01T00:00:00+00:00')
  })
})

describe('statistics search', () => {
  it('round-trips a query through the address and drops what it cannot read', () => {
    const query = statisticsQuery({
      scope: 'apikey',
      apikeyId: 4,
      networkId: 'base-mainnet',
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-05',
      keysPage: 2,
      keysPerPage: 20,
      keysSortBy: 'errors',
      keysOrder: 'ascending',
    })
    expect(statisticsQueryOf(statisticsSearchOf(query))).toEqual(query)
    expect(statisticsSearchOf(statisticsQuery())).toEqual({})
    expect(statisticsQueryOf({ period: 'week', key: '-3', size: '7', from: '2026-13-01' })).toEqual(statisticsQuery())
  })
})
