/**
 * The refusals of card methods, in both languages (SPEC §8: 10422 for a business rule, 50404 for
 * something that is not there, or not the caller's: we never say which). `data.reason` lets the
 * app tell refusals apart without reading the words (the deposit machine shows declined and
 * insufficient funds differently).
 */
import { MIN_CARD_DEPOSIT_USD } from '../../../../contract/methods/wallet'
import { businessRule, notFound } from '../../../rpc/errors'

export function belowMinimum() {
  return businessRule(
    `A card deposit must be at least $${MIN_CARD_DEPOSIT_USD}.`,
    `银行卡充值金额不能低于 $${MIN_CARD_DEPOSIT_USD}。`,
    { reason: 'below_minimum', minimum: MIN_CARD_DEPOSIT_USD },
  )
}

/** The issuer refused a saved card; `code` is the processor's (`card_declined`, `insufficient_funds`…). */
export function cardRefused(code: string) {
  if (code === 'insufficient_funds') {
    return businessRule(
      'Your card has insufficient funds. Nothing was charged: try another card.',
      '您的银行卡余额不足，未扣款。请换一张卡重试。',
      { reason: 'insufficient_funds' },
    )
  }
  return businessRule(
    'Your card was declined. Nothing was charged: try another card or contact your bank.',
    '您的银行卡被拒绝，未扣款。请换一张卡或联系发卡银行。',
    { reason: 'card_declined', declineCode: code },
  )
}

export function noCard() {
  return businessRule(
    'Add a card first: there is no saved card to charge.',
    '请先添加银行卡：没有可扣款的已保存银行卡。',
    {
      reason: 'no_card',
    },
  )
}

export function cardNotFound() {
  return notFound('This card is not among your saved cards.', '该银行卡不在您已保存的银行卡中。')
}

export function orderNotFound() {
  return notFound('There is no such payment order.', '没有该支付订单。')
}

export function noReceiptYet() {
  return businessRule('There is no receipt yet: the payment is not complete.', '暂无收据：该笔付款尚未完成。', {
    reason: 'not_paid',
  })
}

export function cardNeededBySubscription() {
  return businessRule(
    'This card pays for a subscription. Choose another card for it (or make another card the default), or cancel the subscription, then remove this card.',
    '该银行卡正用于支付订阅。请先为订阅换卡（或将其他卡设为默认卡），或取消订阅，再删除此卡。',
    { reason: 'card_in_use' },
  )
}

export function cardPaymentsOff() {
  return businessRule('Card payments are not available on this server.', '本服务器未开通银行卡支付。', {
    reason: 'cards_off',
  })
}
