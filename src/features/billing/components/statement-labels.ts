/**
 * The words of the statements' enums (SPEC §3: bill types, payment channels, package types,
 * invoice statuses), as messages: the contract's English labels are for CSV files and mails.
 * Payment methods and deposit statuses: src/components/payments/deposit-words.ts.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BillTypeFilter, PackageTypeFilter, PaymentChannelFilter } from '../../../../contract/enums'
import type { InvoiceStatus } from '../../../../contract/statuses'
import type { StatementTab } from '../statement-query'

export const TAB_WORDS: Readonly<Record<StatementTab, MessageDescriptor>> = {
  bill: msg`Bills`,
  purchase: msg`Purchases`,
  deposit: msg`Deposits`,
}

export const BILL_TYPE_WORDS: Readonly<Record<BillTypeFilter, MessageDescriptor>> = {
  all: msg`All types`,
  deposit: msg`Deposit`,
  ru: msg`Package (RU)`,
  dn_node: msg`Dedicated node`,
}

export const PAYMENT_CHANNEL_WORDS: Readonly<Record<PaymentChannelFilter, MessageDescriptor>> = {
  all: msg`All channels`,
  card: msg`Card`,
  wallet: msg`Wallet balance`,
  coin: msg`Crypto`,
}

export const PACKAGE_TYPE_WORDS: Readonly<Record<PackageTypeFilter, MessageDescriptor>> = {
  all: msg`All packages`,
  standard: msg`Additional Package`,
  default: msg`Pay As You Go`,
  free: msg`Free Package`,
  enterprise: msg`Enterprise Package`,
}

export const INVOICE_STATUS_WORDS: Readonly<Record<InvoiceStatus, MessageDescriptor>> = {
  open: msg`Open`,
  paid: msg`Paid`,
  void: msg`Void`,
}

/** Status badge colours, light and dark. */
export const INVOICE_STATUS_TONES: Readonly<Record<InvoiceStatus, string>> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  paid: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  void: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
}
