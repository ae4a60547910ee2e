/**
 * The overview's server reads, each answered as the fact the store records (use-stored-read.ts):
 * the RU forecast, today's requests by hour, and the banners for the reader's language.
 */
import type { Language } from '../../../contract/enums'
import { rpc, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import { localDay } from './local-day'
import './overview.events'

export async function readRuForecast(options: RpcOptions = {}): Promise<EventDraft> {
  return fact('overview.forecast.loaded', await rpc('hub_reportRuForecast', {}, options), 'server')
}

export async function readTodayUsage(now: Date, options: RpcOptions = {}): Promise<EventDraft> {
  const { from, to } = localDay(now)
  const timeline = await rpc('hub_reportUsageSeries', { from, to, interval: 'hour' }, options)
  return fact('overview.today.loaded', { from, to, timeline }, 'server')
}

export async function readBanners(language: Language, options: RpcOptions = {}): Promise<EventDraft> {
  return fact('overview.banners.loaded', { banners: await rpc('hub_getBanner', { language }, options) }, 'server')
}
