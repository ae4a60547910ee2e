/**
 * The package story in one line, told the same by the overview card and the header: the current
 * package, the request units left and, when it ends, until when (issue 17: "the overview, the
 * header and every notice tell the same package and RU story"). From the wallet overview.
 */
import { useLingui } from '@lingui/react/macro'
import { useCatalogWords } from '../../../i18n/catalog-words'
import type { WalletState } from '../wallet.projection'
import { formatRuShort } from '../../../lib/number-format'

/** Request units, short (250M; 2.5亿), in the reader's language. */
export function useRuLeft(): (ru: number) => string {
  const { i18n } = useLingui()
  return (ru) => formatRuShort(i18n.locale, ru)
}

export interface PackageStory {
  name: string
  ruLeft: string
  /** The end date in the reader's words; null when it lasts until used up, or for Free. */
  until: string | null
}

export function usePackageStory(wallet: WalletState | null | undefined): PackageStory | null {
  const { i18n } = useLingui()
  const ruLeft = useRuLeft()
  const catalog = useCatalogWords()
  // Overviews recorded before issue 17 lack the package: nothing rather than a made-up one.
  if (!wallet || typeof wallet.currentPackage !== 'string') return null
  return {
    name: catalog.packageName(wallet.currentPackage),
    ruLeft: ruLeft(wallet.ruBalance ?? 0),
    until: wallet.packageExpiresAt ? i18n.date(wallet.packageExpiresAt, { dateStyle: 'medium' }) : null,
  }
}
