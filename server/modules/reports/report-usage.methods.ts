/**
 * The reports beyond the seed (contract/methods/reports-usage.ts): the /rpc/statistic timeline,
 * every method's RU cost, and the RU forecast of the /rpc overview.
 */
import { MAX_METHOD_COSTS } from '../../../contract/index'
import type { MethodRegistry } from '../../rpc/registry'
import { ownerOf } from '../wallet/wallet.methods'
import { reportScope } from './report-scope'
import { ruForecast } from './ru-forecast'
import { methodCosts } from './usage-composites'
import { usageTimeline } from './usage-series'

/** Registers hub_reportUsageSeries, hub_reportMethodRuCosts and hub_reportRuForecast. */
export function registerReportUsageMethods(registry: MethodRegistry): void {
  registry.register('hub_reportUsageSeries', async (ctx, { apikeyId, networkId, ...params }) =>
    usageTimeline(ctx.db, await reportScope(ctx, { apikeyId, networkId }), params),
  )
  registry.register('hub_reportMethodRuCosts', async (ctx, { apikeyId, networkId, ...params }) =>
    methodCosts(ctx.db, await reportScope(ctx, { apikeyId, networkId }), params, MAX_METHOD_COSTS),
  )
  registry.register('hub_reportRuForecast', async (ctx) => ruForecast(ctx.db, ownerOf(ctx)))
}
