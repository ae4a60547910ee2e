/**
 * Above the deposit flow when it was opened for a package (the wallet was short of its price):
 * which package, the balance as it now stands, and the way back to that purchase, which opens
 * its checkout again (`?buy=&pay=wallet`). The balance follows the store, so a deposit credited
 * here or in another tab shows at once.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { covers } from '../../../../machines/purchase/price-rules'
import { buttonClassName } from '../../../components/ui/button-styles'
import { formatUsd } from '../../../lib/money'
import { useView } from '../../../store/use-view'
import { skusProjection } from '../skus.projection'
import { useCatalogWords } from '../../../i18n/catalog-words'

export interface PurchaseReturnBannerProps {
  skuId: number
  /** The balance as the store has it; null until known. */
  balance: string | null
}

export function PurchaseReturnBanner({ skuId, balance }: PurchaseReturnBannerProps) {
  const { t } = useLingui()
  const catalog = useCatalogWords()
  const sku = useView(skusProjection)?.state?.find((one) => one.id === skuId)
  if (!sku) return null
  const price = formatUsd(sku.price)
  const name = catalog.packageName(sku.name)
  const enough = balance !== null && covers(balance, sku.price)
  const now = balance === null ? null : formatUsd(balance)
  return (
    <div
      data-testid="purchase-return"
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-300 bg-brand-50 px-4 py-3 text-sm dark:border-brand-800 dark:bg-brand-800/30"
    >
      <p>
        {enough ? t`Your balance of ${now} now covers ${name} (${price}).` : t`Depositing to buy ${name} (${price}).`}
      </p>
      <Link
        to="/rpc/billings/charge"
        search={{ tab: 'packages', buy: skuId, pay: 'wallet' }}
        className={buttonClassName(enough ? 'primary' : 'secondary', 'sm')}
      >
        <Trans>Back to the purchase</Trans>
      </Link>
    </div>
  )
}
