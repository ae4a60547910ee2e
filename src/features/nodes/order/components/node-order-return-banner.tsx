/**
 * Above the deposit flow when it was opened for a node order (the wallet was short of its
 * total, `?node=<skuId>&cycle=<months>` kept in the deposit's query): which node, the balance as
 * it now stands, and the way back to that order's summary. The balance follows the store, so a
 * deposit credited here or in another tab shows at once.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { choiceOf, priceOf, skuOf } from '../../../../../machines/node-order/node-choices'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { formatUsd } from '../../../../lib/money'
import { useView } from '../../../../store/use-view'
import { dnSkusProjection } from '../dn-skus.projection'
import { toNodeSkus } from '../node-skus'
import { summarySearch } from '../order-search'
import { useCatalogWords } from '../../../../i18n/catalog-words'

export interface NodeOrderReturnBannerProps {
  /** The charge page's query, where the deposit flow keeps `node` and `cycle`. */
  search: Record<string, unknown>
  /** The balance as the store has it; null until known. */
  balance: string | null
}

export function NodeOrderReturnBanner({ search, balance }: NodeOrderReturnBannerProps) {
  const { t } = useLingui()
  const catalog = useCatalogWords()
  const catalogue = useView(dnSkusProjection)?.state
  const skuId = Number(search['node'])
  const months = Number(search['cycle'])
  if (!catalogue || !Number.isSafeInteger(skuId) || !Number.isSafeInteger(months)) return null
  const skus = toNodeSkus(catalogue)
  const choice = choiceOf(skus, skuId, months)
  const sku = choice && skuOf(skus, choice)
  const price = choice && priceOf(skus, choice, balance)
  if (!sku || !price) return null
  const total = formatUsd(price.total)
  const name = `${sku.networkName} · ${catalog.regionName(sku.region, sku.regionName)} · ${sku.client}`
  const now = balance === null ? null : formatUsd(balance)
  const enough = price.covered === true
  return (
    <div
      data-testid="node-order-return"
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-300 bg-brand-50 px-4 py-3 text-sm dark:border-brand-800 dark:bg-brand-800/30"
    >
      <p>
        {enough
          ? t`Your balance of ${now} now covers the node ${name} (${total}).`
          : t`Depositing to order the node ${name} (${total}).`}
      </p>
      <Link
        to="/rpc/dedicated-node/new"
        search={summarySearch(skuId, months, 'wallet')}
        className={buttonClassName(enough ? 'primary' : 'secondary', 'sm')}
      >
        <Trans>Back to the node order</Trans>
      </Link>
    </div>
  )
}
