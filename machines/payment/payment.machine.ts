/**
 * One payment, for any flow that sells something (a dedicated node, a node's renewal): by the
 * wallet, by a saved card, or by a new card typed into the processor's own field → 3-D Secure
 * when the bank asks → the order polled (`hub_polling`) → an outcome: paid, failed (why), short
 * (the server found the balance short) or canceled. The flow invokes it and reads its output;
 * the page reads its tags (`newCard`, `authenticating`, `polling`, `stalled`) for the card steps.
 *
 * Never paying twice: the call that pays carries the flow's `attemptId` as its idempotency key
 * (a retry after a lost answer passes the same one); a card order is remembered
 * (`rememberOrder`) before it may be paid, and an order given as `resume` is followed, never
 * paid again. The card steps are the package purchase's and the card deposit's (their timings
 * and words, payment.types.ts); the package purchase keeps its own states because its page reads
 * them flat (README.md). Its file is longer than most for the card deposit's reason: the card
 * states refer to each other and read best together.
 *
 * Effects, provided by the page, each given the flow's `subject`:
 * - `payByWallet` ({ subject, attemptId }) → the order the wallet paid (hub_buyDnNodeByWallet…);
 * - `chargeSavedCard` ({ subject, cardId, attemptId }) → the CardPayment (hub_buyDnNodeByCard…);
 * - `createOrder` ({ subject }) → a one-off order for a new card;
 * - `confirmNewCard`, `authenticate`, `pollOrder` as in the card deposit;
 * - actions `rememberOrder` (keep `context.order` where a reload finds it) and `forgetOrder`.
 * Failed effects reject with a `PaymentFailureError`, or anything else for "other".
 */
