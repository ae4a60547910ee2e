/**
 * An invoice as a PDF (pdfkit): seller and buyer, number, dates, lines, totals and the payment
 * channel, on one A4 page. Set in Noto Sans SC, whose glyphs cover Latin and Chinese alike, so a
 * Chinese company name prints; pdfkit embeds only the glyphs used (a subset of a few KiB), so
 * the 10 MiB font costs nothing per file. The font is read once per process.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { InvoiceParty, InvoiceView, PaymentChannel } from '../../../contract/index'

const require = createRequire(import.meta.url)

/** The font file inside its package (resolved from node_modules, wherever that is). */
const FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')

let font: Promise<Buffer> | undefined

function fontBuffer(): Promise<Buffer> {
  font ??= readFile(FONT_PATH).catch((error: unknown) => {
    font = undefined
    throw error
  })
  return font
}

const CHANNEL_WORDS: Record<PaymentChannel, string> = {
  card: 'Card',
  wallet: 'Wallet balance',
  coin: 'Crypto',
}

/** The PDF of `invoice`, whole. */
export async function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('body', await fontBuffer())
  doc.font('body')

  doc.fontSize(20).text('Invoice', { continued: false })
  doc.fontSize(10).moveDown(0.5)
  doc.text(`Invoice number: ${invoice.number}`)
  doc.text(`Status: ${invoice.status}`)
  doc.text(`Issued: ${day(invoice.issuedAt)}`)
  if (invoice.paidAt) doc.text(`Paid: ${day(invoice.paidAt)}`)
  doc.text(`Order: ${invoice.orderId}`)
  doc.text(`Payment: ${CHANNEL_WORDS[invoice.paymentChannel]}`)
  doc.moveDown()

  const top = doc.y
  party(doc, 'From', invoice.seller, 50, top)
  const sellerEnd = doc.y
  party(doc, 'Bill to', invoice.buyer, 300, top)
  doc.y = Math.max(sellerEnd, doc.y)
  doc.x = 50
  doc.moveDown()

  const columns = { description: 50, quantity: 330, unit: 380, amount: 470 }
  const row = (cells: [string, string, string, string]) => {
    const y = doc.y
    doc.text(cells[0], columns.description, y, { width: 270 })
    const end = doc.y
    doc.text(cells[1], columns.quantity, y, { width: 40, align: 'right' })
    doc.text(cells[2], columns.unit, y, { width: 80, align: 'right' })
    doc.text(cells[3], columns.amount, y, { width: 75, align: 'right' })
    doc.y = Math.max(end, doc.y) + 4
  }
  row(['Description', 'Qty', 'Unit price', 'Amount'])
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke()
  doc.y += 4
  for (const line of invoice.lines) {
    row([line.description, String(line.quantity), usd(line.unitPrice), usd(line.amount)])
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke()
  doc.y += 4
  row(['', '', 'Subtotal', usd(invoice.subtotal)])
  if (invoice.discount !== '0.00') row(['', '', 'Discount', `-${usd(invoice.discount)}`])
  row(['', '', 'Tax', usd(invoice.tax)])
  row(['', '', 'Total', `${usd(invoice.total)} ${invoice.currency}`])

  doc.end()
  return done
}

/** A seller or buyer block at (x, y). */
function party(doc: PDFKit.PDFDocument, heading: string, who: InvoiceParty, x: number, y: number): void {
  doc.fontSize(9).fillColor('#64748b').text(heading, x, y, { width: 230 })
  doc.fontSize(10).fillColor('#000000')
  for (const line of [who.name, ...who.address, who.taxId && `Tax ID: ${who.taxId}`, who.email]) {
    if (line) doc.text(line, x, doc.y, { width: 230 })
  }
}

function usd(amount: string): string {
  return `$${amount}`
}

function day(iso: string): string {
  return iso.slice(0, 10)
}
