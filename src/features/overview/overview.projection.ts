/**
 * The overview's own figures as last read, each with the time its answer arrived, so offline the
 * page shows them with their age: the RU forecast, today's usage by hour, the current banners and
 * which banners the reader closed (bounded: the newest MAX_DISMISSED_BANNERS).
 */
import type { RuForecast, UsagePoint } from '../../../contract/methods/reports-usage'
import type { Banner } from '../../../contract/methods/system'
import type { Projection } from '../../store/projection'
import './overview.events'

export const MAX_DISMISSED_BANNERS = 50

export interface TodayUsage {
  /** The local day read: its start and end. */
  from: string
  to: string
  points: UsagePoint[]
  requests: number
  ru: number
  loadedAt: string
}

export interface OverviewState {
  forecast: (RuForecast & { loadedAt: string }) | null
  today: TodayUsage | null
  banners: Banner[]
  dismissedBanners: string[]
}

export const overviewProjection: Projection<OverviewState> = {
  name: 'overview',
  version: 1,
  initial: { forecast: null, today: null, banners: [], dismissedBanners: [] },
  on: {
    'overview.forecast.loaded': (state, event) => ({ ...state, forecast: { ...event.payload, loadedAt: event.at } }),
    'overview.today.loaded': (state, event) => {
      const { from, to, timeline } = event.payload
      return {
        ...state,
        today: {
          from,
          to,
          points: timeline.points,
          requests: timeline.totals.requests,
          ru: timeline.totals.ru,
          loadedAt: event.at,
        },
      }
    },
    'overview.banners.loaded': (state, event) => ({ ...state, banners: event.payload.banners }),
    'overview.banner.dismissed': (state, event) =>
      state.dismissedBanners.includes(event.payload.id)
        ? state
        : { ...state, dismissedBanners: [...state.dismissedBanners, event.payload.id].slice(-MAX_DISMISSED_BANNERS) },
  },
}

/** The banners to show: current ones the reader has not closed. */
export function visibleBanners(state: OverviewState): Banner[] {
  return state.banners.filter((banner) => !state.dismissedBanners.includes(banner.id))
}

/**
 * Requests per hour of the day read, up to the hour the answer came in (the hours after it are
 * not zero, they have not happened).
 */
export function hourlyRequests(today: TodayUsage): number[] {
  const until = Date.parse(today.loadedAt)
  return today.points.filter((point) => Date.parse(point.time) <= until).map((point) => point.requests)
}

/** Whether the stored day is still today at `now` (else its figures are yesterday's). */
export function isToday(today: TodayUsage, now: number): boolean {
  return Date.parse(today.from) <= now && now < Date.parse(today.to)
}
