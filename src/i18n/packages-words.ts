/**
 * The loaders of the routes that buy packages (/rpc/billings/charge, /first-login) and of the
 * statement pages (/rpc/billings/event, /rpc/billings/invoice, /invoice/{code}): each part is
 * fetched before the page renders, alongside its code (lingui.config.ts).
 */
import { loadCatalogPart } from './i18n'

export function loadPackagesWords(): Promise<void> {
  return loadCatalogPart('packages')
}

export function loadStatementsWords(): Promise<void> {
  return loadCatalogPart('statements')
}
