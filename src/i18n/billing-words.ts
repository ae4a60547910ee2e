/**
 * The loader of the billing routes (/rpc/billings, /rpc/billings/charge), whose sections speak
 * from the `billing` catalog part (lingui.config.ts): the part is fetched before the page
 * renders, alongside its code.
 */
import { loadCatalogPart } from './i18n'

export function loadBillingWords(): Promise<void> {
  return loadCatalogPart('billing')
}
