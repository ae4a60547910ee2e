/**
 * The API keys area (issue 7): a user's or a team's keys and their endpoint settings: create, list,
 * rename, delete (api-keys.methods.ts), features and whitelists (api-key-settings.methods.ts),
 * rotation and freezing (api-key-lifecycle.methods.ts). The gateway's check is an HTTP route
 * (gateway.routes.ts, registered in app.ts), not a method.
 */
import type { HubModule } from '../module'
import { registerApiKeyLifecycleMethods } from './api-key-lifecycle.methods'
import { registerApiKeySettingsMethods } from './api-key-settings.methods'
import { registerApiKeyMethods } from './api-keys.methods'

/** Owns the `api_keys` table. */
export const apiKeysModule: HubModule = {
  name: 'api-keys',
  registerMethods(registry) {
    registerApiKeyMethods(registry)
    registerApiKeyLifecycleMethods(registry)
    registerApiKeySettingsMethods(registry)
  },
}
