/**
 * Keeping the card order being paid where a reload finds it: its id in the URL (`?order=`), its
 * secrets and processor in this tab's session storage (followed-order-store.ts). Forgetting
 * clears both.
 */
import type { useNavigate } from '@tanstack/react-router'
import type { CardField } from '../../../../contract/methods/cards'
import type { FollowedOrder } from '../../../../machines/deposit/card-deposit.types'
import { forgetFollowedOrder, saveFollowedOrder } from './followed-order-store'

export function followOrderIn(navigate: ReturnType<typeof useNavigate>) {
  return (order: FollowedOrder | null, field: CardField | null = null) => {
    if (order) saveFollowedOrder(order, field)
    else forgetFollowedOrder()
    void navigate({
      to: '/rpc/billings/charge',
      search: order ? { method: 'card', order: order.orderId } : { method: 'card' },
      replace: true,
    })
  }
}
