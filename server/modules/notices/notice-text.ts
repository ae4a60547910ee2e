/**
 * The English title and content stored with every notice, so any client can show it as is (the
 * app words non-plain types from its own translations and `expand`). Built from the type and the
 * facts it carries; a missing fact reads as a neutral word rather than "undefined".
 */
import type { NoticeExpand, NoticeType } from '../../../contract/index'

/** A notice's stored text. */
export interface NoticeText {
  title: string
  content: string
}

/** The English text of a notice of `type` with `expand`. */
export function noticeText(type: NoticeType, expand: NoticeExpand): NoticeText {
  const sku = expand.skuName ?? 'your package'
  const usd = expand.amount !== undefined ? `$${expand.amount}` : 'the amount'
  const team = expand.teamName ?? 'the team'
  const key = expand.apikeyName ?? 'an API key'
  const user = expand.userName ?? 'A member'
  const node = expand.name ? `The node ${expand.name}` : 'Your dedicated node'
  const day = expand.timeStamp ? `${expand.timeStamp.slice(0, 10)} (UTC)` : 'its end date'
  switch (type) {
    case 'deposit':
      return text(
        'Deposit received',
        `${expand.coinAmount ?? ''} ${expand.coin ?? ''} was credited to your wallet as $${expand.usdAmount ?? '0.00'}.`.trim(),
      )
    case 'expired':
      return text('Package expired', `${cap(sku)} has expired.`)
    case 'low_balance':
      return text('Low balance', `Your wallet balance is down to ${usd}. Top up to keep your services running.`)
    case 'low_ru':
      return text('Request units running low', `Only ${expand.amount ?? 'a few'} request units are left.`)
    case 'auto_renew_success':
      return text('Package renewed', `${cap(sku)} was renewed automatically for ${usd}.`)
    case 'auto_renew_off':
      return text('Auto-renew is off', `${cap(sku)} will not renew by itself.`)
    case 'ru_pkg_running_out':
      return text('Package running out', `${cap(sku)} has ${expand.leftDays ?? 'a few'} days left.`)
    case 'register_gift':
      return text('Welcome gift', `${cap(sku)} was added to your account.`)
    case 'monthly_gift':
      return text('Monthly gift', `${cap(sku)} was added to your account for this month.`)
    case 'activity_gift':
      return text('Gift', `You received a gift${expand.name ? ` from ${expand.name}` : ''}.`)
    case 'file_download':
      return text('Export ready', `Your ${expand.type ?? ''} export is ready to download.`.replace('  ', ' '))
    case 'credit_package_sent':
      return text('Credit package sent', `${cap(sku)} worth ${usd} was sent to your account.`)
    case 'normal_warn':
      return text('Warning', '')
    case 'normal_fail':
      return text('Something failed', '')
    case 'normal_success':
      return text('Done', '')
    case 'message_enterprise_package_send':
      return text('Enterprise package', `${cap(sku)} was sent to your account.`)
    case 'apikey_delete':
      return text('API key deleted', `The API key ${key} was deleted.`)
    case 'team_approve_invite':
      return text('Invitation accepted', `${user} joined ${team}.`)
    case 'team_member_leave':
      return text('Member left', `${user} left ${team}.`)
    case 'init_by_and_auto_scaling':
      return text('Package active', `${cap(sku)} is active, with automatic top-up.`)
    case 'init_only_by':
      return text('Package active', `${cap(sku)} is active.`)
    case 'buy_package':
      return text('Package bought', `You bought ${sku} for ${usd}.`)
    case 'api_service_is_paused':
      return text('API service paused', 'Your API service is paused. Top up or buy a package to resume it.')
    case 'auto_scaling_failed':
    case 'free_auto_scaling_failed':
      return text('Automatic top-up failed', `${cap(sku)} could not be topped up with ${usd} from your wallet.`)
    case 'card_auto_scaling_failed':
    case 'free_card_auto_scaling_failed':
      return text('Automatic top-up failed', `${cap(sku)} could not be topped up with ${usd} from your card.`)
    case 'team_remove_member':
      return text('Removed from a team', `You were removed from ${team}.`)
    case 'team_disband':
      return text('Team disbanded', `${cap(team)} was disbanded.`)
    case 'apikey_feature_update':
      return text('API key updated', `${cap(expand.featureName ?? 'a feature')} changed on ${key}.`)
    case 'dn_node_online':
      return text('Dedicated node online', `${node} is online until ${day}.`)
    case 'dn_node_will_expire':
      return text(
        'Dedicated node expiring',
        `${node} expires in ${expand.leftDays ?? 'a few'} days, on ${day}. Renew it to keep it running.`,
      )
    case 'dn_node_expired':
      return text(
        'Dedicated node expired',
        `${node} has expired and is stopped. Renew it before ${day} or it is released.`,
      )
  }
}

function text(title: string, content: string): NoticeText {
  return { title, content: content || title }
}

function cap(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}
