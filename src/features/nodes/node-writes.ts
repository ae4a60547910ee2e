/**
 * A node's paid settings, which move money or its renewal and so need the network (never the
 * outbox). Renewing: the payment machine (machines/payment/) provided with the renewal's calls, by
 * wallet (hub_renewDnNodeByWallet), a saved card (hub_renewDnNodeByCard) or a new card typed into
 * the processor's field (a `dn_node_renewal` hub_createStripeOrder the field confirms), then the
 * bank's 3-D Secure step when it asks, then the order polled. Auto-renew switched on or off
 * (hub_setDnNodeAutoRenew). What changed is recorded as facts (the balance, the node as answered),
 * so the list and the header follow. Refusals are worded by the RPC client (SPEC §8); the
 * payment's outcome says what the dialog shows.
 */
import { fromPromise } from 'xstate'
import type { CardField, CardPayment, StripeOrder } from '../../../contract/methods/cards'
import { HubErrorCode } from '../../../contract/errors'
import type { DedicatedNode, NodeCycleMonths } from '../../../contract/methods/nodes'
import { covers } from '../../../machines/payment/money'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import type {
  FollowedOrder,
  NewCardOutcome,
  PaymentFailureError,
  PaymentSubject,
  PolledPaymentOrder,
  WalletPayment,
} from '../../../machines/payment/payment.types'
import type { CardSteps } from '../../components/payments/card-steps'
import { cardFailureFrom, failureOfCode } from '../../lib/card-failure'
import { RpcCallError, rpc } from '../../lib/rpc-client'
import { fact } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import './nodes.events'

/** What a renewal pays for: the payment machine's `subject`. */
export interface RenewalSubject extends PaymentSubject {
  nodeId: number
  months: NodeCycleMonths
  /** The cycle's price, to tell a short balance from another refusal. */
  price: string
}

export interface RenewalEffectsOptions {
  /** The dialog's card steps: a new card's field, a saved card's 3-D Secure frame. */
  card: CardSteps
}

/** The payment machine with a renewal's effects. */
export function renewalWithEffects(options: RenewalEffectsOptions) {
  // The processor of the saved card's payment, for its bank step.
  let field: CardField | null = null
  return paymentMachine.provide({
    actors: {
      payByWallet: fromPromise<WalletPayment, { subject: PaymentSubject; attemptId: string }>(async ({ input }) => {
        const subject = input.subject as RenewalSubject
        try {
          const result = await rpc(
            'hub_renewDnNodeByWallet',
            { nodeId: subject.nodeId, months: subject.months },
            { idempotencyKey: input.attemptId },
          )
          await recordFacts([
            fact('wallet.loaded', result.wallet, 'server'),
            fact('nodes.node.saved', { node: result.node }, 'server'),
          ])
          return { orderId: result.orderId }
        } catch (error) {
          throw await walletFailure(error, subject.price)
        }
      }),
      chargeSavedCard: fromPromise<CardPayment, { subject: PaymentSubject; cardId: string; attemptId: string }>(
        async ({ input }) => {
          const subject = input.subject as RenewalSubject
          const params = { nodeId: subject.nodeId, months: subject.months, cardId: input.cardId }
          const payment = await rpc('hub_renewDnNodeByCard', params, { idempotencyKey: input.attemptId }).catch(
            (error: unknown) => Promise.reject(cardError(error)),
          )
          field = { processor: payment.processor, fieldUrl: payment.fieldUrl, publishableKey: payment.publishableKey }
          return payment
        },
      ),
      // The node's end moves only once the new card has paid this order.
      createOrder: fromPromise<StripeOrder, { subject: PaymentSubject }>(async ({ input }) => {
        const subject = input.subject as RenewalSubject
        const params = { purpose: 'dn_node_renewal' as const, nodeId: subject.nodeId, months: subject.months }
        const order = await rpc('hub_createStripeOrder', params).catch((error: unknown) =>
          Promise.reject(cardError(error)),
        )
        field = { processor: order.processor, fieldUrl: order.fieldUrl, publishableKey: order.publishableKey }
        return order
      }),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(() =>
        options.card.confirmNewCard().catch((error: unknown) => Promise.reject(cardError(error))),
      ),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(({ input, signal }) =>
        options.card.authenticate(input, field, signal),
      ),
      pollOrder: fromPromise<PolledPaymentOrder, { orderId: string }>(async ({ input }) => {
        const order = await rpc('hub_polling', { orderId: input.orderId }, { hideError: true }).catch(
          (error: unknown) => Promise.reject(cardError(error)),
        )
        const failure = order.status === 'failed' ? failureOfCode(order.failureCode ?? '') : null
        return { status: order.status, failure }
      }),
    },
    actions: {
      // A renewal's order is followed by the open dialog only: a reload shows the node's end as the server has it.
      rememberOrder: () => {},
      forgetOrder: () => {},
    },
  })
}

/** Switches a node's auto-renew; the node as answered is recorded, so every page holding it follows. */
export async function setNodeAutoRenew(nodeId: number, autoRenew: boolean): Promise<DedicatedNode> {
  const node = await rpc('hub_setDnNodeAutoRenew', { nodeId, autoRenew })
  await recordFacts([fact('nodes.node.saved', { node }, 'server')])
  return node
}

/** The balance and the saved cards read again as the renew dialog opens, recorded for the header and the dialog. */
export async function readPaymentMeans(): Promise<void> {
  const quiet = { hideError: true }
  const [wallet, cards] = await Promise.all([
    rpc('hub_getUserWalletOverview', {}, quiet).catch(() => null),
    rpc('hub_getCreditCardList', {}, quiet).catch(() => null),
  ])
  await recordFacts([
    ...(wallet ? [fact('wallet.loaded', wallet, 'server')] : []),
    ...(cards ? [fact('wallet.cards.loaded', { list: cards }, 'server')] : []),
  ])
}

function cardError(error: unknown): PaymentFailureError & { cause: unknown } {
  return { cardFailure: cardFailureFrom(error), cause: error }
}

/**
 * A wallet renewal's failure: a 10422 is the balance short when the balance, read again, does not
 * cover the price (another tab spent it); anything else is worded by the RPC client.
 */
async function walletFailure(error: unknown, price: string): Promise<PaymentFailureError & { cause: unknown }> {
  if (!(error instanceof RpcCallError && error.code === HubErrorCode.BusinessRule)) return cardError(error)
  const wallet = await rpc('hub_getUserWalletOverview', {}, { hideError: true }).catch(() => null)
  if (!wallet) return { purchaseFailure: 'other', cause: error }
  await recordFacts([fact('wallet.loaded', wallet, 'server')])
  return { purchaseFailure: covers(wallet.amount, price) ? 'other' : 'insufficientBalance', cause: error }
}
