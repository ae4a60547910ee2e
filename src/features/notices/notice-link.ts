/**
 * Where a notice acts (issue 21): the page its row opens, with the search that shows the very
 * thing it is about where that page can show it, or the file of an export. Only search params
 * each page reads are passed (the statements' `tab`/`from`/`to`, the charge page's `tab`, the
 * endpoints page's `key`). A notice with nowhere to act (an announcement) links nowhere.
 */
import type { Notice, NoticeType } from '../../../contract'

/** The dashboard pages a notice can open. */
export type NoticeTarget =
  | '/rpc/billings/event'
  | '/rpc/billings/invoice'
  | '/rpc/billings/charge'
  | '/rpc/endpoint'
  | '/rpc/dedicated-node'
  | '/rpc/team'

export type NoticeLink =
  | { kind: 'route'; to: NoticeTarget; search: Record<string, string | number> }
  /** An export's file: a signed URL on another origin, fetched as it is. */
  | { kind: 'file'; href: string }

const route = (to: NoticeTarget, search: Record<string, string | number> = {}): NoticeLink => ({
  kind: 'route',
  to,
  search,
})

/** The packages tab: where a package is bought, renewed or its auto-renewal turned back on. */
const PACKAGES = route('/rpc/billings/charge', { tab: 'packages' })
/** Purchases and renewals are billed: their invoice is in the list (the page opens none by id). */
const INVOICES = route('/rpc/billings/invoice')

const LINKS: Record<NoticeType, (notice: Notice) => NoticeLink | null> = {
  deposit: depositLink,
  low_balance: () => route('/rpc/billings/charge', { tab: 'deposit' }),
  expired: () => PACKAGES,
  low_ru: () => PACKAGES,
  ru_pkg_running_out: () => PACKAGES,
  register_gift: () => PACKAGES,
  monthly_gift: () => PACKAGES,
  activity_gift: () => PACKAGES,
  credit_package_sent: () => PACKAGES,
  message_enterprise_package_send: () => PACKAGES,
  init_by_and_auto_scaling: () => PACKAGES,
  init_only_by: () => PACKAGES,
  auto_renew_off: () => PACKAGES,
  api_service_is_paused: () => PACKAGES,
  auto_scaling_failed: () => PACKAGES,
  free_auto_scaling_failed: () => PACKAGES,
  card_auto_scaling_failed: () => PACKAGES,
  free_card_auto_scaling_failed: () => PACKAGES,
  buy_package: () => INVOICES,
  auto_renew_success: () => INVOICES,
  file_download: fileLink,
  // A deleted key is gone: the list is where its successor is made.
  apikey_delete: () => route('/rpc/endpoint'),
  apikey_feature_update: ({ expand }) => route('/rpc/endpoint', isId(expand.apikeyId) ? { key: expand.apikeyId } : {}),
  team_approve_invite: () => route('/rpc/team'),
  team_member_leave: () => route('/rpc/team'),
  team_remove_member: () => route('/rpc/team'),
  team_disband: () => route('/rpc/team'),
  dn_node_online: () => route('/rpc/dedicated-node'),
  dn_node_will_expire: () => route('/rpc/dedicated-node'),
  dn_node_expired: () => route('/rpc/dedicated-node'),
  // Announcements from the operator act nowhere.
  normal_warn: () => null,
  normal_fail: () => null,
  normal_success: () => null,
}

export function noticeLink(notice: Notice): NoticeLink | null {
  // A type newer than this app (a notice stored by a later server) links nowhere.
  const link = (LINKS as Partial<Record<string, (notice: Notice) => NoticeLink | null>>)[notice.type]
  return link ? link(notice) : null
}

/**
 * The statements' deposits on the day the deposit was credited (in the reader's calendar, as the
 * page's filter reads days): the notice carries no deposit id, and the page filters by no other.
 */
function depositLink(notice: Notice): NoticeLink {
  const day = localDay(notice.expand.timeStamp) ?? localDay(notice.createdAt)
  return route('/rpc/billings/event', day ? { tab: 'deposit', from: day, to: day } : { tab: 'deposit' })
}

/** Only an http(s) address is followed: the URL is stored data, and `javascript:` is not a file. */
function fileLink({ expand }: Notice): NoticeLink | null {
  if (!expand.fileUrl) return null
  try {
    const url = new URL(expand.fileUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'file', href: url.href } : null
  } catch {
    return null
  }
}

/** `YYYY-MM-DD` of an instant in the reader's time zone; null when it is not a time. */
function localDay(instant: string | undefined): string | null {
  const time = instant ? Date.parse(instant) : Number.NaN
  if (Number.isNaN(time)) return null
  const date = new Date(time)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}
