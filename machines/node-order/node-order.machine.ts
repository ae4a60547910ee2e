/**
 * Ordering a dedicated node (issue 20, /rpc/dedicated-node/new): chain → network → region →
 * client → billing cycle (each choice narrows the next, changing one clears those after it,
 * nothing unavailable can be chosen) → a summary (the cycle's price, the set-up fee, the total,
 * the balance if known) → the payment (the shared `payment` machine: wallet, saved or new card,
 * 3-D Secure, polling) → provisioning, its progress polled → online.
 *
 * A wallet short of the total (known before paying, or said by the server) offers a deposit and
 * comes back to the same summary (`balance.changed`, or the page's return with `input.choice`).
 * A payment that failed comes back to the summary with its reason and nothing chosen lost; after
 * a lost answer the next submit repeats the same attempt (its idempotency key, its card order),
 * so a node is never paid twice. Offline (`online: false`, `network.offline`) the summary cannot
 * be paid, tagged `offline` for the reason. Its file is a little past the usual length: the steps
 * hand over to each other (summary ⇄ short balance ⇄ paying) and read best in one place; the
 * choices are node-choices.ts, the types node-order.types.ts.
 *
 * Effects, provided by the page:
 * - actor `payment`: `paymentMachine.provide(...)` (machines/payment/), given `{ subject: { skuId,
 *   months }, method, cardId, attemptId, resume }`; its card steps are read from its tags;
 * - actor `pollNode` ({ orderId }) → the paid order's node as it stands (`NodeReading`);
 * - actions `openDeposit` ({ skuId, months }: the deposit flow, to come back to this summary) and
 *   `ordered` ({ orderId }: the wallet and nodes changed; keep the order where a reload finds it,
 *   to come back with `input.paidOrderId`).
 * Failed effects reject with a `PaymentFailureError` (`networkLost` is retried), or anything else.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { covers } from '../payment/money'
import { paymentMachine } from '../payment/payment.machine'
import { paymentFailureOf, type PaymentOutcome } from '../payment/payment.types'
import { choiceOf, choose, chooseCycle, NO_CHOICE, priceOf, skuOf } from './node-choices'
import {
  NODE_LOST_RETRY_MS,
  NODE_POLL_MS,
  type NodeChoice,
  type NodeOrderContext,
  type NodeOrderEvent,
  type NodeOrderInput,
  type NodeOrderTag,
  type NodeReading,
} from './node-order.types'

/** What one payment attempt leaves behind; cleared when the order changes. */
const noAttempt = { attemptId: null, order: null, failure: null } as const

const totalOf = (context: NodeOrderContext) => priceOf(context.skus, context.choice, context.balance)?.total
const skuIdOf = (context: NodeOrderContext) => skuOf(context.skus, context.choice)?.id as number
const outcomeOf = (event: unknown) => (event as { output: PaymentOutcome }).output

