/**
 * The loader of every route whose words are the `account` catalog part (lingui.config.ts):
 * the part is fetched before the page renders, alongside its code.
 */
import { loadCatalogPart } from './i18n'

export function loadAccountWords(): Promise<void> {
  return loadCatalogPart('account')
}
