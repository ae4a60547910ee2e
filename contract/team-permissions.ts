/**
 * Team roles and what each may do (issue 19; SPEC §6 leaves per-role rights "not shown", so they
 * are decided here as QuickNode and dRPC keep them). One matrix for both sides: the server refuses
 * a call the caller's role may not make (10403, before any handler runs), and the app hides or
 * disables the same actions with the same reason.
 *
 * Every `user` method maps to exactly one permission, checked when the method is called in team
 * context (a `Team-Id` header, or a `teamId` param of the team methods), or to `personal`: the
 * method never acts for a team (the caller's own profile, invitations, login), so any role may
 * call it in any context. A new `user` method that is not mapped here is a type error.
 */
import type { Methods } from './methods'

/** A member's role in a team, from most to least powerful. Exactly one owner per team. */
export const TEAM_ROLES = ['owner', 'admin', 'developer', 'billing', 'viewer'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/**
 * - `team.read`: see the team: its info, members, logs, usage, keys, wallet, bills (all roles).
 * - `keys.write`: create, rename, delete, rotate and freeze keys; their features and whitelist.
 * - `billing.write`: deposits, cards, packages, nodes, auto-renew, invoice settings, exports.
 * - `members.write`: invite, revoke invitations, remove members, notes, roles below admin.
 * - `team.admin`: rename, disband, transfer ownership, make or unmake admins.
 */
export const TEAM_PERMISSIONS = ['team.read', 'keys.write', 'billing.write', 'members.write', 'team.admin'] as const
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number]

/** What each role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<TeamRole, readonly TeamPermission[]>> = {
  owner: ['team.read', 'keys.write', 'billing.write', 'members.write', 'team.admin'],
  admin: ['team.read', 'keys.write', 'billing.write', 'members.write'],
  developer: ['team.read', 'keys.write'],
  billing: ['team.read', 'billing.write'],
  viewer: ['team.read'],
}

/** The methods that need a session: the keys of the matrix. */
export type UserMethodName = {
  [M in keyof Methods]: Methods[M]['auth'] extends 'user' ? M : never
}[keyof Methods]

/** A method's permission in team context, or `personal` when it never acts for a team. */
export type MethodPermission = TeamPermission | 'personal'

/**
 * The permission of every `user` method. A write mapped to a team permission is also written to
 * the team log (server/modules/teams/logs/team-log-actions.ts names its action).
 */
