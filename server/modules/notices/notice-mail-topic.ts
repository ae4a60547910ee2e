/**
 * Which e-mail setting (`EmailConfig`, profile) governs mailing a notice of each type. Types with
 * no setting (exports, plain messages) are never mailed: the app shows them.
 */
import type { EmailConfig, NoticeExpand, NoticeType } from '../../../contract/index'

/** The boolean settings of `EmailConfig` that choose notice types. */
export type NoticeMailTopic = 'lowBalance' | 'packageUsage' | 'billing' | 'apiKeys' | 'team' | 'marketing'

const TOPIC_OF: Partial<Record<NoticeType, NoticeMailTopic>> = {
  low_balance: 'lowBalance',
  low_ru: 'packageUsage',
  ru_pkg_running_out: 'packageUsage',
  expired: 'packageUsage',
  api_service_is_paused: 'packageUsage',
  deposit: 'billing',
  buy_package: 'billing',
  auto_renew_success: 'billing',
  auto_renew_off: 'billing',
  auto_scaling_failed: 'billing',
  free_auto_scaling_failed: 'billing',
  card_auto_scaling_failed: 'billing',
  free_card_auto_scaling_failed: 'billing',
  credit_package_sent: 'billing',
  init_by_and_auto_scaling: 'billing',
  init_only_by: 'billing',
  register_gift: 'billing',
  monthly_gift: 'billing',
  message_enterprise_package_send: 'billing',
  activity_gift: 'marketing',
  apikey_delete: 'apiKeys',
  apikey_feature_update: 'apiKeys',
  team_approve_invite: 'team',
  team_member_leave: 'team',
  team_remove_member: 'team',
  team_disband: 'team',
  dn_node_online: 'billing',
  dn_node_will_expire: 'billing',
  dn_node_expired: 'billing',
}

/** The setting that governs `type`, or null when it is never mailed. */
export function noticeMailTopic(type: NoticeType): NoticeMailTopic | null {
  return TOPIC_OF[type] ?? null
}

/**
 * Whether `config` asks for a notice of `type` by mail: its setting is on, and a low-balance
 * notice's balance (`expand.amount`, USD) is below the user's own threshold.
 */
export function isMailedNotice(type: NoticeType, expand: NoticeExpand, config: EmailConfig): boolean {
  const topic = noticeMailTopic(type)
  if (topic === null || !config[topic]) return false
  if (type !== 'low_balance' || expand.amount === undefined || !DECIMAL.test(expand.amount)) return true
  return cents(expand.amount) < cents(config.lowBalanceThreshold)
}

const DECIMAL = /^-?[0-9]{1,15}(\.[0-9]+)?$/

/** A decimal USD string in cents, exact (no floats): "7.5" → 750n. */
function cents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.')
  const amount = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0') || '0')
  return value.startsWith('-') ? -amount : amount
}
