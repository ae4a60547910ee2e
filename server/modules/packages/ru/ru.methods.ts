/**
 * The request-unit methods: `hub_getViewUsedInfo` (every owner) and, outside production only,
 * `dev_consumeRu`, which draws exactly as usage metering will (consume-ru.ts) so people and
 * tests can run a package down.
 */
import type { MethodRegistry } from '../../../rpc/registry'
import { apiKeyOwnerOf } from '../../api-keys/api-keys.methods'
import { devOwner } from '../dev.methods'
import { consumeRu } from './consume-ru'
import { usedInfoPage } from './used-info'

/** Registers hub_getViewUsedInfo, and dev_consumeRu unless `production`. */
export function registerRuMethods(registry: MethodRegistry, { production }: { production: boolean }): void {
  registry.register('hub_getViewUsedInfo', async (ctx, filter) => usedInfoPage(ctx.db, apiKeyOwnerOf(ctx), filter))
  if (production) return
  registry.register('dev_consumeRu', async (ctx, { email, teamId, ru, archive }) =>
    consumeRu(ctx.db, await devOwner(ctx.db, email, teamId), ru, { archive }),
  )
}