export const METHOD_PERMISSIONS = {
  // Account: the caller's own login, profile and settings.
  hub_logout: 'personal',
  hub_noPassword: 'personal',
  hub_preBindEmail: 'personal',
  hub_sendBindConfirmMail: 'personal',
  hub_bindEmail: 'personal',
  hub_bindMetamask: 'personal',
  hub_unbindMetamask: 'personal',
  hub_bindOauth: 'personal',
  hub_bindOauthCheck: 'personal',
  hub_unbindOauth: 'personal',
  hub_getUserProfile: 'personal',
  hub_getTeamUserProfile: 'team.read',
  hub_getUserLimitInfo: 'personal',
  hub_setUserNickname: 'personal',
  hub_setRechargeTips: 'personal',
  hub_changeUserLang: 'personal',
  hub_removeAvatar: 'personal',
  hub_setUserAcceptTerm: 'personal',
  hub_getUserEmailConfig: 'personal',
  hub_setUserEmailConfig: 'personal',
  hub_setUserDiscountCode: 'personal',
  hub_getUserDiscountCodeDetail: 'personal',
  hub_savePushSubscription: 'personal',
  hub_deletePushSubscription: 'personal',
  hub_getPushPublicKey: 'personal',
  // Cards and card orders: the wallet owner's (the team's in team context).
  hub_getCreditCardList: 'team.read',
  hub_setDefaultCreditCard: 'billing.write',
  hub_removeCreditCard: 'billing.write',
  hub_createStripeSetup: 'billing.write',
  hub_getSubscriptions: 'team.read',
  hub_createStripeOrder: 'billing.write',
  // API keys.
  hub_getApiKeyNeedUpgrade: 'team.read',
  hub_rotateApiKey: 'keys.write',
  hub_freezeApiKey: 'keys.write',
  hub_unfreezeApiKey: 'keys.write',
  hub_generateApiKey: 'keys.write',
  hub_getApiKeys: 'team.read',
  hub_getPureApiKeys: 'team.read',
  hub_getApiKeysLastUse: 'team.read',
  hub_getApiKey: 'team.read',
  hub_getApiKeyEndpoints: 'team.read',
  hub_setApiKeyName: 'keys.write',
  hub_deleteApiKey: 'keys.write',
  hub_setApiKeyAdvancedFeatures: 'keys.write',
  hub_setApiKeyBundler: 'keys.write',
  hub_setApiKeyMev: 'keys.write',
  hub_updateApiKey: 'keys.write',
  // Usage reports.
  hub_reportUserRuUsage: 'team.read',
  hub_reportUserPurchase: 'team.read',
  hub_reportUserDeposit: 'team.read',
  hub_reportUserRequestByApikey: 'team.read',
  hub_reportUserRuUsageByApikey: 'team.read',
  hub_reportApikeyRequest: 'team.read',
  hub_reportApikeyRuUsage: 'team.read',
  hub_reportUserCompositeInfo: 'team.read',
  hub_reportApikeyCompositeInfo: 'team.read',
  hub_reportUserCompositeInfoByApikey: 'team.read',
  hub_reportUserCompositeInfoByNetwork: 'team.read',
  hub_reportUsageInfoByApikey: 'team.read',
  hub_reportUsageInfoByNetwork: 'team.read',
  hub_reportUserTop5MethodRuCostByApikey: 'team.read',
  hub_reportUserTop5MethodRuCostByNetwork: 'team.read',
  hub_reportUsageSeries: 'team.read',
  hub_reportMethodRuCosts: 'team.read',
  hub_reportRuForecast: 'team.read',
  // Notices: the team's in team context; marking them read is open to every member.
  hub_getUserMessages: 'team.read',
  hub_setUserMessageRead: 'team.read',
  hub_setUserMessageReadAll: 'team.read',
  // Wallet, deposits, packages.
  hub_getUserWalletOverview: 'team.read',
  hub_setUserAutoRenew: 'billing.write',
  hub_setLowBalanceThreshold: 'billing.write',
  hub_getWalletCoinList: 'team.read',
  hub_getDepositAddress: 'billing.write',
  hub_getDepositAddressList: 'team.read',
  hub_getWalletDeposit: 'team.read',
  hub_getWalletDepositPending: 'team.read',
  hub_delWalletDepositPending: 'billing.write',
  hub_depositByCard: 'billing.write',
  hub_polling: 'team.read',
  hub_getSkuList: 'team.read',
  hub_buyPackage: 'billing.write',
  hub_buyPackageByCard: 'billing.write',
  hub_skuFirstConfirm: 'billing.write',
  hub_skuFirstConfirmCard: 'billing.write',
  hub_getFreeSkuBuyFreeType: 'team.read',
  hub_getEnterpriseInfo: 'team.read',
  // Statements, exports and invoices.
  hub_getViewUserPurchaseInfo: 'team.read',
  hub_getViewUsedInfo: 'team.read',
  hub_getUserBill: 'team.read',
  hub_getViewUserDepositInfoCsv: 'billing.write',
  hub_getViewUserPurchaseInfoCsv: 'billing.write',
  hub_getViewUserBillCsv: 'billing.write',
  hub_getUserInvoice: 'team.read',
  hub_getUserInvoiceConfig: 'team.read',
  hub_updateUserInvoiceConfig: 'billing.write',
  hub_getInvoicePreviewCode: 'team.read',
  hub_getReceiptUrl: 'team.read',
  // Teams: the team a method acts on is its `teamId` param.
  hub_getMyTeam: 'personal',
  hub_createTeam: 'personal',
  hub_editTeamName: 'team.admin',
  hub_deleteTeam: 'team.admin',
  hub_leaveTeam: 'team.read',
  hub_getTeamMembers: 'team.read',
  hub_addMember: 'members.write',
  hub_removeMember: 'members.write',
  hub_revokeInvite: 'members.write',
  hub_setMemberRole: 'members.write',
  hub_transferTeamOwnership: 'team.admin',
  hub_editTeamNote: 'members.write',
  hub_getMyInvite: 'personal',
  hub_approveInvite: 'personal',
  hub_rejectInvite: 'personal',
  hub_getUserCode: 'personal',
  hub_getTeamLogs: 'team.read',
  // Dedicated nodes.
  hub_getDnSku: 'team.read',
  hub_buyDnNodeByWallet: 'billing.write',
  hub_buyDnNodeByCard: 'billing.write',
  hub_getUserDnNodeView: 'team.read',
  hub_renewDnNodeByWallet: 'billing.write',
  hub_renewDnNodeByCard: 'billing.write',
  hub_setDnNodeAutoRenew: 'billing.write',
} as const satisfies Record<UserMethodName, MethodPermission>

