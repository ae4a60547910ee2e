/**
 * What this tab keeps of the card order it is paying, beside the order id in the URL: the
 * processor's secret and 3-D Secure page, which must not go into the URL (history, referrers),
 * and which processor runs it (Stripe.js needs its publishable key to show the bank's step).
 * Session storage: the tab's own, gone with it, and erased at logout with the rest.
 */
import type { CardField } from '../../../../contract/methods/cards'
import type { FollowedOrder } from '../../../../machines/deposit/card-deposit.types'

const KEY = 'hubdeck:deposit-order'

export function saveFollowedOrder(order: FollowedOrder, field: CardField | null = null): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...order, field }))
  } catch {
    // Storage full or refused: a reload then follows the order by its id alone (no 3-D Secure step).
  }
}

/** The order with this id as this tab kept it, or the id alone. */
export function loadFollowedOrder(orderId: string): FollowedOrder {
  const alone: FollowedOrder = { orderId, clientSecret: null, nextActionUrl: null }
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<FollowedOrder> | null
    if (!kept || kept.orderId !== orderId) return alone
    return {
      orderId,
      clientSecret: typeof kept.clientSecret === 'string' ? kept.clientSecret : null,
      nextActionUrl: typeof kept.nextActionUrl === 'string' ? kept.nextActionUrl : null,
    }
  } catch {
    return alone
  }
}

/** The processor's field of the order with this id, as this tab kept it; null if not kept. */
export function loadFollowedField(orderId: string): CardField | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { orderId?: unknown; field?: CardField } | null
    if (!kept || kept.orderId !== orderId || !kept.field) return null
    const { processor, fieldUrl, publishableKey } = kept.field
    return { processor, fieldUrl, publishableKey }
  } catch {
    return null
  }
}

export function forgetFollowedOrder(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}
