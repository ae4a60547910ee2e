/**
 * What the team log calls each write made in team context: one action per method that can run
 * there (a `user` method the permission matrix maps to a team permission, and that changes state).
 * Keyed by the contract's types, so a new team write method without an action is a type error.
 */
import type { TeamLogAction, TeamMethodName } from '../../../../contract/index'

/** The read-only methods, as rpc/idempotency.ts tells them apart (`isMutatingMethod`). */
type ReadOnlyName =
  | `hub_get${string}`
  | `hub_report${string}`
  | `hub_check${string}`
  | 'hub_polling'
  | 'hub_emailExists'
  | 'hub_preBindEmail'
  | 'hub_passwordResetCodeStatus'

/** The writes that act for a team in team context: each writes one team log line. */
export type TeamWriteMethodName = Exclude<TeamMethodName, ReadOnlyName>

/** The action of every team write. */
export const TEAM_LOG_ACTION_OF: Readonly<Record<TeamWriteMethodName, TeamLogAction>> = {
  // Keys, their features and whitelist.
  hub_generateApiKey: 'apikey_created',
  hub_setApiKeyName: 'apikey_updated',
  hub_deleteApiKey: 'apikey_deleted',
  hub_rotateApiKey: 'apikey_rotated',
  hub_freezeApiKey: 'apikey_frozen',
  hub_unfreezeApiKey: 'apikey_unfrozen',
  hub_setApiKeyAdvancedFeatures: 'features_changed',
  hub_setApiKeyBundler: 'features_changed',
  hub_setApiKeyMev: 'features_changed',
  hub_updateApiKey: 'whitelist_changed',
  // Billing: cards, orders, deposits, packages, nodes, settings.
  hub_setDefaultCreditCard: 'cards_changed',
  hub_removeCreditCard: 'cards_changed',
  hub_createStripeSetup: 'cards_changed',
  hub_createStripeOrder: 'order_created',
  hub_depositByCard: 'deposit_made',
  hub_delWalletDepositPending: 'deposit_canceled',
  hub_buyPackage: 'package_bought',
  hub_buyPackageByCard: 'package_bought',
  hub_skuFirstConfirm: 'package_bought',
  hub_skuFirstConfirmCard: 'package_bought',
  hub_buyDnNodeByWallet: 'node_bought',
  hub_buyDnNodeByCard: 'node_bought',
  hub_renewDnNodeByWallet: 'node_renewed',
  hub_renewDnNodeByCard: 'node_renewed',
  hub_setDnNodeAutoRenew: 'settings_changed',
  hub_setUserAutoRenew: 'settings_changed',
  hub_setLowBalanceThreshold: 'settings_changed',
  hub_updateUserInvoiceConfig: 'settings_changed',
  // Notices: the team's, marked read.
  hub_setUserMessageRead: 'notices_read',
  hub_setUserMessageReadAll: 'notices_read',
  // The team, its members and invitations.
  hub_editTeamName: 'team_renamed',
  hub_deleteTeam: 'team_disbanded',
  hub_leaveTeam: 'member_left',
  hub_addMember: 'member_invited',
  hub_removeMember: 'member_removed',
  hub_revokeInvite: 'invitation_revoked',
  hub_setMemberRole: 'role_changed',
  hub_transferTeamOwnership: 'ownership_transferred',
  hub_editTeamNote: 'note_edited',
}

/** The action of `method` in team context, or null when it writes no team log line. */
export function teamLogActionOf(method: string): TeamLogAction | null {
  return Object.hasOwn(TEAM_LOG_ACTION_OF, method) ? TEAM_LOG_ACTION_OF[method as TeamWriteMethodName] : null
}
