/**
 * The account area: users, sessions, the profile and its settings.
 */
import type { HubModule } from '../module'
import { registerAccountMethods } from './account.methods'

/** Owns the `users` and `sessions` tables. */
export const accountModule: HubModule = {
  name: 'account',
  registerMethods: registerAccountMethods,
}
