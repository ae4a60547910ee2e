/**
 * Bills, invoices, receipts and CSV exports (SPEC §7 "Wallet", /rpc/billings/event,
 * /rpc/billings/invoice and the public /invoice/{code} page).
 *
 * A CSV export runs in the background: the method answers at once with the export, and a
 * file_download notice (expand `type` and `fileUrl`) announces the file when it is ready.
 */
import * as v from 'valibot'
import type { BillType, PaymentChannel } from '../enums'
import { BILL_TYPE_FILTERS, PACKAGE_TYPE_FILTERS, PAYMENT_CHANNEL_FILTERS, PAYMENT_METHOD_FILTERS } from '../enums'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import { codeSchema, emailSchema, idSchema, optionalRangeEntries, pageEntries, rangeCheck, refSchema } from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { ExportKind, ExportStatus, InvoiceStatus } from '../statuses'

/** A line of the account's statement. */
export interface Bill {
  id: number
  billType: BillType
  /** What it was, in English (e.g. the package or node name). */
  title: string
  /** USD, signed: positive credits the balance (a deposit), negative debits it. */
  amount: DecimalString
  currency: Currency
  /** The balance just after this line. */
  balanceAfter: DecimalString
  /** Null for lines that moved no money from outside (RU drawn from a package). */
  paymentChannel: PaymentChannel | null
  orderId: string | null
  createdAt: IsoDateTime
}

export interface CsvExport {
  exportId: string
  kind: ExportKind
  status: ExportStatus
  /** Set once `ready`: a short-lived signed URL of the file. */
  fileUrl: string | null
  createdAt: IsoDateTime
}

export interface InvoiceSummary {
  id: number
  /** The printed number, e.g. `HD-2026-000123`. */
  number: string
  status: InvoiceStatus
  amount: DecimalString
  currency: Currency
  orderId: string
  issuedAt: IsoDateTime
  paidAt: IsoDateTime | null
}

/** The customer's details printed on invoices; empty strings where not given. */
export interface InvoiceConfig {
  companyName: string
  taxId: string
  email: string
  /** ISO 3166-1 alpha-2, e.g. `SG`; empty when not given. */
  country: string
  addressLine1: string
  addressLine2: string
  city: string
  state: string
  postalCode: string
}

/**
 * The longest each invoice detail may be: hub_updateUserInvoiceConfig's own limits (the e-mail's
 * is `emailSchema`'s, the country's a two-letter code), for a form's `maxLength` too.
 */
export const INVOICE_CONFIG_MAX = {
  companyName: 128,
  taxId: 64,
  email: 254,
  country: 2,
  addressLine1: 128,
  addressLine2: 128,
  city: 64,
  state: 64,
  postalCode: 16,
} as const satisfies Record<keyof InvoiceConfig, number>

/** Invoice details nobody has given: what hub_getUserInvoiceConfig answers before any update. */
export const EMPTY_INVOICE_CONFIG: Readonly<InvoiceConfig> = Object.freeze({
  companyName: '',
  taxId: '',
  email: '',
  country: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
})

/** A seller or buyer as an invoice prints it. */
export interface InvoiceParty {
  name: string
  taxId: string
  email: string
  /** Address lines, country last. */
  address: string[]
}

export interface InvoiceLine {
  description: string
  quantity: number
  unitPrice: DecimalString
  amount: DecimalString
}

/** A whole invoice, for the /invoice/{code} page and its PDF. */
export interface InvoiceView extends InvoiceSummary {
  seller: InvoiceParty
  buyer: InvoiceParty
  lines: InvoiceLine[]
  subtotal: DecimalString
  discount: DecimalString
  tax: DecimalString
  total: DecimalString
  paymentChannel: PaymentChannel
}

/** A code that opens one invoice without a session, for sharing with an accountant. */
export interface InvoicePreview {
  code: string
  /** The app path of the invoice page, `/invoice/{code}`. */
  path: string
  expiresAt: IsoDateTime
}

