/**
 * An invoice as it prints: seller and buyer, number, dates and status, the lines, subtotal,
 * discount, tax and total, and how it was paid. Black on white on paper whatever the theme, with
 * nothing else of the page (invoice-print.css).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { InvoiceParty, InvoiceView } from '../../../../contract/methods/billing'
import { formatDate } from '../../../lib/dates'
import { formatDecimal, formatUsd } from '../../../lib/money'
import './invoice-print.css'
import { INVOICE_STATUS_TONES, INVOICE_STATUS_WORDS, PAYMENT_CHANNEL_WORDS } from './statement-labels'

/** The id of the printed element: invoice-print.css shows only it on paper. */
export const PRINTED_INVOICE_ID = 'printed-invoice'

export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const { i18n } = useLingui()
  const number = invoice.number
  return (
    <article
      id={PRINTED_INVOICE_ID}
      aria-labelledby={`${PRINTED_INVOICE_ID}-title`}
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-sm md:p-10 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={`${PRINTED_INVOICE_ID}-title`} className="text-2xl font-semibold">
            <Trans>Invoice {number}</Trans>
          </h1>
          <span
            className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-medium ${INVOICE_STATUS_TONES[invoice.status]}`}
          >
            {i18n._(INVOICE_STATUS_WORDS[invoice.status])}
          </span>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">
            <Trans>Issued</Trans>
          </dt>
          <dd className="tabular-nums">{formatDate(invoice.issuedAt)}</dd>
          <dt className="text-slate-500 dark:text-slate-400">
            <Trans>Paid on</Trans>
          </dt>
          <dd className="tabular-nums">{invoice.paidAt ? formatDate(invoice.paidAt) : '—'}</dd>
          <dt className="text-slate-500 dark:text-slate-400">
            <Trans>Order</Trans>
          </dt>
          <dd className="font-mono">{invoice.orderId}</dd>
          <dt className="text-slate-500 dark:text-slate-400">
            <Trans>Paid by</Trans>
          </dt>
          <dd>{i18n._(PAYMENT_CHANNEL_WORDS[invoice.paymentChannel])}</dd>
        </dl>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <Party title={<Trans>Issued by</Trans>} party={invoice.seller} />
        <Party title={<Trans>Bill to</Trans>} party={invoice.buyer} />
      </div>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>Invoice lines</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2">
              <Trans>Description</Trans>
            </th>
            <th scope="col" className="py-2 text-right">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="py-2 text-right">
              <Trans>Unit price</Trans>
            </th>
            <th scope="col" className="py-2 text-right">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-2">{line.description}</td>
              <td className="py-2 text-right tabular-nums">{formatDecimal(String(line.quantity))}</td>
              <td className="py-2 text-right tabular-nums">{formatUsd(line.unitPrice)}</td>
              <td className="py-2 text-right tabular-nums">{formatUsd(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="text-right tabular-nums">{formatUsd(invoice.subtotal)}</dd>
        <dt>
          <Trans>Discount</Trans>
        </dt>
        <dd className="text-right tabular-nums">{formatUsd(invoice.discount)}</dd>
        <dt>
          <Trans>Tax</Trans>
        </dt>
        <dd className="text-right tabular-nums">{formatUsd(invoice.tax)}</dd>
        <dt className="border-t border-slate-300 pt-1 font-semibold dark:border-slate-600">
          <Trans>Total</Trans>
        </dt>
        <dd
          className="border-t border-slate-300 pt-1 text-right font-semibold tabular-nums dark:border-slate-600"
          data-testid="invoice-total"
        >
          {formatUsd(invoice.total)}
        </dd>
      </dl>
    </article>
  )
}

function Party({ title, party }: { title: ReactNode; party: InvoiceParty }) {
  const taxId = party.taxId
  return (
    <section className="text-sm">
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h2>
      {party.name && <p className="font-medium">{party.name}</p>}
      {party.address.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {party.email && <p>{party.email}</p>}
      {party.taxId && (
        <p>
          <Trans>Tax ID: {taxId}</Trans>
        </p>
      )}
    </section>
  )
}
