/**
 * Buying a package (issue 17, /rpc/billings/charge and /first-login): the packages side by side →
 * a checkout (the package, how to pay, auto-renew) → the wallet pays (a balance short of the price
 * offers a deposit, and the page comes back to this checkout after it), or a card does: a saved
 * one, or a new one typed into the processor's own field → 3-D Secure when the bank asks → the
 * order polled (`hub_polling`) → done, with the purchase (package, RU) and its invoice.
 *
 * Never charging twice: a submit while a payment is on its way is ignored; the call that pays
 * (wallet or saved card) carries the submit's `attemptId` as its idempotency key, so "Try again"
 * after a lost answer repeats that attempt; once a card order exists it is remembered
 * (`rememberOrder`: the page keeps it in the URL) before it may be paid, so a reload polls that
 * order (`input.resume`) instead of paying again.
 *
 * Its file is longer than most for the reason the card deposit machine's is: the states refer to
 * each other (retry, resume) and read best together. Types are in purchase.types.ts.
 *
 * Effects, provided by the page (src/features/packages/):
 * - `load` → the packages on sale, the balance and the saved cards;
 * - `buyByWallet` ({ skuId, autoRenew, attemptId }) → the purchase (hub_buyPackage, or
 *   hub_skuFirstConfirm at first login);
 * - `chargeSavedCard` ({ skuId, cardId, autoRenew, attemptId }) → the CardPayment of
 *   hub_buyPackageByCard (hub_skuFirstConfirmCard);
 * - `createOrder` ({ skuId, autoRenew }) → a one-off order for a new card (hub_createStripeOrder);
 * - `confirmNewCard`, `authenticate`, `pollOrder` as in the card deposit;
 * - `fetchPurchase` ({ orderId }) → the purchase a paid card order made;
 * - `fetchInvoice` ({ orderId }) → its invoice, or null when it has none (nothing paid);
 * - actions `rememberOrder`, `forgetOrder`, `purchased` (the wallet, packages and profile changed),
 *   `openDeposit` ({ skuId }: the page leaves for the deposit flow, to come back to this checkout).
 * Failed effects reject with a `PurchaseFailureError`, or anything else for "other".
 */
import { assign, fromPromise, setup } from 'xstate'
import type { CardPayment, InvoiceSummary, PurchaseRecord, Sku, StripeOrder } from '../../contract'
import { canAuthenticate, followCardPayment, followNewCardOrder } from '../payment/payment.types'
import { covers, isPaid } from './price-rules'
import {
  LOST_POLL_RETRY_MS,
  ORDER_POLL_MS,
  ORDER_STALL_MS,
  purchaseFailureOf,
  type FollowedOrder,
  type NewCardOutcome,
  type PolledPurchaseOrder,
  type PurchaseContext,
  type PurchaseEvent,
  type PurchaseFailure,
  type PurchaseInput,
  type PurchaseLoad,
  type PurchaseTag,
  type WalletPaid,
} from './purchase.types'

/** What one attempt leaves behind; cleared when a new one may start. */
const fresh = {
  order: null,
  field: null,
  challengeInField: false,
  attemptId: null,
  purchase: null,
  invoice: null,
  failure: null,
} as const

const skuOf = (context: PurchaseContext) => context.skus.find((sku) => sku.id === context.skuId)

/**
 * Whether a package can be chosen: one on sale to the caller; at first login every starting
 * package (Free too, whatever this month's claim says), never an enterprise plan (agreed with sales).
 */
