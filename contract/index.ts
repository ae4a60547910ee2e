/** The one barrel in the project: the contract is imported as a whole by app and server. */
export * from './rpc'
export * from './errors'
export * from './fields'
export * from './storable-input'
export * from './enums'
export * from './statuses'
export * from './notice-types'
export * from './socket-messages'
export * from './http-routes'
export * from './build-manifest'
export * from './catalog-names'
export * from './locales'
export * from './prerendered-pages'
export * from './session-cookie'
export * from './methods'
export type * from './methods/system'
export type * from './methods/account-auth'
export type * from './methods/account-bindings'
export type * from './methods/account-profile'
export type * from './methods/cards'
export type * from './methods/api-keys'
export type * from './methods/reports'
export type * from './methods/reports-breakdowns'
export type * from './methods/reports-usage'
export type * from './gateway-usage'
export type * from './methods/notices'
export type * from './methods/push'
export type * from './methods/wallet'
export type * from './methods/packages'
export type * from './methods/billing'
export type * from './methods/teams'
export type * from './methods/nodes'
export type * from './methods/dev'
export { devMethods, noticeExpandSchema } from './methods/dev'
export { MAX_WHITELIST_ENTRIES } from './methods/api-keys'
export { MAX_HOURLY_RANGE_DAYS } from './methods/reports'
export { USAGE_SORT_FIELDS } from './methods/reports-breakdowns'
export { MAX_METHOD_COSTS } from './methods/reports-usage'
export { MAX_NOTICES_PER_PAGE } from './methods/notices'
export { MAX_PUSH_ENDPOINT_LENGTH } from './methods/push'
export {
  MAX_NODE_MONTHS,
  NODE_BILLING_CYCLES,
  NODE_CLIENTS,
  NODE_CYCLE_MONTHS,
  NODE_PROVISION_STEPS,
} from './methods/nodes'
export { EMPTY_INVOICE_CONFIG, INVOICE_CONFIG_MAX } from './methods/billing'
export { MAX_EXTRA_RECIPIENTS, MAX_LOW_RU_THRESHOLD } from './methods/account-profile'
export {
  TEAM_PERMISSIONS,
  ROLE_PERMISSIONS,
  METHOD_PERMISSIONS,
  mayCall,
  refusalReason,
  roleHas,
  rolesWith,
  permissionOf,
} from './team-permissions'
export type {
  TeamPermission,
  MethodPermission,
  UserMethodName,
  TeamMethodName,
  RefusalReason,
} from './team-permissions'
