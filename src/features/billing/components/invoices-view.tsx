/**
 * The invoices page's body (/rpc/billings/invoice): the invoices with status, number, amount and
 * dates, each with its PDF, share link and printable view, and the invoice details form. Drawn
 * from the store, so offline the invoices read before still show with their age.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { DataAge } from '../../../components/ui/data-age'
import { DataTable } from '../../../components/ui/data-table'
import { EmptyState } from '../../../components/ui/empty-state'
import { SkeletonText } from '../../../components/ui/skeleton'
import { TABLE_PAGE_SIZE } from '../../../components/ui/table-defaults'
import { useOnline } from '../../../components/ui/use-online'
import { storedInvoiceView } from '../invoices.projection'
import { useInvoices } from '../use-invoices'
import { InvoiceActions } from './invoice-actions'
import { invoiceColumns } from './invoice-columns'
import { InvoiceConfigForm } from './invoice-config-form'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { OfflineNote } from './offline-note'
import { STACKED_ON_PHONE } from './statement-columns'
import { awaitsData } from '../../../store/use-stored-read'

export function InvoicesView() {
  const { i18n } = useLingui()
  const online = useOnline()
  const reasonId = useId()
  const headingId = useId()
  const [paging, setPaging] = useState({ page: 1, perPage: TABLE_PAGE_SIZE })
  const invoices = useInvoices(paging.page, paging.perPage)
  const state = invoices.state
  const columns = useMemo(
    () =>
      invoiceColumns(i18n, (row) => {
        const preview = state?.previews[row.id]
        const viewKept = !!preview && !!state && storedInvoiceView(state, preview.code) !== null
        return (
          <InvoiceActions
            invoice={row}
            preview={preview}
            viewKept={viewKept}
            online={online}
            offlineReasonId={reasonId}
          />
        )
      }),
    // i18n.locale: the i18n object stays the same across a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale, state, online, reasonId],
  )
  const page = invoices.page
  const loading = awaitsData(invoices.listRead, !!page)

  return (
    <div className="space-y-8">
      {!online && <OfflineNote id={reasonId} page="invoices" />}
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Your invoices</Trans>
        </h2>
        {!state ? (
          <SkeletonText lines={4} />
        ) : !page && !loading ? (
          <NotLoaded online={online} retry={invoices.retry} />
        ) : (
          <>
            <DataTable
              caption={<Trans>Invoices</Trans>}
              columns={columns}
              rows={page?.list ?? []}
              rowKey={(row) => row.id}
              loading={loading}
              fitViewport={false}
              className={STACKED_ON_PHONE}
              empty={
                <EmptyState
                  title={<Trans>No invoices yet</Trans>}
                  description={<Trans>Every paid order gets an invoice, listed here newest first.</Trans>}
                />
              }
              pagination={{
                total: page?.total ?? 0,
                pageSize: paging.perPage,
                currentPage: paging.page,
                onChange: (next, perPage) => setPaging({ page: next, perPage }),
              }}
            />
            {page && <DataAge syncedAt={page.loadedAt} />}
          </>
        )}
      </section>
      {state && (state.config || invoices.configRead !== 'failed') ? (
        <InvoiceConfigForm config={state.config} />
      ) : state ? (
        <NotLoaded online={online} retry={invoices.retry} />
      ) : null}
    </div>
  )
}
