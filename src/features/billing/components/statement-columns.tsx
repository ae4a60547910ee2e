/**
 * The columns of the three statements tabs. On a phone each row stacks into label-value lines
 * (`STACKED_ON_PHONE` on the table; each cell carries its own label, shown and read only there).
 *
 * - Bills: date, type, what it was, channel, amount (signed: + credits, − debits), balance after.
 * - Purchases: date, package, package type, channel, amount, RU, valid until.
 * - Deposits: date, method, coin and amount, USD credited, status.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { Bill } from '../../../../contract/methods/billing'
import type { PurchaseRecord } from '../../../../contract/methods/packages'
import type { Deposit } from '../../../../contract/methods/wallet'
import { DEPOSIT_STATUS_WORDS, PAYMENT_METHOD_WORDS } from '../../../components/payments/deposit-words'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate } from '../../../lib/dates'
import { formatDecimal, formatUsd } from '../../../lib/money'
import { BILL_TYPE_WORDS, PACKAGE_TYPE_WORDS, PAYMENT_CHANNEL_WORDS } from './statement-labels'
import { packageName } from '../../../../contract/index'
import { billTitle } from '../bill-title'

/** Below `md` the table's rows become blocks of label-value lines, readable at 375 px. */
export const STACKED_ON_PHONE =
  'max-md:[&_table]:block max-md:[&_tbody]:block max-md:[&_thead]:sr-only max-md:[&_tbody_tr]:block max-md:[&_tbody_tr]:py-2 max-md:[&_tbody_td]:flex max-md:[&_tbody_td]:items-center max-md:[&_tbody_td]:justify-between max-md:[&_tbody_td]:gap-3 max-md:[&_tbody_td]:py-1 max-md:[&_tbody_td]:text-right'

export function billColumns(i18n: I18n): DataTableColumn<Bill>[] {
  const { column, none } = helpers(i18n)
  return [
    column(msg`Date`, (row) => <Nowrap>{formatDate(row.createdAt)}</Nowrap>),
    column(msg`Type`, (row) => i18n._(BILL_TYPE_WORDS[row.billType])),
    column(msg`Description`, (row) => billTitle(row.title, i18n)),
    column(msg`Channel`, (row) => (row.paymentChannel ? i18n._(PAYMENT_CHANNEL_WORDS[row.paymentChannel]) : none)),
    column(msg`Amount`, (row) => <Nowrap>{signedUsd(row.amount)}</Nowrap>, 'right'),
    column(msg`Balance after`, (row) => <Nowrap>{formatUsd(row.balanceAfter)}</Nowrap>, 'right'),
  ]
}

export function purchaseColumns(i18n: I18n): DataTableColumn<PurchaseRecord>[] {
  const { column, none } = helpers(i18n)
  return [
    column(msg`Date`, (row) => <Nowrap>{formatDate(row.createdAt)}</Nowrap>),
    column(msg`Package`, (row) => packageName(row.skuName, i18n.locale === 'zh' ? 'zh' : 'en')),
    column(msg`Package type`, (row) => i18n._(PACKAGE_TYPE_WORDS[row.packageType])),
    column(msg`Channel`, (row) => i18n._(PAYMENT_CHANNEL_WORDS[row.paymentChannel])),
    column(msg`Amount`, (row) => <Nowrap>{formatUsd(row.amount)}</Nowrap>, 'right'),
    column(msg`RU`, (row) => <Nowrap>{formatDecimal(String(row.ru))}</Nowrap>, 'right'),
    column(msg`Valid until`, (row) => (row.expiresAt ? <Nowrap>{formatDate(row.expiresAt)}</Nowrap> : none)),
  ]
}

export function depositColumns(i18n: I18n): DataTableColumn<Deposit>[] {
  const { column, none } = helpers(i18n)
  return [
    column(msg`Date`, (row) => <Nowrap>{formatDate(row.createdAt)}</Nowrap>),
    column(msg`Method`, (row) => i18n._(PAYMENT_METHOD_WORDS[row.paymentMethod])),
    column(msg`Coin and amount`, (row) =>
      row.coin && row.coinAmount ? (
        <Nowrap>
          {formatDecimal(row.coinAmount)} {row.coin}
        </Nowrap>
      ) : (
        none
      ),
    ),
    column(msg`USD credited`, (row) => <Nowrap>{formatUsd(row.usdAmount)}</Nowrap>, 'right'),
    column(msg`Status`, (row) => i18n._(DEPOSIT_STATUS_WORDS[row.status])),
  ]
}

/** `+$25.00` for a credit, `−$9.00` for a debit: the sign is what a statement line is about. */
export function signedUsd(amount: string): string {
  const negative = amount.trim().startsWith('-')
  const absolute = negative ? amount.trim().slice(1) : amount
  return `${negative ? '−' : '+'}${formatUsd(absolute)}`
}

function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap tabular-nums">{children}</span>
}

function helpers(i18n: I18n) {
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{i18n._(msg`None`)}</span>
    </>
  )
  function column<Row>(
    words: MessageDescriptor,
    content: (row: Row) => ReactNode,
    align: 'left' | 'right' = 'left',
  ): DataTableColumn<Row> {
    return {
      key: words.id ?? String(words.message),
      header: i18n._(words),
      align,
      cell: (row) => (
        <>
          <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">{i18n._(words)}</span>
          <span>{content(row)}</span>
        </>
      ),
    }
  }
  return { column, none }
}
