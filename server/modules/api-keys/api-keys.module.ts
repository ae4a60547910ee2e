/**
 * The API keys area (issue 7): a user's or a team's keys and their endpoint settings: create, list,
 * rename, delete (api-keys.methods.ts), features and whitelists (api-key-settings.methods.ts),
 * rotation and freezing (api-key-lifecycle.methods.ts), keys whose features exceed the package
 * (need-upgrade.methods.ts). The gateway's check is an HTTP route
 * (gateway.routes.ts, registered in app.ts), not a method.
 * A key's endpoint URLs on every network: api-key-endpoints.methods.ts; when each key was last
 * used: api-key-last-use.methods.ts; dev-only: dev.methods.ts.
 */
import type { CacheInvalidation } from '../../db/cache-invalidation'
import type { HubModule } from '../module'
import { registerApiKeyEndpointMethods } from './api-key-endpoints.methods'
import { registerApiKeyLastUseMethods } from './api-key-last-use.methods'
import { registerApiKeyLifecycleMethods } from './api-key-lifecycle.methods'
import { registerApiKeySettingsMethods } from './api-key-settings.methods'
import { registerApiKeyMethods } from './api-keys.methods'
import { registerDevApiKeyMethods } from './dev.methods'
import { registerNeedUpgradeMethods } from './need-upgrade.methods'

declare module '../module' {
  interface ModuleSettings {
    /** The instance's cache invalidation feed (app.ts); absent: nothing is cached. */
    cacheInvalidation?: CacheInvalidation
  }
}

/** Owns the `api_keys` table. */
export const apiKeysModule: HubModule = {
  name: 'api-keys',
  registerMethods(registry, settings) {
    registerApiKeyMethods(registry, settings.cacheInvalidation)
    registerApiKeyLifecycleMethods(registry)
    registerApiKeyEndpointMethods(registry, settings)
    if (!settings.production) registerDevApiKeyMethods(registry, settings.cacheInvalidation)
    registerApiKeySettingsMethods(registry)
    registerNeedUpgradeMethods(registry)
    registerApiKeyLastUseMethods(registry)
  },
}
