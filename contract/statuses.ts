/**
 * Lifecycle states and kinds SPEC does not show (it says "not shown"), decided here as the
 * dashboards of Alchemy, Infura, QuickNode and Chainstack keep them: lower-case snake_case
 * strings, each a small closed set the app can switch over exhaustively.
 */

/** Whether the account's e-mail is confirmed; `none` for wallet- or OAuth-only accounts. */
export const MAIL_STATUSES = ['none', 'unconfirmed', 'confirmed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** What a mailed code (confirmation, reset, set-password, invitation) is worth right now. */
export const CODE_STATUSES = ['valid', 'used', 'expired', 'invalid'] as const
export type CodeStatus = (typeof CODE_STATUSES)[number]

/** A member's role in a team: owner, admin, developer, billing, viewer (team-permissions.ts says what each may do). */
export { TEAM_ROLES, type TeamRole } from './team-permissions'

/** A team member row is `invited` until the invitee approves. */
export const MEMBER_STATUSES = ['active', 'invited'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** What a team log line records. */
export const TEAM_LOG_ACTIONS = [
  'team_created',
  'team_renamed',
  'member_invited',
  'member_joined',
  'member_rejected',
  'member_left',
  'member_removed',
  'note_edited',
  'apikey_created',
  'apikey_deleted',
  'apikey_updated',
  'package_bought',
  'deposit_made',
  'role_changed',
  'ownership_transferred',
  'invitation_revoked',
  'team_disbanded',
  'settings_changed',
  'whitelist_changed',
  'features_changed',
  'apikey_rotated',
  'apikey_frozen',
  'apikey_unfrozen',
  'cards_changed',
  'order_created',
  'deposit_canceled',
  'node_bought',
  'node_renewed',
  'notices_read',
] as const
export type TeamLogAction = (typeof TEAM_LOG_ACTIONS)[number]

/** What an order pays for. */
export const ORDER_KINDS = ['package', 'deposit', 'dn_node'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/**
 * States of a payment order. `requires_action` is a card payment waiting for the customer's
 * bank (3-D Secure); `paid` and `failed` and `canceled` are final.
 */
export const ORDER_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'canceled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** A deposit is `confirming` while its transaction gathers block confirmations. */
export const DEPOSIT_STATUSES = ['pending', 'confirming', 'succeeded', 'failed'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** Card subscriptions that renew a package or a node (auto-renew by card). */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** A bought package is `queued` until the one before it ends or is used up. */
export const PACKAGE_USAGE_STATUSES = ['queued', 'active', 'used_up', 'expired'] as const
export type PackageUsageStatus = (typeof PACKAGE_USAGE_STATUSES)[number]

/** Whether this month's free package can be claimed by the caller. */
export const FREE_SKU_STATES = ['claimable', 'claimed', 'ineligible'] as const
export type FreeSkuState = (typeof FREE_SKU_STATES)[number]

/** Buckets of a usage time series. */
export const REPORT_INTERVALS = ['hour', 'day', 'month'] as const
export type ReportInterval = (typeof REPORT_INTERVALS)[number]

/**
 * CSV exports. SPEC names deposit and purchase in the file_download notice; the bill export
 * (hub_getViewUserBillCsv) arrives the same way, so it is a third kind.
 */
export const EXPORT_KINDS = ['deposit', 'purchase', 'bill'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

/** An export is `processing` until its file_download notice announces the file. */
export const EXPORT_STATUSES = ['processing', 'ready', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]
