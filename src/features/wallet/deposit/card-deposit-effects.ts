/**
 * The card deposit machine's effects (machines/deposit/card-deposit.machine.ts), on the Hub API
 * and the processor's card field. Payments are told to the customer by the machine's states,
 * and by the RPC client's policy for what the server refused (SPEC §8); the order's polling is
 * quiet (SPEC §8 lists polling among the calls without an error toast).
 */
import { fromPromise } from 'xstate'
import type { CardField, CardPayment, StripeOrder } from '../../../../contract/methods/cards'
import { cardDepositMachine } from '../../../../machines/deposit/card-deposit.machine'
import type {
  CardLoad,
  FollowedOrder,
  NewCardOutcome,
  PolledOrder,
} from '../../../../machines/deposit/card-deposit.types'
import { rpc, rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'
import '../wallet.events'
import { failureOfCode } from '../../../lib/card-failure'
import { cardFailureError } from './card-failure'
import { refreshWallet } from './refresh-wallet'

export interface CardEffectsOptions {
  /** Pays with the card typed into the mounted field (the page holds the field). */
  confirmNewCard(order: FollowedOrder): Promise<NewCardOutcome>
  /** Shows the bank's 3-D Secure step (the page holds where) until it ends or `signal` aborts. */
  authenticate(order: FollowedOrder, signal: AbortSignal): Promise<'succeeded' | 'failed'>
  /**
   * Keeps the order where a reload finds it (the URL), with the processor running it (its 3-D
   * Secure step needs Stripe's key after a reload too), or forgets it.
   */
  followOrder(order: FollowedOrder | null, field?: CardField | null): void
}

/** The machine with its effects. */
export function cardDepositWithEffects(options: CardEffectsOptions) {
  return cardDepositMachine.provide({
    actors: {
      loadCards: fromPromise<CardLoad>(async () => {
        const [cards, pending] = await Promise.all([
          rpcSurvivingPageChange('hub_getCreditCardList', {}),
          rpcSurvivingPageChange('hub_getWalletDepositPending', {}),
        ])
        await recordFacts([fact('wallet.cards.loaded', { list: cards }, 'server')])
        const openOrders = pending.filter((deposit) => deposit.paymentMethod === 'stripe' && deposit.orderId)
        return { cards, openOrders }
      }),
      chargeSavedCard: fromPromise<CardPayment, { amount: string; cardId: string; attemptId: string }>(
        async ({ input }) =>
          rpc(
            'hub_depositByCard',
            { amount: input.amount, cardId: input.cardId },
            { idempotencyKey: input.attemptId },
          ).catch((error: unknown) => Promise.reject(cardFailureError(error))),
      ),
      createOrder: fromPromise<StripeOrder, { amount: string }>(async ({ input }) =>
        rpc('hub_createStripeOrder', { purpose: 'deposit', amount: input.amount }).catch((error: unknown) =>
          Promise.reject(cardFailureError(error)),
        ),
      ),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(({ input }) => options.confirmNewCard(input)),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(({ input, signal }) =>
        options.authenticate(input, signal),
      ),
      pollOrder: fromPromise<PolledOrder, { orderId: string }>(async ({ input }) => {
        const order = await rpc('hub_polling', { orderId: input.orderId }, { hideError: true }).catch(
          (error: unknown) => Promise.reject(cardFailureError(error)),
        )
        const failure = order.status === 'failed' ? failureOfCode(order.failureCode ?? '') : null
        return { status: order.status, amount: order.amount, failure }
      }),
      fetchReceipt: fromPromise<string, { orderId: string }>(async ({ input }) => {
        const { url } = await rpc('hub_getReceiptUrl', { orderId: input.orderId }, { hideError: true })
        return url
      }),
    },
    actions: {
      rememberOrder: ({ context }) => options.followOrder(context.order, context.field),
      forgetOrder: () => options.followOrder(null),
      walletChanged: () => void refreshWallet(),
    },
  })
}
