/**
 * The refusals of buying, in both languages (SPEC §8: 10422 for a business rule, 50404 for what
 * is not there). `data.reason` lets the purchase machine tell them apart without reading words.
 * A short balance is the ledger's own `insufficientBalance` (10422), thrown by the spend.
 */
import { businessRule, notFound } from '../../../rpc/errors'

export function skuNotFound(skuId: number) {
  return notFound(`No package has the id ${skuId}.`, `没有 ID 为 ${skuId} 的套餐。`)
}

/** Enterprise plans are agreed with sales, never bought online. */
export function enterpriseNotForSale() {
  return businessRule(
    'Enterprise plans are agreed with our sales team, not bought online. Contact sales to get one.',
    '企业套餐需与销售团队商定，不能在线购买。请联系销售。',
    { reason: 'enterprise' },
  )
}

/** The free package was claimed this month already (or cannot be claimed by this caller yet). */
export function freeNotClaimable(nextClaimAt: string | null) {
  return nextClaimAt
    ? businessRule(
        `You have claimed this month's free package. The next one can be claimed from ${nextClaimAt.slice(0, 10)} (UTC).`,
        `您本月已领取免费套餐，下次可于 ${nextClaimAt.slice(0, 10)}（UTC）起领取。`,
        { reason: 'free_claimed', nextClaimAt },
      )
    : businessRule(
        'Choose your starting package first: the monthly free package follows your first login.',
        '请先选择起始套餐：完成首次登录后才可每月领取免费套餐。',
        { reason: 'free_ineligible' },
      )
}

/** Auto-renew asked for a package that never renews by itself (the free package). */
export function notRenewable(skuName: string) {
  return businessRule(
    `${skuName} does not renew by itself: buy it without auto-renew.`,
    `${skuName} 不支持自动续费：请关闭自动续费后购买。`,
    { reason: 'not_renewable' },
  )
}

/** The first-login choice was made already: it is made once. */
export function alreadyInitialized() {
  return businessRule(
    'Your starting package is already chosen. Buy packages from the billing page.',
    '您已选择过起始套餐。请在账单页面购买套餐。',
    { reason: 'already_initialized' },
  )
}

/** The first-login choice by card of a package with nothing to pay. */
export function nothingToPayByCard(skuName: string) {
  return businessRule(
    `${skuName} costs nothing: choose it without a card.`,
    `${skuName} 无需付款：请直接选择，无需银行卡。`,
    { reason: 'nothing_to_pay' },
  )
}
