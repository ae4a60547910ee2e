/**
 * A card deposit (issue 16 "Deposit machine", /rpc/billings/charge): an amount (refused under the
 * minimum before any payment) → a saved card, or a new card typed into the processor's own field
 * → 3-D Secure when the processor asks → the order polled (`hub_polling`) → paid, with its
 * receipt. Declined, insufficient funds, 3-D Secure failed and network lost are states of their
 * own, each with its way on.
 *
 * Never paying twice: a submit while paying is ignored; the saved-card charge carries the
 * attempt's id (the view makes it, once per submit) as its idempotency key, so "Try again" after
 * a lost answer repeats the same attempt; and once an order exists it is remembered
 * (`rememberOrder`: the page keeps it in the URL), so a reload or a retry polls that order
 * instead of paying again. The machine starts by polling the order it is given (`input.resume`).
 *
 * Its file is longer than most: the card flow's states refer to each other (retry, resume), and
 * split apart they would be harder to follow than together. Its types are in card-deposit.types.ts.
 *
 * Effects, provided by the page (src/features/wallet/deposit/):
 * - `loadCards` → saved cards and the card deposits still open on the server;
 * - `chargeSavedCard` ({ amount, cardId, attemptId }) → the CardPayment of hub_depositByCard;
 * - `createOrder` ({ amount }) → a one-off order (hub_createStripeOrder) for a new card;
 * - `confirmNewCard` ({ orderId, clientSecret }) → the processor's field pays the order;
 * - `authenticate` ({ orderId, clientSecret }) → the bank's 3-D Secure step, `succeeded` or `failed`;
 * - `pollOrder` ({ orderId }) → where the order stands;
 * - `fetchReceipt` ({ orderId }) → the receipt's URL;
 * - actions `rememberOrder` (keep `context.order` where a reload finds it), `forgetOrder`, `walletChanged`.
 * Failed effects reject with a `CardFailureError` (`cardFailure`), or anything else for "other".
 */
import { assign, fromPromise, setup } from 'xstate'
import type { CardPayment, StripeOrder } from '../../contract'
import { checkCardAmount } from './card-amount'
import {
  cardFailureOf,
  LOST_POLL_RETRY_MS,
  ORDER_POLL_MS,
  ORDER_STALL_MS,
  type CardDepositContext,
  type CardDepositEvent,
  type CardDepositInput,
  type CardDepositTag,
  type CardFailure,
  type CardLoad,
  type FollowedOrder,
  type NewCardOutcome,
  type PolledOrder,
} from './card-deposit.types'

const fresh = {
  order: null,
  field: null,
  challengeInField: false,
  attemptId: null,
  paidAmount: null,
  failure: null,
  receiptUrl: null,
} as const

