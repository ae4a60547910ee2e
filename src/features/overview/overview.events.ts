/**
 * Facts of the /rpc overview (issue 18): the RU forecast and today's usage as the server answered
 * them, the banners shown now, and a banner the reader put away. Each carries what the server
 * answered whole, so the projection needs nothing else.
 */
import type { UsageTimeline, RuForecast } from '../../../contract/methods/reports-usage'
import type { Banner } from '../../../contract/methods/system'

declare module '../../store/events' {
  interface EventPayloads {
    /** hub_reportRuForecast's answer. */
    'overview.forecast.loaded': RuForecast
    /** Today's hourly usage (local day `from`–`to`), as hub_reportUsageSeries answered. */
    'overview.today.loaded': { from: string; to: string; timeline: UsageTimeline }
    /** hub_getBanner's answer. */
    'overview.banners.loaded': { banners: Banner[] }
    /** The reader closed a banner; it stays closed on this account, in every tab. */
    'overview.banner.dismissed': { id: string }
  }
}
