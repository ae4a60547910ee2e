/**
 * hub_depositByCard: tops the wallet up from a saved card (the one named, or the default), through
 * card-charge.ts. A refused card is a 10422 and leaves no order, no deposit and no money
 * moved. Otherwise the order is `pending` until the processor's `payment_intent.succeeded`
 * webhook credits it (the app polls hub_polling), or `requires_action` when the bank asks for
 * 3-D Secure first; then it also shows as a pending card deposit.
 */
import { MIN_CARD_DEPOSIT_USD } from '../../../../contract/methods/wallet'
import type { MethodHandler } from '../../../rpc/registry'
import { belowMinimum, cardNotFound, noCard } from './card-errors'
import { findCard } from './card-store'
import { existingWalletOfCall } from './card-wallet'
import { centsToUsd, usdToCents } from './money'
import { openCardDeposit } from './order-settlement'
import type { CardPayments } from './processor'
import { chargeSavedCard } from './card-charge'

export function depositByCard(cards: CardPayments): MethodHandler<'hub_depositByCard'> {
  return async (ctx, { amount, cardId }) => {
    const amountCents = usdToCents(amount)
    if (amountCents < usdToCents(MIN_CARD_DEPOSIT_USD)) throw belowMinimum()
    const walletId = await existingWalletOfCall(ctx)
    const card = walletId === null ? undefined : await findCard(ctx.db, walletId, cardId)
    if (walletId === null || !card) throw cardId === undefined ? noCard() : cardNotFound()
    const usd = centsToUsd(amountCents)
    const payment = await chargeSavedCard(ctx, cards, { walletId, cardId: card.id, amount: usd, kind: 'deposit' })
    // Waiting for the bank, it is a pending card deposit: a reload finds it and its order to poll.
    if (payment.status === 'requires_action') {
      await openCardDeposit(ctx.db, { id: payment.orderId, wallet_id: walletId, amount: usd })
    }
    return payment
  }
}
