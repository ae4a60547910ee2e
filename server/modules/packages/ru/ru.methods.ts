/**
 * The request-unit methods: `hub_getViewUsedInfo` (every owner) and, outside production only,
 * `dev_consumeRu`, which meters RU as the gateway's calls are (reports/metering/dev-usage.ts) so
 * people and tests can run a package down and see it in the usage reports.
 */
import type { MethodRegistry } from '../../../rpc/registry'
import { apiKeyOwnerOf } from '../../api-keys/api-keys.methods'
import { devOwner } from '../dev.methods'
import { meterDevUsage } from '../../reports/metering/dev-usage'
import { usedInfoPage } from './used-info'

/** Registers hub_getViewUsedInfo, and dev_consumeRu unless `production`. */
export function registerRuMethods(registry: MethodRegistry, { production }: { production: boolean }): void {
  registry.register('hub_getViewUsedInfo', async (ctx, filter) => usedInfoPage(ctx.db, apiKeyOwnerOf(ctx), filter))
  if (production) return
  // Through metering, so what it draws shows in the usage reports too (metering/dev-usage.ts).
  registry.register('dev_consumeRu', async (ctx, { email, teamId, ru, archive, apikeyId, network, method }) =>
    meterDevUsage(ctx.db, await devOwner(ctx.db, email, teamId), { units: ru, archive, apikeyId, network, method }),
  )
}
