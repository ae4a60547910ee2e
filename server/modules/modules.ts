/**
 * The server's modules, in registration order. A new area adds its module here and nowhere else.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { MethodRegistry } from '../rpc/registry'
import type { HubModule, ModuleSettings } from './module'
import { accountModule } from './account/account.module'
import { apiKeysModule } from './api-keys/api-keys.module'
import { billingModule } from './billing/billing.module'
import { nodesModule } from './nodes/nodes.module'
import { noticesModule } from './notices/notices.module'
import { packagesModule } from './packages/packages.module'
import { pushModule } from './push/push.module'
import { reportsModule } from './reports/reports.module'
import { systemModule } from './system/system.module'
import { teamsModule } from './teams/teams.module'
import { walletModule } from './wallet/wallet.module'

/** Every module of the server. */
export const hubModules: readonly HubModule[] = [
  systemModule,
  accountModule,
  walletModule,
  noticesModule,
  pushModule,
  teamsModule,
  apiKeysModule,
  packagesModule,
  nodesModule,
  billingModule,
  reportsModule,
]

/** A registry with every module's methods. */
export function registerAllMethods(registry: MethodRegistry, settings: ModuleSettings): MethodRegistry {
  for (const module of hubModules) module.registerMethods(registry, settings)
  return registry
}

/** Seeds every module's reference data; call after `migrate()`. */
export async function seedReferenceData(db: Kysely<DB>): Promise<void> {
  for (const module of hubModules) await module.seedReferenceData?.(db)
}
