/**
 * The words of the deposits' enums (SPEC §3: payment methods all / crypto / card, deposit
 * statuses), as messages: the contract's English labels are for CSV files and mails. The billing
 * page's deposit history and the statements' deposit tab read them alike.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentMethodFilter } from '../../../contract/enums'
import type { DepositStatus } from '../../../contract/statuses'

export const PAYMENT_METHOD_WORDS: Readonly<Record<PaymentMethodFilter, MessageDescriptor>> = {
  all: msg`All methods`,
  cobo: msg`Crypto`,
  stripe: msg`Card`,
}

export const DEPOSIT_STATUS_WORDS: Readonly<Record<DepositStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  confirming: msg`Confirming`,
  succeeded: msg`Credited`,
  failed: msg`Failed`,
}
