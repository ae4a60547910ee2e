/**
 * An invoice's actions: download its PDF, copy its share link, open its printable view. All go
 * by the invoice's share code (invoice-code.ts). Offline, what was kept still works: a PDF
 * downloaded before, a link whose code has not expired, a printable view opened before; the rest
 * is disabled and points to the page's offline note.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { InvoicePreview, InvoiceSummary } from '../../../../contract/methods/billing'
import { Button } from '../../../components/ui/button'
import { COPY_CONFIRMATION_MS } from '../../../components/ui/copy-button'
import { copyText } from '../../../lib/clipboard'
import { toast } from '../../../lib/toast-store'
import { invoiceCode, invoiceShareUrl, isUsable } from '../invoice-code'
import { fetchInvoicePdf, keptInvoicePdf, saveFile } from '../invoice-pdf'

export interface InvoiceActionsProps {
  invoice: InvoiceSummary
  preview: InvoicePreview | undefined
  /** Whether the printable view of the stored code was opened (and kept) before. */
  viewKept: boolean
  online: boolean
  offlineReasonId: string
}

export function InvoiceActions({ invoice, preview, viewKept, online, offlineReasonId }: InvoiceActionsProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const number = invoice.number
  const [busy, setBusy] = useState<'pdf' | 'link' | 'open' | null>(null)
  const [copied, setCopied] = useState(false)
  const [pdfKept, setPdfKept] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const storedCode = preview?.code
  useEffect(() => {
    if (!storedCode) return
    let live = true
    void keptInvoicePdf(storedCode).then((kept) => live && setPdfKept(kept !== null))
    return () => {
      live = false
    }
  }, [storedCode, busy])

  // When the list was drawn: enough to judge a code that lasts days, and pure during render.
  const [drawnAt] = useState(() => Date.now())
  const codeUsable = !!preview && isUsable(preview, drawnAt)
  const run = (kind: 'pdf' | 'link' | 'open', action: (code: string) => Promise<void>) => {
    setBusy(kind)
    // Offline, the stored code names what was kept, expired or not; refusals are told by the RPC client.
    const code = !online && preview ? Promise.resolve(preview.code) : invoiceCode(invoice.id, preview, Date.now())
    void code
      .then(action)
      .catch(() => undefined)
      .finally(() => setBusy(null))
  }
  const downloadPdf = () => run('pdf', async (code) => saveFile(await fetchInvoicePdf(code, `invoice-${number}.pdf`)))
  const copyLink = () =>
    run('link', async (code) => {
      if (!(await copyText(invoiceShareUrl(code, location.origin)))) {
        toast.error(t`Could not copy the link of invoice ${number}`)
        return
      }
      clearTimeout(timer.current)
      setCopied(true)
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    })
  const open = () => run('open', (code) => navigate({ to: '/invoice/$code', params: { code } }))
  const described = online ? undefined : offlineReasonId

  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        loading={busy === 'pdf'}
        disabled={!online && !pdfKept}
        aria-describedby={online || pdfKept ? undefined : described}
        aria-label={t`Download PDF of invoice ${number}`}
        onClick={downloadPdf}
      >
        <Trans>PDF</Trans>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        loading={busy === 'link'}
        disabled={!online && !codeUsable}
        aria-describedby={online || codeUsable ? undefined : described}
        aria-label={t`Copy share link of invoice ${number}`}
        onClick={copyLink}
      >
        {copied ? <Trans>Copied</Trans> : <Trans>Share link</Trans>}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        loading={busy === 'open'}
        disabled={!online && !viewKept}
        aria-describedby={online || viewKept ? undefined : described}
        aria-label={t`Open invoice ${number}`}
        onClick={open}
      >
        <Trans>Open</Trans>
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {copied ? t`Link copied` : ''}
      </span>
    </div>
  )
}
