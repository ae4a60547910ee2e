/**
 * Invoices: the wallet's list, its invoice details, a code to share one invoice, and the public
 * side that code opens (the invoice page and its PDF). Everything a signed-in caller reaches is
 * scoped to the wallet of the call (the team's in team context, else the caller's own): another
 * wallet's invoice is not found (50404), and a foreign Team-Id never gets here (10403).
 *
 * The public methods take only the code. Each look-up counts against the caller's IP
 * (`RATE_LIMITS.invoiceLookup`) whether the code is right or not: the codes are 128 random bits
 * and cannot be guessed, but the limit keeps anyone from trying at speed all the same.
 */
import type { Kysely } from 'kysely'
import type { FileLink, InvoiceView } from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { RpcContext } from '../../rpc/context'
import { notFound } from '../../rpc/errors'
import { takeAttempt } from '../../rpc/rate-limits'
import type { MethodRegistry } from '../../rpc/registry'
import { existingWalletOfCall, walletOfCall } from '../wallet/cards/card-wallet'
import { signLink } from './file-links'
import { invoiceConfigOf, updateInvoiceConfig } from './invoice-config'
import { invoiceIdOfCode, invoicePage, invoiceView, ownInvoice, previewCodeOf } from './invoices.queries'
import { sellerOf } from './seller'
import { emptyPage } from '../../db/page'

/** How long a PDF link works: fetched at once by the page that asked for it. */
export const PDF_LINK_TTL_MS = 15 * 60_000 // 15 minutes

export function registerInvoiceMethods(registry: MethodRegistry, supportEmail: string): void {
  const seller = sellerOf(supportEmail)

  registry.register('hub_getUserInvoice', async (ctx, filter) => {
    const walletId = await existingWalletOfCall(ctx)
    return walletId === null ? emptyPage(filter) : invoicePage(ctx.db, walletId, filter)
  })

  registry.register('hub_getUserInvoiceConfig', async (ctx) => invoiceConfigOf(ctx.db, await existingWalletOfCall(ctx)))

  registry.register('hub_updateUserInvoiceConfig', async (ctx, changes) =>
    updateInvoiceConfig(ctx.db, await walletOfCall(ctx), changes),
  )

  registry.register('hub_getInvoicePreviewCode', async (ctx, { invoiceId }) => {
    const walletId = await existingWalletOfCall(ctx)
    const invoice = walletId === null ? null : await ownInvoice(ctx.db, walletId, invoiceId)
    if (!invoice) throw invoiceNotFound()
    return previewCodeOf(ctx.db, invoice.id)
  })

  registry.register('hub_getInvoiceView', async (ctx, { code }) => viewOfCode(ctx, code, seller))

  registry.register('hub_getInvoicePdf', async (ctx, { code }): Promise<FileLink> => {
    const view = await viewOfCode(ctx, code, seller)
    return pdfLink(ctx.db, view)
  })
}

/** A signed link to the invoice's PDF (billing-files.routes.ts serves it). */
export async function pdfLink(db: Kysely<DB>, view: Pick<InvoiceView, 'id' | 'number'>): Promise<FileLink> {
  const link = await signLink(db, { kind: 'invoices', id: String(view.id) }, PDF_LINK_TTL_MS)
  return { url: link.url, fileName: `${view.number}.pdf`, expiresAt: link.expiresAt.toISOString() }
}

/** The invoice a public code opens, counting the look-up against the caller's IP. */
async function viewOfCode(ctx: RpcContext, code: string, seller: InvoiceView['seller']): Promise<InvoiceView> {
  await takeAttempt(ctx.db, 'invoiceLookup', ctx.request.ip)
  const invoiceId = await invoiceIdOfCode(ctx.db, code)
  const view = invoiceId === null ? null : await invoiceView(ctx.db, invoiceId, seller)
  if (!view) {
    throw notFound(
      'This invoice link is not valid or has expired. Ask the sender for a new link.',
      '此发票链接无效或已过期，请向发送者索取新链接。',
    )
  }
  return view
}

function invoiceNotFound() {
  return notFound('There is no such invoice.', '没有该发票。')
}
