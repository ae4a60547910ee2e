/**
 * What each CSV export holds: the rows of the same list method for the same filter (deposits,
 * packages bought, the statement), newest first, with the columns of the table the app shows,
 * in its order. Where the app stacks several values in one cell (a deposit's coin, network and
 * amount), the file gives each its own column so a spreadsheet can sort and sum them. Headers
 * and words are English (the contract's `*_LABELS` where it has them); times are ISO 8601 UTC,
 * amounts plain decimals.
 */
import type { Kysely } from 'kysely'
import type { BillType, ExportKind, PaymentChannel, PaymentMethodFilter } from '../../../../contract/index'
import { PACKAGE_TYPE_LABELS, PAYMENT_METHOD_LABELS } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { depositPage } from '../../wallet/deposits.queries'
import { billPage, purchasePage, type BillFilter, type PurchaseFilter } from '../statement.queries'
import { amountCell, textCell, timeCell } from './csv-cells'

/** The most rows one file holds (the newest): a range is at most 400 days. */
export const MAX_EXPORT_ROWS = 100_000

/** A table: its header row and its data rows, every cell a string. */
export interface CsvTable {
  header: string[]
  rows: string[][]
}

/** The export's filter as stored with it (`csv_exports.params`): a list filter without the page. */
export type ExportParams = Record<string, unknown> & { from?: string; to?: string }

const BILL_TYPE_WORDS: Record<BillType, string> = { deposit: 'Deposit', ru: 'Package', dn_node: 'Dedicated node' }
const CHANNEL_WORDS: Record<PaymentChannel, string> = { card: 'Card', wallet: 'Wallet', coin: 'Crypto' }

/** The table of export `kind` of the wallet for `params`. */
export async function exportTable(
  db: Kysely<DB>,
  walletId: number,
  kind: ExportKind,
  params: ExportParams,
): Promise<CsvTable> {
  const page = { ...params, page: 1, perPage: MAX_EXPORT_ROWS }
  switch (kind) {
    case 'deposit': {
      const filter = { ...page, paymentMethod: (params.paymentMethod ?? 'all') as PaymentMethodFilter }
      const { list } = await depositPage(db, walletId, filter)
      return {
        header: ['Date', 'Method', 'Coin', 'Network', 'Coin amount', 'USD credited', 'Status', 'Transaction'],
        rows: list.map((deposit) => [
          timeCell(deposit.createdAt),
          textCell(PAYMENT_METHOD_LABELS[deposit.paymentMethod]),
          textCell(deposit.coin),
          textCell(deposit.networkId),
          amountCell(deposit.coinAmount),
          amountCell(deposit.usdAmount),
          textCell(deposit.status),
          textCell(deposit.txHash),
        ]),
      }
    }
    case 'purchase': {
      const { list } = await purchasePage(db, walletId, {
        packageType: 'all',
        paymentChannel: 'all',
        ...page,
      } as PurchaseFilter)
      return {
        header: [
          'Date',
          'Package',
          'Package type',
          'Payment',
          'Amount (USD)',
          'RU',
          'Starts',
          'Expires',
          'Auto-renew',
          'Order',
        ],
        rows: list.map((purchase) => [
          timeCell(purchase.createdAt),
          textCell(purchase.skuName),
          textCell(PACKAGE_TYPE_LABELS[purchase.packageType]),
          textCell(CHANNEL_WORDS[purchase.paymentChannel]),
          amountCell(purchase.amount),
          amountCell(purchase.ru),
          timeCell(purchase.startsAt),
          timeCell(purchase.expiresAt),
          purchase.autoRenew ? 'Yes' : 'No',
          textCell(purchase.orderId),
        ]),
      }
    }
    case 'bill': {
      const { list } = await billPage(db, walletId, { billType: 'all', paymentChannel: 'all', ...page } as BillFilter)
      return {
        header: ['Date', 'Type', 'Description', 'Payment', 'Amount (USD)', 'Balance after (USD)', 'Order'],
        rows: list.map((bill) => [
          timeCell(bill.createdAt),
          textCell(BILL_TYPE_WORDS[bill.billType]),
          textCell(bill.title),
          textCell(bill.paymentChannel ? CHANNEL_WORDS[bill.paymentChannel] : ''),
          amountCell(bill.amount),
          amountCell(bill.balanceAfter),
          textCell(bill.orderId),
        ]),
      }
    }
  }
}
