/**
 * The charge page's query, as far as packages go: `tab` (`packages`, the default, or
 * `deposit`), `buy=<skuId>` and `pay=wallet|card` (the checkout to open, e.g. back from a
 * deposit made for it), and `purchase=<orderId>` (the card order of a package being paid, so a
 * reload follows it instead of paying again). A deposit's own `method` or `order` without a tab
 * opens the deposit tab, so links of the deposit flow keep working.
 */
import type { PayMethod } from '../../../machines/purchase/purchase.types'

export type ChargeTab = 'packages' | 'deposit'

export interface PurchaseSearch {
  tab: ChargeTab
  skuId: number | null
  method: PayMethod | null
  orderId: string | null
}

const ORDER_ID = /^[\w-]{1,128}$/

export function readPurchaseSearch(search: Record<string, unknown>): PurchaseSearch {
  const depositAsked = search['method'] !== undefined || search['order'] !== undefined
  const tab: ChargeTab =
    search['tab'] === 'deposit' || (search['tab'] !== 'packages' && depositAsked) ? 'deposit' : 'packages'
  const buy = Number(search['buy'])
  const skuId = Number.isSafeInteger(buy) && buy > 0 ? buy : null
  const pay = search['pay']
  const method: PayMethod | null = pay === 'wallet' || pay === 'card' ? pay : null
  const purchase = search['purchase']
  const orderId = typeof purchase === 'string' && ORDER_ID.test(purchase) ? purchase : null
  return { tab, skuId, method, orderId }
}
