/**
 * What this tab keeps of the package order it is paying by card, beside the order id in the URL
 * (`?purchase=`): the package, the processor's secret and 3-D Secure page (never in the URL:
 * history, referrers) and the processor running it. Session storage: the tab's own, gone with it.
 */
import type { CardField } from '../../../contract/methods/cards'
import type { FollowedOrder, ResumedPurchase } from '../../../machines/purchase/purchase.types'

const KEY = 'hubdeck:purchase-order'

interface Kept extends FollowedOrder {
  skuId: number | null
  field: CardField | null
}

export function savePurchaseOrder(order: FollowedOrder, skuId: number | null, field: CardField | null): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...order, skuId, field } satisfies Kept))
  } catch {
    // Storage full or refused: a reload follows the order by its id alone (no 3-D Secure step).
  }
}

/** The order with this id as this tab kept it, or the id alone. */
export function loadPurchaseOrder(orderId: string): ResumedPurchase {
  const kept = read(orderId)
  return {
    order: {
      orderId,
      clientSecret: typeof kept?.clientSecret === 'string' ? kept.clientSecret : null,
      nextActionUrl: typeof kept?.nextActionUrl === 'string' ? kept.nextActionUrl : null,
    },
    skuId: typeof kept?.skuId === 'number' ? kept.skuId : null,
  }
}

/** The processor of the order with this id, as kept; null if not kept. */
export function loadPurchaseField(orderId: string): CardField | null {
  const field = read(orderId)?.field
  return field ? { processor: field.processor, fieldUrl: field.fieldUrl, publishableKey: field.publishableKey } : null
}

export function forgetPurchaseOrder(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}

function read(orderId: string): Partial<Kept> | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null
    return kept && kept.orderId === orderId ? kept : null
  } catch {
    return null
  }
}
