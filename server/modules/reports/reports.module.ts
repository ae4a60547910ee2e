/**
 * The usage reports (issue 18): series over time (reports.methods.ts), totals and breakdowns by
 * key, network and method (report-breakdowns.methods.ts), the /rpc/statistic timeline, every
 * method's RU and the RU forecast (report-usage.methods.ts). They read the buckets that metering
 * (metering/) writes; they write nothing.
 */
import type { HubModule } from '../module'
import { registerReportBreakdownMethods } from './report-breakdowns.methods'
import { registerReportUsageMethods } from './report-usage.methods'
import { registerReportMethods } from './reports.methods'

/** Reads `usage_hourly`, `usage_daily`, their owner rollups, purchases and deposits; owns no table. */
export const reportsModule: HubModule = {
  name: 'reports',
  registerMethods(registry) {
    registerReportMethods(registry)
    registerReportBreakdownMethods(registry)
    registerReportUsageMethods(registry)
  },
}
