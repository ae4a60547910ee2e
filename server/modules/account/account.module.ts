/**
 * The account area: users, sessions, the profile and its settings, and the log of applied writes.
 */
import type { HubModule } from '../module'
import { registerAccountMethods } from './account.methods'
import { registerDevAccountMethods } from './dev.methods'
import { registerEmailAccountMethods } from './email-account.methods'
import { registerOauthMethods } from './oauth.methods'
import { registerEmailBindingMethods } from './email-binding.methods'
import { registerProfileSettingsMethods } from './profile-settings.methods'
import { registerWalletLoginMethods } from './wallet-login.methods'

/** Owns the `users`, `sessions` and `account_activity` tables. */
export const accountModule: HubModule = {
  name: 'account',
  registerMethods(registry, settings) {
    registerAccountMethods(registry)
    registerEmailAccountMethods(registry, settings)
    registerEmailBindingMethods(registry, settings)
    registerProfileSettingsMethods(registry)
    registerWalletLoginMethods(registry)
    registerOauthMethods(registry, settings)
    if (!settings.production) registerDevAccountMethods(registry)
  },
}