import { assign, fromPromise, setup } from 'xstate'
import type { CardPayment, StripeOrder } from '../../contract'
import {
  canAuthenticate,
  followCardPayment,
  followNewCardOrder,
  LOST_POLL_RETRY_MS,
  ORDER_POLL_MS,
  ORDER_STALL_MS,
  paymentFailureOf,
  type FollowedOrder,
  type NewCardOutcome,
  type PaymentContext,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentInput,
  type PaymentOutcome,
  type PaymentSubject,
  type PaymentTag,
  type PolledPaymentOrder,
  type WalletPayment,
} from './payment.types'

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    input: {} as PaymentInput,
    events: {} as PaymentEvent,
    tags: {} as PaymentTag,
    output: {} as PaymentOutcome,
  },
  actors: {
    payByWallet: fromPromise<WalletPayment, { subject: PaymentSubject; attemptId: string }>(async () => {
      throw new Error('payByWallet is provided by the app')
    }),
    chargeSavedCard: fromPromise<CardPayment, { subject: PaymentSubject; cardId: string; attemptId: string }>(
      async () => {
        throw new Error('chargeSavedCard is provided by the app')
      },
    ),
    createOrder: fromPromise<StripeOrder, { subject: PaymentSubject }>(async () => {
      throw new Error('createOrder is provided by the app')
    }),
    confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(async () => {
      throw new Error('confirmNewCard is provided by the app')
    }),
    authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(async () => {
      throw new Error('authenticate is provided by the app')
    }),
    pollOrder: fromPromise<PolledPaymentOrder, { orderId: string }>(async () => {
      throw new Error('pollOrder is provided by the app')
    }),
  },
  actions: {
    /** The app keeps `context.order` (with the subject) where a reload finds it. */
    rememberOrder: () => {},
    forgetOrder: () => {},
    followPayment: assign(({ event }) => followCardPayment((event as unknown as { output: CardPayment }).output)),
    /** The outcome of the final state entered, the machine's output. */
    settle: assign({
      outcome: ({ context }, params: { state: Parameters<typeof outcomeOf>[1] }) => outcomeOf(context, params.state),
    }),
    fail: assign({
      failure: ({ event }) => paymentFailureOf((event as { error?: unknown }).error),
      lastError: ({ event }) => (event as { error?: unknown }).error,
    }),
  },
  guards: {
    isFailure: ({ context }, params: { failure: PaymentFailure }) => context.failure === params.failure,
  },
  delays: {
    pollDelay: ORDER_POLL_MS,
    stallAfter: ORDER_STALL_MS,
    lostRetry: LOST_POLL_RETRY_MS,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    ...input,
    order: input.resume,
    field: null,
    challengeInField: false,
    failure: null,
    lastError: undefined,
    outcome: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.order !== null, target: 'polling' },
        { guard: ({ context }) => context.method === 'wallet', target: 'payingByWallet' },
        { guard: ({ context }) => context.cardId !== null, target: 'chargingSaved' },
        { target: 'creatingOrder' },
      ],
    },
    payingByWallet: {
      tags: ['paying'],
      invoke: {
        id: 'payByWallet',
        src: 'payByWallet',
        input: ({ context }) => ({ subject: context.subject, attemptId: context.attemptId }),
        onDone: { target: 'paid', actions: assign({ order: ({ event }) => ({ ...unfollowed, ...event.output }) }) },
        onError: [
          // The server's word on the balance is the truth (another tab may have spent it).
          {
            guard: ({ event }) => paymentFailureOf(event.error) === 'insufficientBalance',
            target: 'short',
            actions: 'fail',
          },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    chargingSaved: {
      tags: ['paying'],
      invoke: {
        id: 'chargeSavedCard',
        src: 'chargeSavedCard',
        input: ({ context }) => ({
          subject: context.subject,
          cardId: context.cardId as string,
          attemptId: context.attemptId,
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
      tags: ['paying'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: 'newCard', actions: assign(({ event }) => followNewCardOrder(event.output)) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    newCard: {
      tags: ['newCard'],
      on: {
        'payment.confirm': 'confirmingNewCard',
        // Nothing was paid: the unconfirmed order is simply left.
        'payment.cancel': 'canceled',
      },
    },
    confirmingNewCard: {
      tags: ['paying'],
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
              'rememberOrder',
            ],
          },
          { target: 'polling' },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    authenticating: {
      tags: ['authenticating'],
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
      tags: ['polling'],
      after: { stallAfter: 'stalled' },
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'pollOrder',
            src: 'pollOrder',
            input: ({ context }) => ({ orderId: (context.order as FollowedOrder).orderId }),
            onDone: [
              { guard: ({ event }) => event.output.status === 'paid', target: '#payment.paid' },
              {
                guard: ({ event }) => event.output.status === 'failed',
                target: '#payment.failed',
                actions: assign({ failure: ({ event }) => event.output.failure ?? 'other' }),
              },
              { guard: ({ event }) => event.output.status === 'canceled', target: '#payment.canceled' },
              {
                guard: ({ context, event }) =>
                  event.output.status === 'requires_action' && canAuthenticate(context.order),
                target: '#payment.authenticating',
              },
              { target: 'waiting' },
            ],
            onError: [
              { guard: ({ event }) => paymentFailureOf(event.error) === 'networkLost', target: 'lost' },
              { target: '#payment.failed', actions: 'fail' },
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
    paid: { type: 'final', tags: ['settled'], entry: ['forgetOrder', { type: 'settle', params: { state: 'paid' } }] },
    failed: {
      always: [{ guard: { type: 'isFailure', params: { failure: 'networkLost' } }, target: 'answerLost' }, 'refused'],
    },
    // The answer was lost, not the payment: the order and attempt go back to the flow, kept.
    answerLost: { type: 'final', tags: ['settled'], entry: { type: 'settle', params: { state: 'answerLost' } } },
    refused: {
      type: 'final',
      tags: ['settled'],
      entry: ['forgetOrder', { type: 'settle', params: { state: 'refused' } }],
    },
    short: { type: 'final', tags: ['settled'], entry: { type: 'settle', params: { state: 'short' } } },
    canceled: {
      type: 'final',
      tags: ['settled'],
      entry: ['forgetOrder', { type: 'settle', params: { state: 'canceled' } }],
    },
  },
  output: ({ context }) => context.outcome as PaymentOutcome,
})

/** A wallet's order has no bank step to follow. */
const unfollowed = { clientSecret: null, nextActionUrl: null } as const

/** How the payment ended, read in the final state it reached. */
function outcomeOf(
  context: PaymentContext,
  state: 'paid' | 'answerLost' | 'refused' | 'short' | 'canceled',
): PaymentOutcome {
  if (state === 'paid') return { status: 'paid', orderId: (context.order as FollowedOrder).orderId }
  if (state === 'short') return { status: 'short' }
  if (state === 'canceled') return { status: 'canceled' }
  const order = state === 'answerLost' ? context.order : null
  return { status: 'failed', failure: context.failure ?? 'other', order, attemptId: context.attemptId }
}
