import { describe, expect, it } from 'vitest'
import type { RuForecast, UsageTimeline } from '../../../contract/methods/reports-usage'
import { applyEvent } from '../../store/projection'
import type { HubEvent } from '../../store/events'
import {
  hourlyRequests,
  isToday,
  MAX_DISMISSED_BANNERS,
  overviewProjection,
  visibleBanners,
  type OverviewState,
} from './overview.projection'

let seq = 0
function event<T extends HubEvent['type']>(type: T, payload: Extract<HubEvent, { type: T }>['payload'], at: string) {
  seq += 1
  return { seq, id: `e${seq}`, type, v: 1, payload, at, origin: 'server', scope: 'u1' } as HubEvent
}
const fold = (events: HubEvent[], state: OverviewState = overviewProjection.initial) =>
  events.reduce((current, next) => applyEvent(overviewProjection, current, next), state)

const forecast: RuForecast = {
  ruLeft: 19_400_000,
  dailyRate: 1_600_000,
  basedOnDays: 7,
  daysLeft: 12.125,
  runsOutAt: '2026-12-08T15:00:00.000Z',
  topsUp: false,
  asOf: '2026-11-26T12:00:00.000Z',
}

const point = (time: string, requests: number) => ({
  time,
  requests,
  ru: requests * 10,
  errors: 0,
  rateLimited: 0,
  p50LatencyMs: null,
  p95LatencyMs: null,
})

const timeline: UsageTimeline = {
  interval: 'hour',
  points: [
    point('2026-11-26T00:00:00+08:00', 4),
    point('2026-11-26T01:00:00+08:00', 9),
    point('2026-11-26T02:00:00+08:00', 0),
    point('2026-11-26T03:00:00+08:00', 0),
  ],
  totals: {
    requests: 13,
    ru: 130,
    errors: 0,
    rateLimited: 0,
    errorRate: 0,
    medianLatencyMs: null,
    p95LatencyMs: null,
  },
}

describe('the overview projection', () => {
  it('keeps the forecast and today’s usage with the time each answer arrived', () => {
    const state = fold([
      event('overview.forecast.loaded', forecast, '2026-11-26T12:00:01.000Z'),
      event(
        'overview.today.loaded',
        { from: '2026-11-26T00:00:00+08:00', to: '2026-11-27T00:00:00+08:00', timeline },
        '2026-11-25T17:30:00.000Z',
      ),
    ])
    expect(state.forecast).toEqual({ ...forecast, loadedAt: '2026-11-26T12:00:01.000Z' })
    expect(state.today).toMatchObject({ requests: 13, ru: 130, loadedAt: '2026-11-25T17:30:00.000Z' })
    // 17:30 UTC is 01:30 at +08:00: the hours after it have not happened yet.
    expect(hourlyRequests(state.today!)).toEqual([4, 9])
    expect(isToday(state.today!, Date.parse('2026-11-26T15:59:59Z'))).toBe(true)
    expect(isToday(state.today!, Date.parse('2026-11-26T16:00:00Z'))).toBe(false)
  })

  it('shows the current banners the reader has not closed, and remembers a bounded list of closed ones', () => {
    const banners = [
      { id: 'a', title: 'A', titleZh: '甲', link: null },
      { id: 'b', title: 'B', titleZh: '乙', link: '/rpc/endpoint' },
    ]
    const state = fold([
      event('overview.banners.loaded', { banners }, '2026-11-26T12:00:00.000Z'),
      event('overview.banner.dismissed', { id: 'a' }, '2026-11-26T12:01:00.000Z'),
      event('overview.banner.dismissed', { id: 'a' }, '2026-11-26T12:02:00.000Z'),
    ])
    expect(visibleBanners(state).map((banner) => banner.id)).toEqual(['b'])
    expect(state.dismissedBanners).toEqual(['a'])

    const many = fold(
      Array.from({ length: MAX_DISMISSED_BANNERS + 5 }, (_, index) =>
        event('overview.banner.dismissed', { id: `x${index}` }, '2026-11-26T12:00:00.000Z'),
      ),
    )
    expect(many.dismissedBanners).toHaveLength(MAX_DISMISSED_BANNERS)
    expect(many.dismissedBanners.at(-1)).toBe(`x${MAX_DISMISSED_BANNERS + 4}`)
  })
})
