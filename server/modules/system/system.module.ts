/**
 * The system area: deployment configuration, the chain catalogue, banners, event tracking.
 */
import type { HubModule } from '../module'
import { seedChains } from './chains.seed'
import { registerSystemMethods } from './system.methods'

/** Owns the `chains`, `networks`, `banners` and `event_tracking` tables. */
export const systemModule: HubModule = {
  name: 'system',
  registerMethods: registerSystemMethods,
  async seedReferenceData(db) {
    await seedChains(db)
  },
}
