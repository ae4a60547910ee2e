/**
 * The notices area: the listed notices, their read state, and `notify` (notify.ts), which every
 * module calls to tell a user or a team something.
 */
import type { HubModule } from '../module'
import { registerDevNoticeMethods } from './dev.methods'
import { registerNoticeMethods } from './notices.methods'

/** Owns the `notices` table. */
export const noticesModule: HubModule = {
  name: 'notices',
  registerMethods(registry, settings) {
    registerNoticeMethods(registry)
    if (!settings.production) registerDevNoticeMethods(registry)
  },
}
