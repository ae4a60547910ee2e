/**
 * The words for the wallet's card brands and deposit status colours; payment methods and deposit
 * statuses are worded in src/components/payments/deposit-words.ts, shared with the statements.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CardBrand } from '../../../../contract/enums'
import type { DepositStatus } from '../../../../contract/statuses'

export const CARD_BRAND_WORDS: Readonly<Record<CardBrand, MessageDescriptor>> = {
  visa: msg`Visa`,
  visa_debit: msg`Visa Debit`,
  mastercard: msg`Mastercard`,
  mastercard_debit: msg`Mastercard Debit`,
  mastercard_prepaid: msg`Mastercard Prepaid`,
  amex: msg`American Express`,
  discover: msg`Discover`,
  diners: msg`Diners Club`,
  jcb: msg`JCB`,
  unionpay: msg`UnionPay`,
}

/** Status badge colours, light and dark. */
export const DEPOSIT_STATUS_TONES: Readonly<Record<DepositStatus, string>> = {
  pending: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  confirming: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  succeeded: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
}