const isChoosable = (context: PurchaseContext, sku: Sku | undefined) =>
  !!sku && (context.mode === 'firstLogin' ? sku.packageType !== 'enterprise' : sku.purchasable)

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    input: {} as PurchaseInput,
    events: {} as PurchaseEvent,
    tags: {} as PurchaseTag,
  },
  actors: {
    load: fromPromise<PurchaseLoad>(async () => {
      throw new Error('load is provided by the app')
    }),
    buyByWallet: fromPromise<WalletPaid, { skuId: number; autoRenew: boolean; attemptId: string }>(async () => {
      throw new Error('buyByWallet is provided by the app')
    }),
    chargeSavedCard: fromPromise<CardPayment, { skuId: number; cardId: string; autoRenew: boolean; attemptId: string }>(
      async () => {
        throw new Error('chargeSavedCard is provided by the app')
      },
    ),
    createOrder: fromPromise<StripeOrder, { skuId: number; autoRenew: boolean }>(async () => {
      throw new Error('createOrder is provided by the app')
    }),
    confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(async () => {
      throw new Error('confirmNewCard is provided by the app')
    }),
    authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(async () => {
      throw new Error('authenticate is provided by the app')
    }),
    pollOrder: fromPromise<PolledPurchaseOrder, { orderId: string }>(async () => {
      throw new Error('pollOrder is provided by the app')
    }),
    fetchPurchase: fromPromise<PurchaseRecord | null, { orderId: string }>(async () => {
      throw new Error('fetchPurchase is provided by the app')
    }),
    fetchInvoice: fromPromise<InvoiceSummary | null, { orderId: string }>(async () => {
      throw new Error('fetchInvoice is provided by the app')
    }),
  },
  actions: {
    /** The app keeps `context.order` (and `skuId`) where a reload finds it (the URL). */
    rememberOrder: () => {},
    forgetOrder: () => {},
    /** The wallet, the packages and (at first login) the profile changed: read them again. */
    purchased: () => {},
    /** The page leaves for the deposit flow, to come back to the checkout of `skuId`. */
    openDeposit: (_, _params: { skuId: number }) => {},
    startAttempt: assign({
      attemptId: ({ event }) => (event.type === 'purchase.submit' ? event.attemptId : null),
      failure: null,
    }),
    followPayment: assign(({ event }) => followCardPayment((event as unknown as { output: CardPayment }).output)),
    fail: assign({
      failure: ({ event }) => purchaseFailureOf((event as { error?: unknown }).error),
      lastError: ({ event }) => (event as { error?: unknown }).error,
    }),
    /** The way of paying a package allows: the wallet when nothing is paid; else as chosen, or the wallet if it covers it. */
    settleMethod: assign(({ context }) => {
      const sku = skuOf(context)
      if (!sku || !isPaid(sku, context.mode)) return { method: 'wallet' as const }
      if (context.method) return {}
      return { method: covers(context.balance, sku.price) ? ('wallet' as const) : ('card' as const) }
    }),
  },
  guards: {
    /** The package is on sale to the caller (a claimed free package or enterprise plan is not). */
    purchasable: ({ context }) => isChoosable(context, skuOf(context)),
    chosenPurchasable: ({ context, event }) =>
      event.type === 'package.choose' &&
      isChoosable(
        context,
        context.skus.find((sku) => sku.id === event.skuId),
      ),
    payingByWallet: ({ context }) => {
      const sku = skuOf(context)
      return !!sku && (context.method === 'wallet' || !isPaid(sku, context.mode))
    },
    /** Paying from a wallet that does not cover a paid package: nothing is asked of the server. */
    walletShort: ({ context }) => {
      const sku = skuOf(context)
      return context.method === 'wallet' && !!sku && isPaid(sku, context.mode) && !covers(context.balance, sku.price)
    },
    savedCardChosen: ({ context }) => context.cards.some((card) => card.id === context.cardId),
    /** A new card pays a one-off order on the charge page; at first login it must be saved first. */
    newCardAllowed: ({ context }) => context.mode === 'buy',
    hasOrder: ({ context }) => context.order !== null,
    failureIs: ({ context }, params: { failure: PurchaseFailure }) => context.failure === params.failure,
  },
  delays: {
    pollDelay: ORDER_POLL_MS,
    stallAfter: ORDER_STALL_MS,
    lostRetry: LOST_POLL_RETRY_MS,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    mode: input.mode,
    skus: [],
    balance: '0.00',
    cards: [],
    skuId: input.resume?.skuId ?? input.skuId,
    method: input.resume ? 'card' : input.method,
    cardId: null,
    autoRenew: false,
    ...fresh,
    order: input.resume?.order ?? null,
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
        id: 'load',
        src: 'load',
        onDone: [
          {
            // Back from a deposit (or a link to one package): straight to its checkout.
            guard: ({ event }) => event.output.skus.length > 0,
            target: 'checking',
            actions: assign(({ context, event }) => {
              const { skus, balance, cards } = event.output
              const kept = cards.some((card) => card.id === context.cardId)
              const preferred = cards.find((card) => card.isDefault) ?? cards[0]
              return { skus, balance, cards, cardId: kept ? context.cardId : (preferred?.id ?? null) }
            }),
          },
          { target: 'loadFailed', actions: assign({ lastError: () => new Error('no packages on sale') }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ lastError: ({ event }) => event.error }) },
      },
    },
    checking: {
      always: [
        { guard: 'purchasable', target: 'checkout', actions: 'settleMethod' },
        { target: 'browsing', actions: assign({ skuId: null }) },
      ],
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { retry: 'loading', 'network.online': 'loading' },
    },
    browsing: {
      tags: ['browsing'],
      on: {
        'package.choose': {
          guard: 'chosenPurchasable',
          target: 'checkout',
          actions: [assign({ skuId: ({ event }) => event.skuId, method: null }), 'settleMethod'],
        },
      },
    },
    checkout: {
      tags: ['checkout'],
      initial: 'editing',
      states: {
        editing: {},
        short: {
          tags: ['balanceShort'],
          on: {
            'deposit.start': {
              actions: { type: 'openDeposit', params: ({ context }) => ({ skuId: context.skuId as number }) },
            },
          },
        },
      },
      on: {
        'package.choose': {
          guard: 'chosenPurchasable',
          target: '.editing',
          actions: [assign({ skuId: ({ event }) => event.skuId, method: null, failure: null }), 'settleMethod'],
        },
        'checkout.back': { target: 'browsing', actions: assign({ skuId: null, failure: null }) },
        'method.choose': {
          target: '.editing',
          actions: [assign({ method: ({ event }) => event.method, failure: null }), 'settleMethod'],
        },
        'card.choose': { actions: assign({ cardId: ({ event }) => event.cardId }) },
        'cards.changed': {
          actions: assign({
            cards: ({ event }) => event.cards,
            cardId: ({ context, event }) =>
              event.chosen && event.cards.some((card) => card.id === event.chosen) ? event.chosen : context.cardId,
          }),
        },
        'autoRenew.change': { actions: assign({ autoRenew: ({ event }) => event.autoRenew }) },
        'balance.changed': {
          target: '.editing',
          actions: assign({ balance: ({ event }) => event.balance, failure: null }),
        },
        'purchase.submit': [
          {
            guard: 'walletShort',
            target: '.short',
            actions: assign({ failure: 'insufficientBalance' }),
          },
          { guard: 'payingByWallet', target: 'payingByWallet', actions: 'startAttempt' },
          { guard: 'savedCardChosen', target: 'chargingSaved', actions: 'startAttempt' },
          { guard: 'newCardAllowed', target: 'creatingOrder', actions: 'startAttempt' },
        ],
      },
    },
    payingByWallet: {
      tags: ['busy', 'paying'],
      invoke: {
        id: 'buyByWallet',
        src: 'buyByWallet',
        input: ({ context }) => ({
          skuId: context.skuId as number,
          autoRenew: context.autoRenew,
          attemptId: context.attemptId as string,
        }),
        onDone: { target: 'done', actions: assign({ purchase: ({ event }) => event.output.purchase }) },
        onError: [
          {
            // The server's word on the balance is the truth (another tab may have spent it).
            guard: ({ event }) => purchaseFailureOf(event.error) === 'insufficientBalance',
            target: 'checkout.short',
            actions: 'fail',
          },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    chargingSaved: {
      tags: ['busy', 'paying'],
      invoke: {
        id: 'chargeSavedCard',
        src: 'chargeSavedCard',
        input: ({ context }) => ({
          skuId: context.skuId as number,
          cardId: context.cardId as string,
          autoRenew: context.autoRenew,
          attemptId: context.attemptId as string,
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'paid', target: 'completing', actions: 'followPayment' },
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
        input: ({ context }) => ({ skuId: context.skuId as number, autoRenew: context.autoRenew }),
        onDone: {
          target: 'newCard',
          actions: assign(({ event }) => followNewCardOrder(event.output)),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    newCard: {
      tags: ['newCard'],
      on: {
        'payment.confirm': 'confirmingNewCard',
        // Nothing was paid: the unconfirmed order is simply left.
        'payment.cancel': { target: 'checkout', actions: assign(fresh) },
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
              { guard: ({ event }) => event.output.status === 'paid', target: '#purchase.completing' },
              {
                guard: ({ event }) => event.output.status === 'failed',
                target: '#purchase.failed',
                actions: assign({ failure: ({ event }) => event.output.failure ?? 'other' }),
              },
              { guard: ({ event }) => event.output.status === 'canceled', target: '#purchase.canceled' },
              {
                guard: ({ context, event }) =>
                  event.output.status === 'requires_action' && canAuthenticate(context.order),
                target: '#purchase.authenticating',
              },
              { target: 'waiting' },
            ],
            onError: [
              { guard: ({ event }) => purchaseFailureOf(event.error) === 'networkLost', target: 'lost' },
              { target: '#purchase.failed', actions: 'fail' },
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
    // The order is paid: the purchase it made is read (the server granted it as it settled the order).
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPurchase',
        src: 'fetchPurchase',
        input: ({ context }) => ({ orderId: (context.order as FollowedOrder).orderId }),
        onDone: { target: 'done', actions: assign({ purchase: ({ event }) => event.output }) },
        // Paid is paid: the page says so, and the package shows with the next read.
        onError: 'done',
      },
    },
    done: {
      tags: ['done'],
      entry: ['forgetOrder', 'purchased'],
      initial: 'deciding',
      states: {
        // Nothing bought (a first-login Pay As You Go) has no order, and so no invoice.
        deciding: {
          always: [
            { guard: ({ context }) => !context.purchase && !context.order, target: 'noInvoice' },
            { target: 'fetchingInvoice' },
          ],
        },
        fetchingInvoice: {
          invoke: {
            id: 'fetchInvoice',
            src: 'fetchInvoice',
            input: ({ context }) => ({
              orderId: context.purchase?.orderId ?? (context.order as FollowedOrder).orderId,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'invoice',
                actions: assign({ invoice: ({ event }) => event.output }),
              },
              { target: 'noInvoice' },
            ],
            onError: 'noInvoice',
          },
        },
        invoice: {},
        noInvoice: {},
      },
      on: { 'purchase.again': { target: 'loading', actions: assign({ ...fresh, skuId: null, method: null }) } },
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
              { guard: 'hasOrder', target: '#purchase.polling' },
              { guard: ({ context }) => context.method === 'wallet', target: '#purchase.payingByWallet' },
              { guard: 'savedCardChosen', target: '#purchase.chargingSaved' },
              { target: '#purchase.loading', actions: assign(fresh) },
            ],
          },
        },
      },
      // A refused payment is over: "Try again" goes back to the checkout of the same package.
      on: { 'payment.retry': { target: 'loading', actions: assign(fresh) } },
    },
    canceled: {
      tags: ['canceled'],
      entry: 'forgetOrder',
      on: { 'purchase.again': { target: 'loading', actions: assign({ ...fresh, skuId: null, method: null }) } },
    },
  },
})