/** The methods that act for a team when called in team context. */
export type TeamMethodName = {
  [M in UserMethodName]: (typeof METHOD_PERMISSIONS)[M] extends 'personal' ? never : M
}[UserMethodName]

/** Whether `role` holds `permission`. */
export function roleHas(role: TeamRole, permission: TeamPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}

/** The roles that hold `permission`, most powerful first. */
export function rolesWith(permission: TeamPermission): TeamRole[] {
  return TEAM_ROLES.filter((role) => roleHas(role, permission))
}

/**
 * Whether a member with `role` may call `method` in team context. A method not in the matrix (a
 * public or dev method) is not the matrix's to refuse.
 */
export function mayCall(role: TeamRole, method: string): boolean {
  const permission = permissionOf(method)
  return permission === null || permission === 'personal' || roleHas(role, permission)
}

/** The permission `method` needs in team context; null for a method outside the matrix. */
export function permissionOf(method: string): MethodPermission | null {
  return Object.hasOwn(METHOD_PERMISSIONS, method) ? METHOD_PERMISSIONS[method as UserMethodName] : null
}

/** Words of a refusal, in both languages of the app (SPEC §9). */
export interface RefusalReason {
  /** The roles that may do it, most powerful first. */
  roles: TeamRole[]
  en: string
  zh: string
}

const ROLE_NAMES: Record<TeamRole, { en: string; zh: string }> = {
  owner: { en: 'owner', zh: '所有者' },
  admin: { en: 'admin', zh: '管理员' },
  developer: { en: 'developer', zh: '开发者' },
  billing: { en: 'billing manager', zh: '财务' },
  viewer: { en: 'viewer', zh: '只读成员' },
}

/**
 * Why `role` may not call `method`, naming the roles that may ("Only an owner or admin can do
 * this"); null when it may.
 */
export function refusalReason(role: TeamRole, method: string): RefusalReason | null {
  const permission = permissionOf(method)
  if (permission === null || permission === 'personal' || roleHas(role, permission)) return null
  const roles = rolesWith(permission)
  const en = roles.map((r) => ROLE_NAMES[r].en)
  const article = /^[aeiou]/.test(en[0] ?? '') ? 'an' : 'a'
  const enList = en.length <= 1 ? en.join('') : `${en.slice(0, -1).join(', ')} or ${en[en.length - 1]}`
  return {
    roles,
    en: `Only ${article} ${enList} can do this; your role in this team is ${ROLE_NAMES[role].en}`,
    zh: `只有${roles.map((r) => ROLE_NAMES[r].zh).join('或')}可以执行此操作；您在该团队中的角色是${ROLE_NAMES[role].zh}`,
  }
}
