/**
 * The totals and breakdowns of contract/methods/reports-breakdowns.ts (usage-composites.ts), for
 * the account or the team in context; a named key outside it is refused as not found.
 */
import type { MethodRegistry } from '../../rpc/registry'
import { reportScope } from './report-scope'
import {
  compositeInfo,
  compositesByKey,
  compositesByNetwork,
  methodCosts,
  usageTableByKey,
  usageTableByNetwork,
} from './usage-composites'

/** The "top 5" of the top-method charts. */
const TOP_METHODS = 5

/** Registers the 8 breakdown methods. */
export function registerReportBreakdownMethods(registry: MethodRegistry): void {
  registry.register('hub_reportUserCompositeInfo', async (ctx, params) =>
    compositeInfo(ctx.db, await reportScope(ctx), params),
  )
  registry.register('hub_reportApikeyCompositeInfo', async (ctx, { apikeyId, ...params }) =>
    compositeInfo(ctx.db, await reportScope(ctx, { apikeyId }), params),
  )
  registry.register('hub_reportUserCompositeInfoByApikey', async (ctx, params) =>
    compositesByKey(ctx.db, await reportScope(ctx), params),
  )
  registry.register('hub_reportUserCompositeInfoByNetwork', async (ctx, { apikeyId, ...params }) =>
    compositesByNetwork(ctx.db, await reportScope(ctx, { apikeyId }), params),
  )
  registry.register('hub_reportUsageInfoByApikey', async (ctx, params) =>
    usageTableByKey(ctx.db, await reportScope(ctx), params),
  )
  registry.register('hub_reportUsageInfoByNetwork', async (ctx, { apikeyId, ...params }) =>
    usageTableByNetwork(ctx.db, await reportScope(ctx, { apikeyId }), params),
  )
  registry.register('hub_reportUserTop5MethodRuCostByApikey', async (ctx, { apikeyId, ...params }) =>
    methodCosts(ctx.db, await reportScope(ctx, { apikeyId }), params, TOP_METHODS),
  )
  registry.register('hub_reportUserTop5MethodRuCostByNetwork', async (ctx, { networkId, ...params }) =>
    methodCosts(ctx.db, await reportScope(ctx, { networkId }), params, TOP_METHODS),
  )
}
