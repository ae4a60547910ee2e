/**
 * The statements and invoices pages' reads, each returned as the fact the store records (the
 * pages draw from the store, so the last answers show offline with their age). Quiet where the
 * stored data still shows: the page says so only where nothing is stored.
 */
import { rpc, rpcSurvivingPageChange, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import { billParams, depositParams, purchaseParams, type StatementQuery } from './statement-query'
import type { StatementRows } from './statements.events'
import './statements.events'

/** One page of the query's tab. */
export async function readStatementPage(query: StatementQuery, options: RpcOptions = {}): Promise<EventDraft> {
  const { rows, total } = await readRows(query, options)
  return fact('statements.page.loaded', { query, rows, total }, 'server')
}

export async function readInvoicePage(page: number, perPage: number, options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange('hub_getUserInvoice', { page, perPage }, options)
  return fact('invoices.page.loaded', { page, perPage, list: answer.list, total: answer.total }, 'server')
}

export async function readInvoiceConfig(options: RpcOptions = {}): Promise<EventDraft> {
  return fact('invoices.config.loaded', await rpcSurvivingPageChange('hub_getUserInvoiceConfig', {}, options), 'server')
}

/** A share code of the invoice (unguessable, expiring): for its link, its printable view and PDF. */
export async function readInvoicePreview(
  invoiceId: number,
  options: RpcOptions = {},
): Promise<EventDraft<'invoices.preview.loaded'>> {
  const preview = await rpc('hub_getInvoicePreviewCode', { invoiceId }, options)
  return fact('invoices.preview.loaded', { invoiceId, preview }, 'server')
}

/** The printable invoice of a code; quiet (SPEC §8: the invoice view hides its errors). */
export async function readInvoiceView(code: string, options: RpcOptions = {}): Promise<EventDraft> {
  const view = await rpcSurvivingPageChange('hub_getInvoiceView', { code }, { hideError: true, ...options })
  return fact('invoices.view.loaded', { code, view }, 'server')
}

async function readRows(query: StatementQuery, options: RpcOptions): Promise<{ rows: StatementRows; total: number }> {
  switch (query.tab) {
    case 'bill': {
      const page = await rpcSurvivingPageChange('hub_getUserBill', billParams(query), options)
      return { rows: { tab: 'bill', list: page.list }, total: page.total }
    }
    case 'purchase': {
      const page = await rpcSurvivingPageChange('hub_getViewUserPurchaseInfo', purchaseParams(query), options)
      return { rows: { tab: 'purchase', list: page.list }, total: page.total }
    }
    case 'deposit': {
      const page = await rpcSurvivingPageChange('hub_getWalletDeposit', depositParams(query), options)
      return { rows: { tab: 'deposit', list: page.list }, total: page.total }
    }
  }
}
