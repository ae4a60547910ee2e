/**
 * The catalogue's names (packages, their descriptions, node regions) in the interface language,
 * from the one table the server words its Chinese texts with (contract/catalog-names.ts).
 */
import { useLingui } from '@lingui/react'
import { packageDescription, packageName, regionName } from '../../contract/index'
import type { Locale } from './locales'

export interface CatalogWords {
  packageName(name: string): string
  packageDescription(name: string, description: string): string
  regionName(region: string, storedName: string): string
}

/** The catalogue's words in the page's language; they follow a language switch. */
export function useCatalogWords(): CatalogWords {
  const { i18n } = useLingui()
  const locale: Locale = i18n.locale === 'zh' ? 'zh' : 'en'
  return {
    packageName: (name) => packageName(name, locale),
    packageDescription: (name, description) => packageDescription(name, description, locale),
    regionName: (region, storedName) => regionName(region, storedName, locale),
  }
}
