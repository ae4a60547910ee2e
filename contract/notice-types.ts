/**
 * The 30 notice types of SPEC §3 (and the dedicated nodes' three), what each one means to the reader (its severity, whether its
 * text is stored or built from translations, which expand fields it carries), and the notice
 * record itself, as the list method and the socket deliver it.
 */
import type { ApiKeyFeature } from './enums'
import type { DecimalString, IsoDateTime } from './fields'
import type { ExportKind } from './statuses'

/** How a notice reads: the colour and icon of its toast and its row. */
export const NOTICE_SEVERITIES = ['success', 'warn', 'error', 'info'] as const
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number]

/** Facts a notice carries beside its text, so the app can word it in the reader's language. */
export interface NoticeExpand {
  /** Coins received by a deposit, in the coin's units. */
  coinAmount?: DecimalString
  /** Coin symbol, e.g. `USDT`. */
  coin?: string
  /** USD credited to the wallet. */
  usdAmount?: DecimalString
  /** When the fact happened (the deposit confirmed, the package expires…). */
  timeStamp?: IsoDateTime
  skuName?: string
  /** Days a package has left. */
  leftDays?: number
  /** A USD amount (balance, price) or, for low_ru, the request units left. */
  amount?: DecimalString
  /** A name without a better field: the campaign of an activity gift. */
  name?: string
  featureName?: ApiKeyFeature
  apikeyName?: string
  /** For apikey_feature_update: the key's id, so the notice links to it. Not in SPEC. */
  apikeyId?: number
  userName?: string
  teamName?: string
  teamId?: number
  inviteInfo?: NoticeInviteInfo
  /** For file_download: which export the file is. */
  type?: ExportKind
  /** For file_download: where the file is (a short-lived signed URL). Not in SPEC; needed to fetch it. */
  fileUrl?: string
  /**
   * For the plain-content types (normal_*): the operator's content in Chinese, shown to a Chinese
   * reader instead of the stored (English) content. Not in SPEC: a Chinese page shows no English.
   */
  contentZh?: string
}

/** The invitation a team notice is about. */
export interface NoticeInviteInfo {
  inviteId: number
  teamId: number
  teamName: string
  inviterName: string
}

/**
 * A notice. `title` and `content` are always filled (in English) so any client can show them;
 * the app words notices of non-plain types from translations and `expand` instead, except those
 * created before NOTICE_STORED_TEXT_BEFORE (SPEC §9).
 */
export interface Notice {
  id: number
  type: NoticeType
  title: string
  content: string
  createdAt: IsoDateTime
  read: boolean
  expand: NoticeExpand
}

/** Notices created before this moment are shown with their stored title and content (SPEC §9). */
export const NOTICE_STORED_TEXT_BEFORE: IsoDateTime = '2025-01-01T00:00:00.000Z'

/** What a notice type means to the reader. */
export interface NoticeTypeInfo {
  severity: NoticeSeverity
  /** Shown with its stored title and content whatever its date (SPEC §9 plain-content types). */
  plainContent: boolean
  /** Expand fields the server always fills for this type; the translated text may use them. */
  expandKeys: ReadonlyArray<keyof NoticeExpand>
}

/**
 * Every notice type. The severities SPEC states are kept; for the types it leaves without one
 * (see contract/README.md): a set-up or purchase that went through reads as success, a paused
 * service or a failed automatic top-up as error, losing a team as warn, a changed key feature as info.
 */
export const NOTICE_TYPE_INFO = {
  deposit: worded('success', 'coinAmount', 'coin', 'usdAmount', 'timeStamp'),
  expired: worded('warn', 'skuName', 'timeStamp'),
  low_balance: worded('warn', 'amount'),
  low_ru: worded('warn', 'amount'),
  auto_renew_success: worded('success', 'skuName', 'amount'),
  auto_renew_off: worded('error', 'skuName'),
  ru_pkg_running_out: worded('warn', 'skuName', 'leftDays'),
  register_gift: worded('success', 'skuName'),
  monthly_gift: worded('success', 'skuName'),
  activity_gift: plain('success', 'name'),
  file_download: worded('success', 'type', 'fileUrl'),
  credit_package_sent: worded('success', 'skuName', 'amount'),
  normal_warn: plain('warn', 'contentZh'),
  normal_fail: plain('error', 'contentZh'),
  normal_success: plain('success', 'contentZh'),
  message_enterprise_package_send: worded('success', 'skuName'),
  apikey_delete: worded('error', 'apikeyName'),
  team_approve_invite: worded('success', 'userName', 'teamName', 'teamId'),
  team_member_leave: worded('warn', 'userName', 'teamName', 'teamId'),
  // Without a severity in SPEC: chosen here.
  init_by_and_auto_scaling: worded('success', 'skuName'),
  init_only_by: worded('success', 'skuName'),
  buy_package: worded('success', 'skuName', 'amount'),
  api_service_is_paused: worded('error'),
  auto_scaling_failed: worded('error', 'skuName', 'amount'),
  free_auto_scaling_failed: worded('error', 'skuName', 'amount'),
  card_auto_scaling_failed: worded('error', 'skuName', 'amount'),
  free_card_auto_scaling_failed: worded('error', 'skuName', 'amount'),
  team_remove_member: worded('warn', 'teamName', 'teamId'),
  team_disband: worded('warn', 'teamName', 'teamId'),
  apikey_feature_update: worded('info', 'apikeyName', 'featureName', 'apikeyId'),
  // Dedicated nodes (issue 20): `name` is the node's, `timeStamp` its end (online, will_expire)
  // or its release (expired), `leftDays` the whole days it has left.
  dn_node_online: worded('success', 'name', 'timeStamp'),
  dn_node_will_expire: worded('warn', 'name', 'leftDays', 'timeStamp'),
  dn_node_expired: worded('error', 'name', 'timeStamp'),
} as const satisfies Record<string, NoticeTypeInfo>

export type NoticeType = keyof typeof NOTICE_TYPE_INFO

/** All notice types, in SPEC order; for picklists. */
export const NOTICE_TYPES = Object.keys(NOTICE_TYPE_INFO) as [NoticeType, ...NoticeType[]]

/** The types whose stored text is always shown (SPEC §9). */
export const PLAIN_CONTENT_NOTICE_TYPES = NOTICE_TYPES.filter((type) => NOTICE_TYPE_INFO[type].plainContent)

/** Whether a notice is shown with its stored title and content rather than translated text. */
export function usesStoredText(notice: Pick<Notice, 'type' | 'createdAt'>): boolean {
  return (
    NOTICE_TYPE_INFO[notice.type].plainContent || Date.parse(notice.createdAt) < Date.parse(NOTICE_STORED_TEXT_BEFORE)
  )
}

function plain(severity: NoticeSeverity, ...expandKeys: Array<keyof NoticeExpand>): NoticeTypeInfo {
  return { severity, plainContent: true, expandKeys }
}

function worded(severity: NoticeSeverity, ...expandKeys: Array<keyof NoticeExpand>): NoticeTypeInfo {
  return { severity, plainContent: false, expandKeys }
}