export const nodeOrderMachine = setup({
  types: {
    context: {} as NodeOrderContext,
    input: {} as NodeOrderInput,
    events: {} as NodeOrderEvent,
    tags: {} as NodeOrderTag,
    output: {} as { node: NodeReading | null },
  },
  actors: {
    payment: paymentMachine,
    pollNode: fromPromise<NodeReading, { orderId: string }>(async () => {
      throw new Error('pollNode is provided by the app')
    }),
  },
  actions: {
    /** The page opens the deposit flow, to come back to the summary of this SKU and cycle. */
    openDeposit: (_, _params: { skuId: number; months: number }) => {},
    /** The order is paid: the wallet and nodes changed; the page keeps the order for a reload. */
    ordered: (_, _params: { orderId: string }) => {},
    /** The way of paying a total allows: as chosen, else the wallet when it covers it, else the card. */
    settleMethod: assign(({ context }) => {
      if (context.method) return {}
      const total = totalOf(context)
      const covered = context.balance !== null && !!total && covers(context.balance, total)
      return { method: covered ? ('wallet' as const) : ('card' as const) }
    }),
    forwardToPayment: sendTo('payment', ({ event }) => event),
  },
  guards: {
    complete: ({ context }) => priceOf(context.skus, context.choice, context.balance) !== null,
    /** Paying from a wallet known not to cover the total: nothing is asked of the server. */
    walletShort: ({ context }) => {
      const total = totalOf(context)
      return context.method === 'wallet' && context.balance !== null && !!total && !covers(context.balance, total)
    },
    online: ({ context }) => context.online,
    hasPaidOrder: ({ context }) => context.paidOrderId !== null,
  },
  delays: {
    nodePoll: NODE_POLL_MS,
    nodeLostRetry: NODE_LOST_RETRY_MS,
  },
}).createMachine({
  id: 'nodeOrder',
  context: ({ input }) => ({
    skus: input.skus,
    choice: (input.choice && choiceOf(input.skus, input.choice.skuId, input.choice.months)) ?? NO_CHOICE,
    balance: input.balance,
    online: input.online,
    method: input.method,
    cardId: input.cardId,
    ...noAttempt,
    paidOrderId: input.paidOrderId,
    node: null,
  }),
  initial: 'starting',
  on: {
    'network.online': { actions: assign({ online: true }) },
    'network.offline': { actions: assign({ online: false }) },
    'balance.changed': { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasPaidOrder', target: 'provisioning' },
        { guard: 'complete', target: 'summary', actions: 'settleMethod' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      tags: ['choosing'],
      on: {
        'option.choose': {
          guard: ({ context, event }) => choose(context.skus, context.choice, event.step, event.value) !== null,
          actions: assign({
            choice: ({ context, event }) => choose(context.skus, context.choice, event.step, event.value) as NodeChoice,
          }),
        },
        'cycle.choose': {
          guard: ({ context, event }) => chooseCycle(context.skus, context.choice, event.months) !== null,
          actions: assign({ choice: ({ context, event }) => ({ ...context.choice, months: event.months }) }),
        },
        'order.review': { guard: 'complete', target: 'summary', actions: 'settleMethod' },
        'order.cancel': 'canceled',
      },
    },
    summary: {
      tags: ['summary'],
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'online', target: 'ready' }, { target: 'offline' }] },
        ready: {
          tags: ['canPay'],
          on: {
            'order.submit': [
              {
                guard: 'walletShort',
                target: '#nodeOrder.shortBalance',
                actions: assign({ failure: 'insufficientBalance' }),
              },
              {
                target: '#nodeOrder.paying',
                // After a lost answer the same attempt is repeated, so the server pays it once.
                actions: assign({ attemptId: ({ context, event }) => context.attemptId ?? event.attemptId }),
              },
            ],
          },
        },
        offline: { tags: ['offline'] },
      },
      on: {
        'order.edit': { target: 'choosing', actions: assign(noAttempt) },
        'order.cancel': 'canceled',
        'method.choose': {
          target: '.checking',
          actions: assign({ method: ({ event }) => event.method, ...noAttempt }),
        },
        'card.choose': { target: '.checking', actions: assign({ cardId: ({ event }) => event.cardId, ...noAttempt }) },
        'balance.changed': { target: '.checking', actions: assign({ balance: ({ event }) => event.balance }) },
        'network.online': { target: '.checking', actions: assign({ online: true }) },
        'network.offline': { target: '.checking', actions: assign({ online: false }) },
      },
    },
    shortBalance: {
      tags: ['summary', 'balanceShort'],
      on: {
        'deposit.start': {
          actions: {
            type: 'openDeposit',
            params: ({ context }) => ({ skuId: skuIdOf(context), months: context.choice.months as number }),
          },
        },
        'balance.changed': {
          target: 'summary',
          actions: assign({ balance: ({ event }) => event.balance, failure: null }),
        },
        'method.choose': {
          target: 'summary',
          actions: assign({ method: ({ event }) => event.method, ...noAttempt }),
        },
        'order.edit': { target: 'choosing', actions: assign(noAttempt) },
        'order.cancel': 'canceled',
      },
    },
    paying: {
      tags: ['busy', 'paying'],
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          subject: { skuId: skuIdOf(context), months: context.choice.months as number },
          method: context.method ?? 'card',
          cardId: context.cardId,
          attemptId: context.attemptId as string,
          resume: context.order,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'paid',
            target: 'provisioning',
            actions: [
              assign(({ event }) => ({ ...noAttempt, paidOrderId: paidOrderOf(event.output) })),
              { type: 'ordered', params: ({ event }) => ({ orderId: paidOrderOf(event.output) }) },
            ],
          },
          {
            guard: ({ event }) => event.output.status === 'short',
            target: 'shortBalance',
            actions: assign({ ...noAttempt, failure: 'insufficientBalance' }),
          },
          {
            guard: ({ event }) => event.output.status === 'failed',
            target: 'summary',
            actions: assign(({ event }) => {
              const outcome = outcomeOf(event)
              if (outcome.status !== 'failed') return {}
              const lost = outcome.failure === 'networkLost'
              return { failure: outcome.failure, order: outcome.order, attemptId: lost ? outcome.attemptId : null }
            }),
          },
          { target: 'summary', actions: assign(noAttempt) },
        ],
        onError: { target: 'summary', actions: assign({ ...noAttempt, failure: 'other' }) },
      },
      on: {
        'payment.confirm': { actions: 'forwardToPayment' },
        'payment.cancel': { actions: 'forwardToPayment' },
        'payment.wait': { actions: 'forwardToPayment' },
        'network.online': { actions: [assign({ online: true }), 'forwardToPayment'] },
      },
    },
    provisioning: {
      tags: ['provisioning'],
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'pollNode',
            src: 'pollNode',
            input: ({ context }) => ({ orderId: context.paidOrderId as string }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'online',
                target: '#nodeOrder.online',
                actions: assign({ node: ({ event }) => event.output }),
              },
              {
                guard: ({ event }) => event.output.status === 'failed',
                target: '#nodeOrder.provisionFailed',
                actions: assign({ node: ({ event }) => event.output }),
              },
              { target: 'waiting', actions: assign({ node: ({ event }) => event.output }) },
            ],
            onError: [
              { guard: ({ event }) => paymentFailureOf(event.error) === 'networkLost', target: 'lost' },
              { target: '#nodeOrder.provisionFailed' },
            ],
          },
        },
        waiting: { after: { nodePoll: 'asking' }, on: { 'node.changed': 'asking' } },
        lost: {
          tags: ['connectionLost'],
          after: { nodeLostRetry: 'asking' },
          on: { 'network.online': { target: 'asking', actions: assign({ online: true }) }, 'node.changed': 'asking' },
        },
      },
    },
    // Paid is paid: asking again is all there is to do (the provider sees the failure too).
    provisionFailed: {
      tags: ['provisionFailed'],
      on: { 'node.retry': 'provisioning' },
    },
    online: { type: 'final', tags: ['online'] },
    canceled: { type: 'final', tags: ['canceled'] },
  },
  output: ({ context }) => ({ node: context.node }),
})

function paidOrderOf(outcome: PaymentOutcome): string {
  return outcome.status === 'paid' ? outcome.orderId : ''
}
