/**
 * hub_createStripeOrder: a one-off card payment, for a card typed into the processor's field and
 * not saved (card-charge.ts opens the order). The order is `pending` until the field confirms it; then the processor's webhooks
 * settle it (paid and credited, failed with a reason, or requires_action during 3-D Secure).
 * `purpose: 'package'` buys a package the same way (package-by-card.ts): the purchase is made
 * when the order is paid; `dn_node` and `dn_node_renewal` buy a dedicated node or its months
 * (nodes/node-orders.ts), made once paid (nodes/paid-node-order.ts).
 */
import { MIN_CARD_DEPOSIT_USD } from '../../../../contract/methods/wallet'
import type { MethodHandler } from '../../../rpc/registry'
import { openNodeFieldOrder } from '../../nodes/node-orders'
import type { NodeRuntime } from '../../nodes/node-runtime'
import { openFieldOrder } from './card-charge'
import { belowMinimum } from './card-errors'
import { walletOfCall } from './card-wallet'
import { centsToUsd, usdToCents } from './money'
import { createPackageOrder } from './package-by-card'
import type { CardPayments } from './processor'

/** `nodes`: the dedicated nodes' runtime (ModuleSettings.nodes); null when they are not attached. */
export function createStripeOrder(
  cards: CardPayments,
  nodes: NodeRuntime | null,
): MethodHandler<'hub_createStripeOrder'> {
  return async (ctx, params) => {
    if (params.purpose === 'package') return createPackageOrder(cards, ctx, params)
    if (params.purpose === 'dn_node' || params.purpose === 'dn_node_renewal') {
      if (!nodes) throw new Error('dedicated nodes are not attached to this server (app.ts attachNodes)')
      return openNodeFieldOrder(ctx, nodes, cards, params)
    }
    const amountCents = usdToCents(params.amount)
    if (amountCents < usdToCents(MIN_CARD_DEPOSIT_USD)) throw belowMinimum()
    const walletId = await walletOfCall(ctx)
    return openFieldOrder(ctx, cards, { walletId, amount: centsToUsd(amountCents), kind: 'deposit' })
  }
}
