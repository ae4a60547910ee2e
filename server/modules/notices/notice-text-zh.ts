/**
 * The Chinese text of a notice, for what the server words itself in the user's language: notice
 * mails and Web Push (the app words notices from its own catalogs). Mirrors notice-text.ts case
 * by case; a missing fact reads as a neutral word.
 */
import { packageName, type NoticeExpand, type NoticeType } from '../../../contract/index'
import { spaceCjkLatin } from '../../../contract/cjk-spacing'
import type { NoticeText } from './notice-text'

/** The Chinese text of a notice of `type` with `expand`. */
export function noticeTextZh(type: NoticeType, expand: NoticeExpand): NoticeText {
  const sku = expand.skuName ? packageName(expand.skuName, 'zh') : '您的套餐'
  const usd = expand.amount !== undefined ? `$${expand.amount}` : '相应金额'
  const team = expand.teamName ?? '该团队'
  const key = expand.apikeyName ?? '一个 API 密钥'
  const user = expand.userName ?? '一位成员'
  const node = expand.name ? `节点 ${expand.name} ` : '您的专用节点'
  const day = expand.timeStamp ? `${expand.timeStamp.slice(0, 10)}（UTC）` : '到期日'
  switch (type) {
    case 'deposit':
      return text(
        '充值到账',
        `${expand.coinAmount ?? ''} ${expand.coin ?? ''} 已充值到您的钱包，计 $${expand.usdAmount ?? '0.00'}。`.trim(),
      )
    case 'expired':
      return text('套餐已过期', `${sku}已过期。`)
    case 'low_balance':
      return text('余额不足', `您的钱包余额已降至 ${usd}。请充值以保持服务运行。`)
    case 'low_ru':
      return text('请求单位即将用完', `仅剩 ${expand.amount ?? '少量'} 个请求单位。`)
    case 'auto_renew_success':
      return text('套餐已续费', `${sku}已自动续费 ${usd}。`)
    case 'auto_renew_off':
      return text('自动续费已关闭', `${sku}不会自动续费。`)
    case 'ru_pkg_running_out':
      return text('套餐即将用完', `${sku}还剩 ${expand.leftDays ?? '几'} 天。`)
    case 'register_gift':
      return text('欢迎礼包', `${sku}已添加到您的账户。`)
    case 'monthly_gift':
      return text('每月礼包', `本月的${sku}已添加到您的账户。`)
    case 'activity_gift':
      return text('礼品', expand.name ? `您收到了来自 ${expand.name} 的礼品。` : '您收到了一份礼品。')
    case 'file_download':
      return text('导出已就绪', `您的 ${expand.type ?? ''} 导出文件已可下载。`.replace('  ', ' '))
    case 'credit_package_sent':
      return text('额度套餐已发放', `价值 ${usd} 的${sku}已发放到您的账户。`)
    case 'normal_warn':
      return text('警告', '')
    case 'normal_fail':
      return text('操作失败', '')
    case 'normal_success':
      return text('已完成', '')
    case 'message_enterprise_package_send':
      return text('企业套餐', `${sku}已发放到您的账户。`)
    case 'apikey_delete':
      return text('API 密钥已删除', `API 密钥 ${key} 已被删除。`)
    case 'team_approve_invite':
      return text('邀请已接受', `${user} 加入了 ${team}。`)
    case 'team_member_leave':
      return text('成员已离开', `${user} 离开了 ${team}。`)
    case 'init_by_and_auto_scaling':
      return text('套餐已生效', `${sku}已生效，并开启自动充值。`)
    case 'init_only_by':
      return text('套餐已生效', `${sku}已生效。`)
    case 'buy_package':
      return text('套餐购买成功', `您以 ${usd} 购买了${sku}。`)
    case 'api_service_is_paused':
      return text('API 服务已暂停', '您的 API 服务已暂停。请充值或购买套餐以恢复。')
    case 'auto_scaling_failed':
    case 'free_auto_scaling_failed':
      return text('自动充值失败', `无法从您的钱包为${sku}自动充值 ${usd}。`)
    case 'card_auto_scaling_failed':
    case 'free_card_auto_scaling_failed':
      return text('自动充值失败', `无法从您的银行卡为${sku}自动充值 ${usd}。`)
    case 'team_remove_member':
      return text('您已被移出团队', `您已被移出 ${team}。`)
    case 'team_disband':
      return text('团队已解散', `${team} 已解散。`)
    case 'apikey_feature_update':
      return text('API 密钥已更新', `${key} 的 ${expand.featureName ?? '一项功能'} 已变更。`)
    case 'dn_node_online':
      return text('专用节点已上线', `${node}已上线，有效期至 ${day}。`)
    case 'dn_node_will_expire':
      return text('专用节点即将到期', `${node}将在 ${expand.leftDays ?? '几'} 天后（${day}）到期。请续费以保持运行。`)
    case 'dn_node_expired':
      return text('专用节点已到期', `${node}已到期并停止运行。请在 ${day} 前续费，否则将被释放。`)
  }
}

/** Spaced as the app spaces it: a Latin name apart from the Chinese around it (contract/cjk-spacing.ts). */
function text(title: string, content: string): NoticeText {
  return { title: spaceCjkLatin(title), content: spaceCjkLatin(content || title) }
}
