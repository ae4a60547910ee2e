/**
 * The deposit history's columns: date (YYYY-MM-DD HH:mm), method, coin / network / amount, USD
 * credited, status and transaction. On a phone each row stacks into label-value lines
 * (`STACKED_ON_PHONE` on the table; each cell carries its own label, shown and read only there:
 * a table laid out as blocks may lose its table semantics in some screen readers).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { Deposit } from '../../../../contract/methods/wallet'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate } from '../../../lib/dates'
import { formatDecimal, formatUsd } from '../../../lib/money'
import { TxHashCell } from './tx-hash-cell'
import { DEPOSIT_STATUS_WORDS, PAYMENT_METHOD_WORDS } from '../../../components/payments/deposit-words'
import { DEPOSIT_STATUS_TONES } from './wallet-labels'

/** Below `md` the table's rows become blocks of label-value lines, readable at 375 px. */
export const STACKED_ON_PHONE =
  'max-md:[&_table]:block max-md:[&_tbody]:block max-md:[&_thead]:sr-only max-md:[&_tbody_tr]:block max-md:[&_tbody_tr]:py-2 max-md:[&_tbody_td]:flex max-md:[&_tbody_td]:items-center max-md:[&_tbody_td]:justify-between max-md:[&_tbody_td]:gap-3 max-md:[&_tbody_td]:py-1 max-md:[&_tbody_td]:text-right'

export function depositColumns(i18n: I18n): DataTableColumn<Deposit>[] {
  const header = (words: MessageDescriptor) => i18n._(words)
  const labelled = (words: MessageDescriptor, content: ReactNode) => (
    <>
      <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">{i18n._(words)}</span>
      <span>{content}</span>
    </>
  )
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{i18n._(msg`None`)}</span>
    </>
  )
  const DATE = msg`Date`
  const METHOD = msg`Method`
  const AMOUNT = msg`Coin, network and amount`
  const USD = msg`USD credited`
  const STATUS = msg`Status`
  const TX = msg`Transaction`
  return [
    {
      key: 'date',
      header: header(DATE),
      cell: (row) =>
        labelled(DATE, <span className="whitespace-nowrap tabular-nums">{formatDate(row.createdAt)}</span>),
    },
    {
      key: 'method',
      header: header(METHOD),
      cell: (row) => labelled(METHOD, i18n._(PAYMENT_METHOD_WORDS[row.paymentMethod])),
    },
    {
      key: 'amount',
      header: header(AMOUNT),
      cell: (row) =>
        labelled(
          AMOUNT,
          row.coin && row.coinAmount ? (
            <span className="flex flex-col">
              <span className="tabular-nums">
                {formatDecimal(row.coinAmount)} {row.coin}
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{row.networkId}</span>
            </span>
          ) : (
            none
          ),
        ),
    },
    {
      key: 'usd',
      header: header(USD),
      align: 'right',
      cell: (row) => labelled(USD, <span className="tabular-nums">{formatUsd(row.usdAmount)}</span>),
    },
    {
      key: 'status',
      header: header(STATUS),
      cell: (row) =>
        labelled(
          STATUS,
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${DEPOSIT_STATUS_TONES[row.status]}`}>
            {i18n._(DEPOSIT_STATUS_WORDS[row.status])}
          </span>,
        ),
    },
    {
      key: 'tx',
      header: header(TX),
      cell: (row) => labelled(TX, row.txHash ? <TxHashCell txHash={row.txHash} networkId={row.networkId} /> : none),
    },
  ]
}
