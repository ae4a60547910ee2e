/**
 * The invoice list's columns: number, status, amount, issued, paid, and the row's actions. On a
 * phone each row stacks into label-value lines, like the statements.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { InvoiceSummary } from '../../../../contract/methods/billing'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate } from '../../../lib/dates'
import { formatUsd } from '../../../lib/money'
import { INVOICE_STATUS_TONES, INVOICE_STATUS_WORDS } from './statement-labels'

export function invoiceColumns(
  i18n: I18n,
  actions: (row: InvoiceSummary) => ReactNode,
): DataTableColumn<InvoiceSummary>[] {
  const labelled = (words: MessageDescriptor, content: ReactNode) => (
    <>
      <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">{i18n._(words)}</span>
      <span>{content}</span>
    </>
  )
  const NUMBER = msg`Invoice number`
  const STATUS = msg`Status`
  const AMOUNT = msg`Amount`
  const ISSUED = msg`Issued`
  const PAID = msg`Paid on`
  return [
    {
      key: 'number',
      header: i18n._(NUMBER),
      cell: (row) => labelled(NUMBER, <span className="font-mono whitespace-nowrap">{row.number}</span>),
    },
    {
      key: 'status',
      header: i18n._(STATUS),
      cell: (row) =>
        labelled(
          STATUS,
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${INVOICE_STATUS_TONES[row.status]}`}>
            {i18n._(INVOICE_STATUS_WORDS[row.status])}
          </span>,
        ),
    },
    {
      key: 'amount',
      header: i18n._(AMOUNT),
      align: 'right',
      cell: (row) => labelled(AMOUNT, <span className="whitespace-nowrap tabular-nums">{formatUsd(row.amount)}</span>),
    },
    {
      key: 'issued',
      header: i18n._(ISSUED),
      cell: (row) =>
        labelled(ISSUED, <span className="whitespace-nowrap tabular-nums">{formatDate(row.issuedAt)}</span>),
    },
    {
      key: 'paid',
      header: i18n._(PAID),
      cell: (row) =>
        labelled(
          PAID,
          <span className="whitespace-nowrap tabular-nums">{row.paidAt ? formatDate(row.paidAt) : '—'}</span>,
        ),
    },
    { key: 'actions', header: <span className="sr-only">{i18n._(msg`Actions`)}</span>, align: 'right', cell: actions },
  ]
}
