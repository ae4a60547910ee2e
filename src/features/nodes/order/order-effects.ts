/**
 * The node order machine's effects (machines/node-order/) on the Hub API: the payment by wallet
 * (hub_buyDnNodeByWallet), a saved card (hub_buyDnNodeByCard) or a new card typed into the
 * processor's field (a `dn_node` hub_createStripeOrder the field confirms), the bank's 3-D Secure
 * step, hub_polling, and the paid order's node found among the caller's nodes by its `orderId`.
 * What the server refused is worded by the RPC client (SPEC §8); polls are quiet.
 */
import { fromPromise } from 'xstate'
import { HubErrorCode } from '../../../../contract/errors'
import type { CardField, StripeOrder } from '../../../../contract/methods/cards'
import type { DedicatedNode } from '../../../../contract/methods/nodes'
import { nodeOrderMachine } from '../../../../machines/node-order/node-order.machine'
import type { NodeReading } from '../../../../machines/node-order/node-order.types'
import { covers } from '../../../../machines/payment/money'
import { paymentMachine } from '../../../../machines/payment/payment.machine'
import type {
  FollowedOrder,
  NewCardOutcome,
  PaymentFailureError,
  PaymentSubject,
  PolledPaymentOrder,
} from '../../../../machines/payment/payment.types'
import { cardFailureFrom, failureOfCode } from '../../../lib/card-failure'
import { rpc, RpcCallError } from '../../../lib/rpc-client'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'

/** The newest nodes are on the first page: a node just paid for is among them. */
const NODES_PER_PAGE = 50

export interface NodeOrderEffectsOptions {
  /** What buying `skuId` on `months` charges (price + set-up fee); null when not on sale. */
  totalOf(skuId: number, months: number): string | null
  /** Pays the order with the new card typed into the processor's field (the page holds it). */
  confirmNewCard(order: FollowedOrder): Promise<NewCardOutcome>
  /**
   * Shows the bank's 3-D Secure step until it ends or `signal` aborts: a new card's in its field,
   * a saved card's in a frame the page holds.
   */
  authenticate(order: FollowedOrder, field: CardField | null, signal: AbortSignal): Promise<'succeeded' | 'failed'>
  /** Whether the node is to renew by itself at each end (the summary's switch, read when paying). */
  autoRenew(): boolean
  /** Leaves for the deposit flow, to come back to the summary of this SKU and cycle. */
  openDeposit(skuId: number, months: number): void
  /** The order is paid: keep it where a reload finds it. */
  ordered(orderId: string): void
  /** The paid order's node as last read, for the progress and endpoints on screen. */
  nodeRead(node: DedicatedNode | null): void
}

/** The machine with its effects. */
export function nodeOrderWithEffects(options: NodeOrderEffectsOptions) {
  // The processor's field of each card order, for its bank step (the machine hands over the order only).
  const fields = new Map<string, CardField>()
  const payment = paymentMachine.provide({
    actors: {
      payByWallet: fromPromise(async ({ input }) => {
        const { skuId, months } = subjectOf(input.subject)
        try {
          const params = { skuId, months, autoRenew: options.autoRenew() }
          const result = await rpc('hub_buyDnNodeByWallet', params, { idempotencyKey: input.attemptId })
          await recordFacts([fact('wallet.loaded', result.wallet, 'server')])
          return { orderId: result.orderId }
        } catch (error) {
          throw await walletFailure(error, options.totalOf(skuId, months))
        }
      }),
      chargeSavedCard: fromPromise(async ({ input }) => {
        const { skuId, months } = subjectOf(input.subject)
        const params = { skuId, months, cardId: input.cardId, autoRenew: options.autoRenew() }
        try {
          const payment = await rpc('hub_buyDnNodeByCard', params, { idempotencyKey: input.attemptId })
          const { processor, fieldUrl, publishableKey } = payment
          fields.set(payment.orderId, { processor, fieldUrl, publishableKey })
          return payment
        } catch (error) {
          throw cardError(error)
        }
      }),
      // The node is made (pending) only once the new card has paid this order.
      createOrder: fromPromise<StripeOrder, { subject: PaymentSubject }>(async ({ input }) => {
        const { skuId, months } = subjectOf(input.subject)
        try {
          const autoRenew = options.autoRenew()
          const order = await rpc('hub_createStripeOrder', { purpose: 'dn_node', skuId, months, autoRenew })
          const { processor, fieldUrl, publishableKey } = order
          fields.set(order.orderId, { processor, fieldUrl, publishableKey })
          return order
        } catch (error) {
          throw cardError(error)
        }
      }),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(({ input }) =>
        options.confirmNewCard(input).catch((error: unknown) => Promise.reject(cardError(error))),
      ),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(({ input, signal }) =>
        options.authenticate(input, fields.get(input.orderId) ?? null, signal),
      ),
      pollOrder: fromPromise<PolledPaymentOrder, { orderId: string }>(async ({ input }) => {
        const order = await rpc('hub_polling', { orderId: input.orderId }, { hideError: true }).catch(
          (error: unknown) => Promise.reject(cardError(error)),
        )
        const failure = order.status === 'failed' ? failureOfCode(order.failureCode ?? '') : null
        return { status: order.status, failure }
      }),
    },
  })
  return nodeOrderMachine.provide({
    actors: {
      payment,
      pollNode: fromPromise<NodeReading, { orderId: string }>(async ({ input }) => {
        const page = await rpc(
          'hub_getUserDnNodeView',
          { page: 1, perPage: NODES_PER_PAGE },
          { hideError: true },
        ).catch((error: unknown) => Promise.reject(cardError(error)))
        const node = page.list.find((one) => one.orderId === input.orderId) ?? null
        options.nodeRead(node)
        return readingOf(node)
      }),
    },
    actions: {
      openDeposit: (_, params) => options.openDeposit(params.skuId, params.months),
      ordered: (_, params) => options.ordered(params.orderId),
    },
  })
}

/** A node as the machine reads it: a card order's node may not be made yet (pending, no id). */
export function readingOf(node: DedicatedNode | null): NodeReading {
  if (!node) return { nodeId: null, status: 'pending', progress: 0 }
  if (node.status === 'pending') return { nodeId: node.id, status: 'pending', progress: node.progress }
  const up = node.status === 'online' || node.status === 'will_expired'
  return { nodeId: node.id, status: up ? 'online' : 'failed', progress: up ? 100 : null }
}

function subjectOf(subject: PaymentSubject): { skuId: number; months: 1 | 3 | 12 } {
  return { skuId: Number(subject['skuId']), months: Number(subject['months']) as 1 | 3 | 12 }
}

function cardError(error: unknown): PaymentFailureError & { cause: unknown } {
  return { cardFailure: cardFailureFrom(error), cause: error }
}

/**
 * A wallet payment's failure: a 10422 is the balance short when the balance, read again, does not
 * cover the total (another tab spent it); any other refusal the RPC client has worded.
 */
async function walletFailure(error: unknown, total: string | null): Promise<PaymentFailureError> {
  if (!(error instanceof RpcCallError && error.code === HubErrorCode.BusinessRule)) return cardError(error)
  const wallet = await rpc('hub_getUserWalletOverview', {}, { hideError: true }).catch(() => null)
  if (wallet) await recordFacts([fact('wallet.loaded', wallet, 'server')])
  if (wallet && total && !covers(wallet.amount, total)) return { purchaseFailure: 'insufficientBalance' }
  return { purchaseFailure: 'other' }
}
