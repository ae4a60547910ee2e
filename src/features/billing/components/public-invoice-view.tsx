/**
 * The printable invoice of a share code (/invoice/{code}): opened from a shared link, logged out
 * too. Print and Download PDF above it; on paper only the invoice shows. Signed in, the invoice
 * is kept in the account's store and reads offline with its age; the PDF, once downloaded, is
 * kept in this browser (invoice-pdf.ts) and downloads offline too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { Button } from '../../../components/ui/button'
import { DataAge } from '../../../components/ui/data-age'
import { SkeletonText } from '../../../components/ui/skeleton'
import { useOnline } from '../../../components/ui/use-online'
import { fetchInvoicePdf, keptInvoicePdf, saveFile } from '../invoice-pdf'
import { useInvoiceView } from '../use-invoice-view'
import { InvoiceDocument } from './invoice-document'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { INLINE_LINK_CLASS } from '../../../components/ui/button-styles'

export function PublicInvoiceView({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useLingui()
  const online = useOnline()
  const opened = useInvoiceView(code, signedIn)
  const invoice = opened.view
  const number = invoice?.number ?? ''
  usePageTitle(invoice ? t`Invoice ${number}` : t`Invoice`)
  const [downloading, setDownloading] = useState(false)
  const [pdfKept, setPdfKept] = useState(false)
  useEffect(() => {
    let live = true
    void keptInvoicePdf(code).then((kept) => live && setPdfKept(kept !== null))
    return () => {
      live = false
    }
  }, [code, downloading])

  const download = () => {
    setDownloading(true)
    // Refusals are told by the RPC client (SPEC §8).
    void fetchInvoicePdf(code, `invoice-${number || code}.pdf`)
      .then(saveFile)
      .catch(() => undefined)
      .finally(() => setDownloading(false))
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8">
      {invoice ? (
        <>
          <div className="flex flex-wrap items-center justify-end gap-2">
            {signedIn && (
              <Link to="/rpc/billings/invoice" className={`mr-auto text-sm ${INLINE_LINK_CLASS}`}>
                <Trans>All invoices</Trans>
              </Link>
            )}
            <Button variant="secondary" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button onClick={download} loading={downloading} disabled={!online && !pdfKept}>
              <Trans>Download PDF</Trans>
            </Button>
          </div>
          {!online && !pdfKept && (
            <p className="text-right text-sm text-slate-600 dark:text-slate-300">
              <Trans>You are offline: the PDF downloads when you are back online.</Trans>
            </p>
          )}
          <InvoiceDocument invoice={invoice} />
          <DataAge syncedAt={opened.loadedAt} />
        </>
      ) : opened.state === 'missing' ? (
        <section className="py-10 text-center">
          <h1 className="text-2xl font-semibold">
            <Trans>Invoice not found</Trans>
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            <Trans>This invoice link is not valid or has expired. Ask for a new link.</Trans>
          </p>
        </section>
      ) : opened.state === 'failed' ? (
        <NotLoaded online={online} retry={opened.retry} />
      ) : (
        <SkeletonText lines={8} />
      )}
    </div>
  )
}
