/**
 * The sandbox pages' words in both of the app's languages (`?lang=zh`; English otherwise). The
 * pages are the processor's, not the app's, so they do not go through the app's Lingui catalogs,
 * as Stripe's field words itself.
 */
export type SandboxLang = 'en' | 'zh'

const TEXT = {
  en: {
    fieldTitle: 'Card details',
    sandboxNote:
      'Sandbox: no money moves. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.',
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    name: 'Name on card',
    challengeTitle: '3-D Secure authentication',
    challengeIntro: 'Your bank asks you to confirm this payment. This sandbox page stands in for the bank.',
    setupIntro: 'Your bank asks you to confirm saving this card. This sandbox page stands in for the bank.',
    amount: 'Amount',
    approve: 'Approve',
    fail: 'Fail authentication',
    notWaiting: 'This payment is not waiting for authentication.',
    receiptTitle: 'Receipt',
    paid: 'Paid',
    card: 'Card',
    date: 'Date',
    reference: 'Reference',
    receiptNote: 'Sandbox receipt: no money moved.',
    incorrect_number: 'Your card number is invalid.',
    invalid_expiry: "Your card's expiry date is invalid.",
    expired_card: 'Your card has expired.',
    invalid_cvc: "Your card's security code is invalid.",
    test_cards_only: 'Your card was declined. The sandbox takes test cards only, such as 4242 4242 4242 4242.',
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    authentication_failed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    unexpected_state: 'This payment can no longer be confirmed.',
  },
  zh: {
    fieldTitle: '银行卡信息',
    sandboxNote:
      '沙盒环境：不会产生真实扣款。测试卡：4242 4242 4242 4242 支付成功，4000 0000 0000 0002 被拒绝，4000 0000 0000 9995 余额不足，4000 0027 6000 3184 需要 3-D Secure 验证。',
    number: '卡号',
    expiry: '有效期（MM / YY）',
    cvc: '安全码',
    name: '持卡人姓名',
    challengeTitle: '3-D Secure 验证',
    challengeIntro: '您的银行要求确认此笔付款。此沙盒页面代替银行。',
    setupIntro: '您的银行要求确认保存此卡。此沙盒页面代替银行。',
    amount: '金额',
    approve: '确认',
    fail: '验证失败',
    notWaiting: '此笔付款不在等待验证。',
    receiptTitle: '收据',
    paid: '已支付',
    card: '银行卡',
    date: '日期',
    reference: '参考号',
    receiptNote: '沙盒收据：未产生真实扣款。',
    incorrect_number: '卡号无效。',
    invalid_expiry: '有效期无效。',
    expired_card: '该卡已过期。',
    invalid_cvc: '安全码无效。',
    test_cards_only: '您的银行卡被拒绝。沙盒只接受测试卡，例如 4242 4242 4242 4242。',
    card_declined: '您的银行卡被拒绝。',
    insufficient_funds: '您的银行卡余额不足。',
    authentication_failed: '无法验证您的付款方式。请换一种付款方式重试。',
    unexpected_state: '此笔付款已无法确认。',
  },
} as const

export type SandboxText = (typeof TEXT)[SandboxLang]

export function sandboxText(lang: SandboxLang): SandboxText {
  return TEXT[lang]
}

/** The error codes the card field and the 3-D Secure page answer with. */
export type SandboxErrorCode =
  | 'incorrect_number'
  | 'invalid_expiry'
  | 'expired_card'
  | 'invalid_cvc'
  | 'test_cards_only'
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'unexpected_state'

/** An error's words in the page's language; an unknown code reads as a decline. */
export function sandboxErrorText(lang: SandboxLang, code: string): string {
  const text: Record<string, string> = TEXT[lang]
  return text[code] ?? TEXT[lang].card_declined
}

/** `zh` when asked for, else English. */
export function sandboxLang(value: unknown): SandboxLang {
  return value === 'zh' ? 'zh' : 'en'
}
