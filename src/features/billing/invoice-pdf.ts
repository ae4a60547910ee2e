/**
 * An invoice's PDF, downloaded and kept for offline reading. hub_getInvoicePdf answers a
 * short-lived signed link; the file is fetched from it and kept in Cache Storage under a stable
 * name of the invoice's code (a signed link would not match once it expires), so a PDF opened
 * once opens again offline. The file is then saved as the server named it.
 *
 * Why Cache Storage and not the event log: a PDF carries its font and weighs tens of kilobytes,
 * which would bloat every snapshot of the account's store; why not a service-worker route: the
 * signed link changes on every request, so the worker could never find it again.
 */
import { rpc } from '../../lib/rpc-client'

/** The kept copy's header naming the file as the server named it. */
const FILE_NAME_HEADER = 'X-File-Name'
const PDF_EXTENSION = '.pdf'

/** The cache of invoice PDFs this browser opened. */
export const INVOICE_PDF_CACHE = 'hubdeck-invoice-pdfs'

export interface InvoicePdf {
  blob: Blob
  fileName: string
}

/** The PDF of the invoice `code`: from the network when online, else the copy kept here. */
export async function fetchInvoicePdf(code: string, fileNameHint: string): Promise<InvoicePdf> {
  if (!navigator.onLine) {
    const kept = await keptInvoicePdf(code)
    if (kept) return kept
  }
  const link = await rpc('hub_getInvoicePdf', { code })
  const response = await fetch(link.url)
  if (!response.ok) throw new Error(`The invoice PDF could not be fetched (HTTP ${response.status})`)
  const blob = await response.blob()
  const fileName = link.fileName || fileNameHint
  await keep(code, blob, fileName)
  return { blob, fileName }
}

/** The copy of the PDF kept by an earlier download, or null. */
export async function keptInvoicePdf(code: string): Promise<InvoicePdf | null> {
  if (typeof caches === 'undefined') return null
  const cache = await caches.open(INVOICE_PDF_CACHE)
  const response = await cache.match(cacheKey(code))
  if (!response) return null
  const fileName = response.headers.get(FILE_NAME_HEADER) ?? code + PDF_EXTENSION
  return { blob: await response.blob(), fileName }
}

/** Saves the file as a download, named as the server named it. */
export function saveFile({ blob, fileName }: InvoicePdf): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

async function keep(code: string, blob: Blob, fileName: string): Promise<void> {
  if (typeof caches === 'undefined') return
  const cache = await caches.open(INVOICE_PDF_CACHE)
  const headers = { 'Content-Type': 'application/pdf', [FILE_NAME_HEADER]: fileName }
  await cache.put(cacheKey(code), new Response(blob, { headers }))
}

/** A same-origin path that no server route answers: it only names the kept copy. */
function cacheKey(code: string): string {
  return new URL(`/offline/invoice-pdf/${encodeURIComponent(code)}`, location.origin).href
}