/** A file to fetch, at a short-lived signed URL. */
export interface FileLink {
  url: string
  fileName: string
  expiresAt: IsoDateTime
}

export const billingMethods = {
  /** The statement, newest first. */
  hub_getUserBill: defineMethod<Page<Bill>>()(
    v.pipe(
      v.strictObject({
        ...pageEntries(),
        ...optionalRangeEntries,
        billType: v.optional(v.picklist(BILL_TYPE_FILTERS), 'all'),
        paymentChannel: v.optional(v.picklist(PAYMENT_CHANNEL_FILTERS), 'all'),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  hub_getViewUserDepositInfoCsv: defineMethod<CsvExport>()(
    v.pipe(
      v.strictObject({
        ...optionalRangeEntries,
        paymentMethod: v.optional(v.picklist(PAYMENT_METHOD_FILTERS), 'all'),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  hub_getViewUserPurchaseInfoCsv: defineMethod<CsvExport>()(
    v.pipe(
      v.strictObject({
        ...optionalRangeEntries,
        packageType: v.optional(v.picklist(PACKAGE_TYPE_FILTERS), 'all'),
        paymentChannel: v.optional(v.picklist(PAYMENT_CHANNEL_FILTERS), 'all'),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  hub_getViewUserBillCsv: defineMethod<CsvExport>()(
    v.pipe(
      v.strictObject({
        ...optionalRangeEntries,
        billType: v.optional(v.picklist(BILL_TYPE_FILTERS), 'all'),
        paymentChannel: v.optional(v.picklist(PAYMENT_CHANNEL_FILTERS), 'all'),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  /** Invoices, newest first. */
  hub_getUserInvoice: defineMethod<Page<InvoiceSummary>>()(
    v.pipe(v.strictObject({ ...pageEntries(), ...optionalRangeEntries }), rangeCheck()),
    { auth: 'user' },
  ),
  hub_getUserInvoiceConfig: defineMethod<InvoiceConfig>()(v.strictObject({}), { auth: 'user' }),
  /** Changes the fields given; later invoices print them. Answers the whole config. */
  hub_updateUserInvoiceConfig: defineMethod<InvoiceConfig>()(
    v.strictObject({
      companyName: text(INVOICE_CONFIG_MAX.companyName),
      taxId: text(INVOICE_CONFIG_MAX.taxId),
      email: v.optional(v.union([v.literal(''), emailSchema])),
      country: v.optional(
        v.pipe(v.string(), v.toUpperCase(), v.regex(/^([A-Z]{2})?$/, 'a 2-letter country code is required')),
      ),
      addressLine1: text(INVOICE_CONFIG_MAX.addressLine1),
      addressLine2: text(INVOICE_CONFIG_MAX.addressLine2),
      city: text(INVOICE_CONFIG_MAX.city),
      state: text(INVOICE_CONFIG_MAX.state),
      postalCode: text(INVOICE_CONFIG_MAX.postalCode),
    }),
    { auth: 'user' },
  ),
  hub_getInvoicePreviewCode: defineMethod<InvoicePreview>()(v.strictObject({ invoiceId: idSchema }), { auth: 'user' }),
  /** Public: the code is the key (the /invoice/{code} route skips the guard). */
  hub_getInvoiceView: defineMethod<InvoiceView>()(v.strictObject({ code: codeSchema }), {
    auth: 'public',
  }),
  /** Public, like the invoice view. */
  hub_getInvoicePdf: defineMethod<FileLink>()(v.strictObject({ code: codeSchema }), {
    auth: 'public',
  }),
  /**
   * The card processor's receipt of a paid card order (10422 while unpaid; 50404 for another
   * wallet's order): Stripe's receipt page, or with the card sandbox a path on this server.
   */
  hub_getReceiptUrl: defineMethod<{ url: string }>()(v.strictObject({ orderId: refSchema }), {
    auth: 'user',
  }),
}

/** An optional free-text field of up to `max` characters. */
function text(max: number) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))
}