export const cardDepositMachine = setup({
  types: {
    context: {} as CardDepositContext,
    input: {} as CardDepositInput,
    events: {} as CardDepositEvent,
    tags: {} as CardDepositTag,
  },
  actors: {
    loadCards: fromPromise<CardLoad>(async () => {
      throw new Error('loadCards is provided by the app')
    }),
    chargeSavedCard: fromPromise<CardPayment, { amount: string; cardId: string; attemptId: string }>(async () => {
      throw new Error('chargeSavedCard is provided by the app')
    }),
    createOrder: fromPromise<StripeOrder, { amount: string }>(async () => {
      throw new Error('createOrder is provided by the app')
    }),
    confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(async () => {
      throw new Error('confirmNewCard is provided by the app')
    }),
    authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(async () => {
      throw new Error('authenticate is provided by the app')
    }),
    pollOrder: fromPromise<PolledOrder, { orderId: string }>(async () => {
      throw new Error('pollOrder is provided by the app')
    }),
    fetchReceipt: fromPromise<string, { orderId: string }>(async () => {
      throw new Error('fetchReceipt is provided by the app')
    }),
  },
  actions: {
    /** The app keeps `context.order` where a reload finds it (the URL). */
    rememberOrder: () => {},
    forgetOrder: () => {},
    walletChanged: () => {},
    startAttempt: assign(({ context, event }) => {
      const check = checkCardAmount(context.amount, context.minimumUsd)
      return {
        attemptId: event.type === 'payment.submit' ? event.attemptId : null,
        amount: check.ok ? check.amount : context.amount,
        amountProblem: null,
      }
    }),
    followPayment: assign(({ event }) => {
      const payment = (event as unknown as { output: CardPayment }).output
      const { processor, fieldUrl, publishableKey } = payment
      return {
        order: { orderId: payment.orderId, clientSecret: payment.clientSecret, nextActionUrl: payment.nextActionUrl },
        field: { processor, fieldUrl, publishableKey },
        paidAmount: payment.amount,
      }
    }),
    fail: assign({
      failure: ({ event }) => cardFailureOf((event as { error?: unknown }).error),
      lastError: ({ event }) => (event as { error?: unknown }).error,
    }),
  },
  guards: {
    amountRefused: ({ context }) => !checkCardAmount(context.amount, context.minimumUsd).ok,
    savedCardChosen: ({ context }) => context.cards.some((card) => card.id === context.cardId),
    hasOrder: ({ context }) => context.order !== null,
    failureIs: ({ context }, params: { failure: CardFailure }) => context.failure === params.failure,
    isOpenOrder: ({ context, event }) =>
      event.type === 'order.resume' && context.openOrders.some((deposit) => deposit.orderId === event.orderId),
  },
  delays: {
    pollDelay: ORDER_POLL_MS,
    stallAfter: ORDER_STALL_MS,
    lostRetry: LOST_POLL_RETRY_MS,
  },
}).createMachine({
  id: 'cardDeposit',
  context: ({ input }) => ({
    minimumUsd: input.minimumUsd,
    amount: input.minimumUsd,
    amountProblem: null,
    cards: [],
    openOrders: [],
    cardId: null,
    ...fresh,
    order: input.resume,
    lastError: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasOrder', target: 'polling' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: {
          target: 'entering',
          actions: assign(({ context, event }) => {
            const { cards, openOrders } = event.output
            const kept = cards.some((card) => card.id === context.cardId)
            const preferred = cards.find((card) => card.isDefault) ?? cards[0]
            return { cards, openOrders, cardId: kept ? context.cardId : (preferred?.id ?? null) }
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ lastError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { retry: 'loading', 'network.online': 'loading' },
    },
    entering: {
      tags: ['entering'],
      initial: 'editing',
      states: {
        editing: {},
        refused: { tags: ['amountRefused'] },
      },
      on: {
        'amount.change': {
          target: '.editing',
          actions: assign({ amount: ({ event }) => event.amount, amountProblem: null }),
        },
        'card.choose': { actions: assign({ cardId: ({ event }) => event.cardId }) },
        'order.resume': {
          guard: 'isOpenOrder',
          target: 'polling',
          actions: [
            assign({ order: ({ event }) => ({ orderId: event.orderId, clientSecret: null, nextActionUrl: null }) }),
            'rememberOrder',
          ],
        },
        'payment.submit': [
          {
            guard: 'amountRefused',
            target: '.refused',
            actions: assign({
              amountProblem: ({ context }) => {
                const check = checkCardAmount(context.amount, context.minimumUsd)
                return check.ok ? null : check.problem
              },
            }),
          },
          { guard: 'savedCardChosen', target: 'chargingSaved', actions: 'startAttempt' },
          { target: 'creatingOrder', actions: 'startAttempt' },
        ],
      },
    },
    chargingSaved: {
      tags: ['busy', 'paying'],
      invoke: {
        id: 'chargeSavedCard',
        src: 'chargeSavedCard',
        input: ({ context }) => ({
          amount: context.amount,
          cardId: context.cardId as string,
          attemptId: context.attemptId as string,
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'paid', target: 'paid', actions: 'followPayment' },
          {
            guard: ({ event }) => event.output.status === 'requires_action' && canAuthenticate(event.output),
            target: 'authenticating',
            actions: ['followPayment', 'rememberOrder'],
          },
          { guard: ({ event }) => event.output.status === 'canceled', target: 'canceled', actions: 'followPayment' },
          { target: 'polling', actions: ['followPayment', 'rememberOrder'] },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    creatingOrder: {
      tags: ['busy', 'paying'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ amount: context.amount }),
        onDone: {
          target: 'newCard',
          actions: assign(({ event }) => {
            const { orderId, clientSecret, amount, processor, fieldUrl, publishableKey } = event.output
            return {
              order: { orderId, clientSecret, nextActionUrl: null },
              field: { processor, fieldUrl, publishableKey },
              paidAmount: amount,
            }
          }),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    newCard: {
      tags: ['newCard'],
      on: {
        'payment.confirm': 'confirmingNewCard',
        // Nothing was paid: the unconfirmed order is simply left.
        'payment.cancel': { target: 'entering', actions: assign(fresh) },
      },
    },
    confirmingNewCard: {
      tags: ['busy', 'paying'],
      // From here the order may be paid: a reload must follow it, not pay again.
      entry: 'rememberOrder',
      invoke: {
        id: 'confirmNewCard',
        src: 'confirmNewCard',
        input: ({ context }) => context.order as FollowedOrder,
        onDone: [
          { guard: ({ event }) => event.output.status === 'incomplete', target: 'newCard' },
          {
            guard: ({ event }) => event.output.status === 'requires_action',
            target: 'authenticating',
            actions: [
              assign({
                order: ({ context, event }) => ({
                  ...(context.order as FollowedOrder),
                  nextActionUrl: event.output.nextActionUrl ?? null,
                }),
                challengeInField: true,
              }),
              // The 3-D Secure page is part of the order now: a reload shows it again.
              'rememberOrder',
            ],
          },
          { target: 'polling' },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    authenticating: {
      tags: ['busy', 'authenticating'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => context.order as FollowedOrder,
        onDone: [
          { guard: ({ event }) => event.output === 'succeeded', target: 'polling' },
          { target: 'failed', actions: assign({ failure: 'authenticationFailed' }) },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
      on: { 'payment.cancel': 'canceled' },
    },
    polling: {
      tags: ['busy', 'polling'],
      after: { stallAfter: 'stalled' },
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'pollOrder',
            src: 'pollOrder',
            input: ({ context }) => ({ orderId: (context.order as FollowedOrder).orderId }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'paid',
                target: '#cardDeposit.paid',
                actions: assign({ paidAmount: ({ event }) => event.output.amount }),
              },
              {
                guard: ({ event }) => event.output.status === 'failed',
                target: '#cardDeposit.failed',
                actions: assign({ failure: ({ event }) => event.output.failure ?? 'other' }),
              },
              { guard: ({ event }) => event.output.status === 'canceled', target: '#cardDeposit.canceled' },
              {
                guard: ({ context, event }) =>
                  event.output.status === 'requires_action' && !!context.order && canAuthenticate(context.order),
                target: '#cardDeposit.authenticating',
              },
              { target: 'waiting' },
            ],
            onError: [
              { guard: ({ event }) => cardFailureOf(event.error) === 'networkLost', target: 'lost' },
              { target: '#cardDeposit.failed', actions: 'fail' },
            ],
          },
        },
        waiting: { after: { pollDelay: 'asking' } },
        lost: {
          tags: ['connectionLost'],
          after: { lostRetry: 'asking' },
          on: { 'network.online': 'asking' },
        },
      },
    },
    stalled: {
      tags: ['stalled'],
      on: { 'payment.wait': 'polling', 'payment.cancel': 'canceled' },
    },
    paid: {
      tags: ['paid'],
      entry: ['forgetOrder', 'walletChanged'],
      initial: 'fetchingReceipt',
      states: {
        fetchingReceipt: {
          invoke: {
            id: 'fetchReceipt',
            src: 'fetchReceipt',
            input: ({ context }) => ({ orderId: (context.order as FollowedOrder).orderId }),
            onDone: { target: 'receipt', actions: assign({ receiptUrl: ({ event }) => event.output }) },
            onError: 'noReceipt',
          },
        },
        receipt: {},
        noReceipt: {},
      },
      on: { 'deposit.again': { target: 'loading', actions: assign(fresh) } },
    },
    failed: {
      tags: ['failed'],
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: { type: 'failureIs', params: { failure: 'declined' } }, target: 'declined' },
            { guard: { type: 'failureIs', params: { failure: 'insufficientFunds' } }, target: 'insufficientFunds' },
            {
              guard: { type: 'failureIs', params: { failure: 'authenticationFailed' } },
              target: 'authenticationFailed',
            },
            { guard: { type: 'failureIs', params: { failure: 'networkLost' } }, target: 'networkLost' },
            { target: 'other' },
          ],
        },
        declined: { entry: 'forgetOrder' },
        insufficientFunds: { entry: 'forgetOrder' },
        authenticationFailed: { entry: 'forgetOrder' },
        other: { entry: 'forgetOrder' },
        // The answer was lost, not the payment: the order (if any) is kept, and "Try again"
        // follows it, or repeats the same attempt (same idempotency key) if none came back.
        networkLost: {
          on: {
            'payment.retry': [
              { guard: 'hasOrder', target: '#cardDeposit.polling' },
              { guard: 'savedCardChosen', target: '#cardDeposit.chargingSaved' },
              { target: '#cardDeposit.loading', actions: assign(fresh) },
            ],
          },
        },
      },
      // A refused payment is over: "Try again" starts a new attempt with the amount kept.
      on: { 'payment.retry': { target: 'loading', actions: assign(fresh) } },
    },
    canceled: {
      tags: ['canceled'],
      entry: 'forgetOrder',
      on: { 'deposit.again': { target: 'loading', actions: assign(fresh) } },
    },
  },
})

/** Whether this tab holds what the bank's step needs: Stripe's secret or the sandbox's page. */
function canAuthenticate(order: { clientSecret: string | null; nextActionUrl: string | null }): boolean {
  return order.clientSecret !== null || order.nextActionUrl !== null
}
