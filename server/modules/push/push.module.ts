/**
 * The Web Push area: browsers' subscriptions and the VAPID key (push.methods.ts, vapid-keys.ts),
 * and the sender the notice pipeline calls for users without a live socket (push-sender.ts).
 */
import type { VapidSettings } from '../../config'
import type { HubModule } from '../module'
import { registerPushMethods } from './push.methods'

declare module '../module' {
  interface ModuleSettings {
    /**
     * `ServerConfig.vapid` (`HUBDECK_VAPID_*`); absent: a generated pair stored in the database.
     * Declared here until app.ts passes it on; then it belongs in module.ts.
     */
    vapid?: VapidSettings
  }
}

/** Owns `push_subscriptions` and `server_settings`. */
export const pushModule: HubModule = {
  name: 'push',
  registerMethods(registry, settings) {
    registerPushMethods(registry, { production: settings.production, vapid: settings.vapid })
  },
}
