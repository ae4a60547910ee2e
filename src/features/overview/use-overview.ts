/**
 * The overview's figures: read from the store (so offline they show with their age), refreshed
 * from the server when the page opens and when the network returns (`useStoredRead`). The reads are quiet:
 * the stored figures still show, and a card says "not loaded" only where nothing is stored.
 */
import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/enums'
import type { View } from '../../store/event-log'
import { fact } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import { useStoredRead } from '../../store/use-stored-read'
import { useView } from '../../store/use-view'
import { overviewProjection, type OverviewState } from './overview.projection'
import { readBanners, readRuForecast, readTodayUsage } from './overview.reads'

export interface Overview {
  view: View<OverviewState> | undefined
  /** The last refresh of the forecast or today's usage failed (offline, refused, 429). */
  failed: boolean
  /**
   * Whether the banners and the usage (which decides whether the first steps show) are known:
   * stored by an earlier visit, or this visit's reads have answered or failed.
   */
  settled: boolean
  dismissBanner(id: string): void
}

export function useOverview(enabled: boolean): Overview {
  const { i18n } = useLingui()
  const language = (i18n.locale === 'zh' ? 'zh' : 'en') satisfies Language
  const view = useView(overviewProjection)
  const usage = useStoredRead(
    'overview-usage',
    (options) => Promise.all([readRuForecast(options), readTodayUsage(new Date(), options)]),
    enabled,
  )
  // A banner that fails to load is simply not shown.
  const banners = useStoredRead(`overview-banners-${language}`, (options) => readBanners(language, options), enabled)
  // Known once in the view (a read that answered is written to the store, and shows a moment later).
  const usageStored = !!view?.state.forecast && !!view.state.today
  const usageKnown = usageStored || usage.state === 'failed'
  const bannersKnown = banners.state === 'failed' || (banners.state === 'done' && !!view?.syncedAt)

  return {
    view,
    failed: usage.state === 'failed',
    // An earlier visit's figures stand for both: the page does not wait for the network.
    settled: usageStored || (usageKnown && bannersKnown),
    dismissBanner: (id) => void recordFacts([fact('overview.banner.dismissed', { id }, 'user')]),
  }
}
