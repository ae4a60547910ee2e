/**
 * The usage and money series of contract/methods/reports.ts, for the account or the team in
 * context (report-scope.ts). Series over time are built in usage-series.ts and money-series.ts.
 */
import type { MethodRegistry } from '../../rpc/registry'
import { ownerOf } from '../wallet/wallet.methods'
import { moneySeries } from './money-series'
import { reportScope } from './report-scope'
import { keySeries, usageSeries } from './usage-series'

/** Registers the 7 series methods. */
export function registerReportMethods(registry: MethodRegistry): void {
  registry.register('hub_reportUserRuUsage', async (ctx, params) =>
    usageSeries(ctx.db, await reportScope(ctx), params, 'ru'),
  )
  registry.register('hub_reportUserPurchase', async (ctx, params) =>
    moneySeries(ctx.db, ownerOf(ctx), params, 'purchase'),
  )
  registry.register('hub_reportUserDeposit', async (ctx, params) =>
    moneySeries(ctx.db, ownerOf(ctx), params, 'deposit'),
  )
  registry.register('hub_reportUserRequestByApikey', async (ctx, params) =>
    keySeries(ctx.db, await reportScope(ctx), params, 'requests'),
  )
  registry.register('hub_reportUserRuUsageByApikey', async (ctx, params) =>
    keySeries(ctx.db, await reportScope(ctx), params, 'ru'),
  )
  registry.register('hub_reportApikeyRequest', async (ctx, { apikeyId, ...params }) =>
    usageSeries(ctx.db, await reportScope(ctx, { apikeyId }), params, 'requests'),
  )
  registry.register('hub_reportApikeyRuUsage', async (ctx, { apikeyId, ...params }) =>
    usageSeries(ctx.db, await reportScope(ctx, { apikeyId }), params, 'ru'),
  )
}
