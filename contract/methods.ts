/**
 * The map of every Hub API method, by name. The server registers a handler per entry; the app's
 * RPC client types its calls from it (`import type` only, so no schema reaches the app bundle).
 */
import type * as v from 'valibot'
import type { MethodSpec } from './rpc'
import { accountAuthMethods } from './methods/account-auth'
import { accountBindingMethods } from './methods/account-bindings'
import { accountProfileMethods } from './methods/account-profile'
import { apiKeyMethods } from './methods/api-keys'
import { billingMethods } from './methods/billing'
import { cardMethods } from './methods/cards'
import { nodeMethods } from './methods/nodes'
import { noticeMethods } from './methods/notices'
import { packageMethods } from './methods/packages'
import { pushMethods } from './methods/push'
import { reportBreakdownMethods } from './methods/reports-breakdowns'
import { reportMethods } from './methods/reports'
import { reportUsageMethods } from './methods/reports-usage'
import { systemMethods } from './methods/system'
import { teamMethods } from './methods/teams'
import { walletMethods } from './methods/wallet'

export const methods = {
  ...systemMethods,
  ...accountAuthMethods,
  ...accountBindingMethods,
  ...accountProfileMethods,
  ...cardMethods,
  ...apiKeyMethods,
  ...reportMethods,
  ...reportBreakdownMethods,
  ...reportUsageMethods,
  ...noticeMethods,
  ...pushMethods,
  ...walletMethods,
  ...packageMethods,
  ...billingMethods,
  ...teamMethods,
  ...nodeMethods,
} satisfies Record<string, MethodSpec>

export type Methods = typeof methods
export type MethodName = keyof Methods
/** The params a caller sends (before validation defaults apply). */
export type ParamsOf<M extends MethodName> = v.InferInput<Methods[M]['params']>
/** The params a handler receives (after validation). */
export type ValidParamsOf<M extends MethodName> = v.InferOutput<Methods[M]['params']>
export type ResultOf<M extends MethodName> = Methods[M] extends MethodSpec<v.GenericSchema, infer R> ? R : never
