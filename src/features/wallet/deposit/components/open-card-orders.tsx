/**
 * Card payments the server still has open (waiting for the bank, or left mid-way in another tab):
 * following one shows how it ends, rather than paying again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { PendingDeposit } from '../../../../../contract/methods/wallet'
import type { CardDepositEvent } from '../../../../../machines/deposit/card-deposit.types'
import { Button } from '../../../../components/ui/button'
import { formatUsd } from '../../../../lib/money'

export interface OpenCardOrdersProps {
  orders: PendingDeposit[]
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  send(event: CardDepositEvent): void
}

export function OpenCardOrders({ orders, offline, send }: OpenCardOrdersProps) {
  const { t } = useLingui()
  if (orders.length === 0) return null
  return (
    <ul className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      {orders.map((order) => {
        const usd = formatUsd(order.usdAmount)
        return (
          <li
            key={order.id}
            className="flex flex-wrap items-center justify-between gap-2"
            data-testid="open-card-order"
          >
            <span>
              <Trans>A card payment of {usd} is not finished yet.</Trans>
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Check the card payment of ${usd}`}
              onClick={() => order.orderId && send({ type: 'order.resume', orderId: order.orderId })}
              {...offline}
            >
              <Trans>Check it</Trans>
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
