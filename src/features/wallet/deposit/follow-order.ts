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
      // The rest of the query stays: a deposit opened for a package keeps its way back (`buy`, `pay`).
      search: (previous: Record<string, unknown>) => {
        const { order: _order, ...rest } = previous
        return order ? { ...rest, method: 'card', order: order.orderId } : { ...rest, method: 'card' }
      },
      replace: true,
    })
  }
}
