import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, type StateValue } from 'xstate'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CardPayment, CreditCard, InvoiceSummary, PurchaseRecord, Sku, StripeOrder } from '../../contract'
import { walkTransitions, type Step as MachineStep } from '../test-support/walk-transitions'
import { purchaseMachine } from './purchase.machine'
import {
  ORDER_POLL_MS,
  type CardFailure,
  type FollowedOrder,
  type NewCardOutcome,
  type PolledPurchaseOrder,
  type PurchaseEvent,
  type PurchaseInput,
  type PurchaseLoad,
  type WalletPaid,
} from './purchase.types'

const sku = (id: number, name: string, price: string, overrides: Partial<Sku> = {}): Sku => ({
  id,
  name,
  description: `${name} package`,
  packageType: 'standard',
  price,
  currency: 'USD',
  ru: 250_000_000,
  durationDays: 30,
  rateLimit: 2500,
  features: ['archive_mode'],
  autoRenewable: true,
  purchasable: true,
  ...overrides,
})
const FREE = sku(1, 'Free', '0.00', { packageType: 'free', purchasable: false, autoRenewable: false })
const PAYG = sku(2, 'Pay As You Go', '10.00', { packageType: 'default', durationDays: null })
const GROWTH = sku(3, 'Growth', '49.00')
const PRO = sku(4, 'Pro', '199.00')
const SKUS = [FREE, PAYG, GROWTH, PRO]

const card: CreditCard = {
  id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holderName: null,
  isDefault: true,
  createdAt: '2026-11-25T10:00:00.000Z',
}
const field = { processor: 'sandbox', fieldUrl: '/sandbox/card-field', publishableKey: null } as const
const payment = (status: CardPayment['status'], clientSecret: string | null = null): CardPayment => ({
  ...field,
  orderId: 'ord_1',
  status,
  clientSecret,
  nextActionUrl: clientSecret && `/sandbox/3ds?clientSecret=${clientSecret}`,
  amount: '199.00',
  currency: 'USD',
})
const stripeOrder: StripeOrder = {
  ...field,
  orderId: 'ord_2',
  clientSecret: 'secret_2',
  amount: '199.00',
  currency: 'USD',
}
const purchase = (name: string, orderId: string): PurchaseRecord => ({
  id: 7,
  orderId,
  skuId: name === 'Pro' ? 4 : 3,
  skuName: name,
  packageType: 'standard',
  paymentChannel: 'wallet',
  amount: name === 'Pro' ? '199.00' : '49.00',
  currency: 'USD',
  ru: 250_000_000,
  autoRenew: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  startsAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-25T10:00:00.000Z',
})
const invoice = (orderId: string): InvoiceSummary => ({
  id: 9,
  number: 'HD-2026-000009',
  status: 'paid',
  amount: '49.00',
  currency: 'USD',
  orderId,
  issuedAt: '2026-11-25T10:00:00.000Z',
  paidAt: '2026-11-25T10:00:00.000Z',
})
const polled = (status: PolledPurchaseOrder['status'], failure: CardFailure | null = null): PolledPurchaseOrder => ({
  status,
  failure,
})
const failure = (cardFailure: CardFailure) => Object.assign(new Error(cardFailure), { cardFailure })
const short = Object.assign(new Error('short'), { purchaseFailure: 'insufficientBalance' })

type Snapshot = SnapshotFrom<typeof purchaseMachine>
const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as PurchaseEvent
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as PurchaseEvent
const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.purchase.${path}` }) as unknown as PurchaseEvent

const submit: PurchaseEvent = { type: 'purchase.submit', attemptId: 'attempt-1' }
const events: PurchaseEvent[] = [
  done('load', { skus: SKUS, balance: '60.00', cards: [card] }),
  done('load', { skus: SKUS, balance: '0.00', cards: [] }),
  failed('load', new Error('down')),
  { type: 'package.choose', skuId: 3 },
  { type: 'package.choose', skuId: 4 },
  { type: 'package.choose', skuId: 1 },
  { type: 'checkout.back' },
  { type: 'method.choose', method: 'wallet' },
  { type: 'method.choose', method: 'card' },
  { type: 'card.choose', cardId: 'pm_visa' },
  submit,
  { type: 'payment.confirm' },
  { type: 'payment.cancel' },
  { type: 'payment.retry' },
  { type: 'payment.wait' },
  { type: 'deposit.start' },
  { type: 'balance.changed', balance: '300.00' },
  { type: 'purchase.again' },
  { type: 'retry' },
  { type: 'network.online' },
  done('buyByWallet', { purchase: purchase('Growth', 'ord_w') } satisfies WalletPaid),
  failed('buyByWallet', short),
  failed('buyByWallet', failure('networkLost')),
  failed('buyByWallet', new Error('500')),
  done('chargeSavedCard', payment('paid')),
  done('chargeSavedCard', payment('requires_action', 'secret_1')),
  done('chargeSavedCard', payment('pending')),
  failed('chargeSavedCard', failure('declined')),
  failed('chargeSavedCard', failure('networkLost')),
  done('createOrder', stripeOrder),
  done('confirmNewCard', { status: 'pending' }),
  done('confirmNewCard', { status: 'requires_action' }),
  done('confirmNewCard', { status: 'incomplete' }),
  done('authenticate', 'succeeded'),
  done('authenticate', 'failed'),
  done('pollOrder', polled('paid')),
  done('pollOrder', polled('pending')),
  done('pollOrder', polled('failed', 'insufficientFunds')),
  done('pollOrder', polled('canceled')),
  failed('pollOrder', failure('networkLost')),
  done('fetchPurchase', purchase('Pro', 'ord_1')),
  failed('fetchPurchase', new Error('down')),
  done('fetchInvoice', invoice('ord_1')),
  failed('fetchInvoice', new Error('down')),
  after('pollDelay', 'polling.waiting'),
  after('lostRetry', 'polling.lost'),
  after('stallAfter', 'polling'),
]

const inputs: PurchaseInput[] = [
  { mode: 'buy', skuId: null, method: null, resume: null },
  { mode: 'buy', skuId: 3, method: 'wallet', resume: null },
  {
    mode: 'buy',
    skuId: null,
    method: null,
    resume: { order: { orderId: 'ord_url', clientSecret: 'secret_url', nextActionUrl: null }, skuId: 4 },
  },
  { mode: 'firstLogin', skuId: null, method: null, resume: null },
]

/** States told apart by value and by what decides the next step. */
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot
  return JSON.stringify([
    snapshot.value,
    context.mode,
    context.skus.length,
    context.balance,
    context.cards.length,
    context.skuId,
    context.method,
    context.order?.orderId ?? null,
    context.order?.nextActionUrl ?? null,
    context.attemptId,
    context.failure,
    context.challengeInField,
  ])
}

function leaf(value: StateValue, prefix = ''): string {
  if (typeof value === 'string') return prefix + value
  const [key, child] = Object.entries(value)[0] as [string, StateValue]
  return leaf(child, `${prefix}${key}.`)
}

type Step = MachineStep<typeof purchaseMachine>

let transitions: Step[] | undefined
/** Every transition of every state reachable from the inputs, with what it did (named actions, `start:<actor>`). */
function allTransitions(): Step[] {
  transitions ??= walkTransitions(purchaseMachine, { inputs, events, serializeState })
  expect(transitions.length).toBeGreaterThan(400)
  return transitions
}

const PAYMENTS = ['start:buyByWallet', 'start:chargeSavedCard', 'start:createOrder', 'start:confirmNewCard']
/** States where an order may be on its way to being paid: a reload must find it. */
const FOLLOWING = ['confirmingNewCard', 'authenticating', 'polling', 'stalled'] as const

// The graph of four inputs takes a while to walk: it is walked once, before the stories that read it.
describe('the purchase machine, model-based', { timeout: 120_000 }, () => {
  beforeAll(() => void allTransitions(), 120_000)

  it('reaches every state', () => {
    const reached = new Set(allTransitions().flatMap((step) => [leaf(step.from.value), leaf(step.to.value)]))
    reached.delete('starting')
    reached.delete('checking')
    reached.delete('failed.deciding')
    reached.delete('done.deciding')
    expect([...reached].sort()).toEqual(
      [
        'loading',
        'loadFailed',
        'browsing',
        'checkout.editing',
        'checkout.short',
        'payingByWallet',
        'chargingSaved',
        'creatingOrder',
        'newCard',
        'confirmingNewCard',
        'authenticating',
        'polling.asking',
        'polling.waiting',
        'polling.lost',
        'stalled',
        'completing',
        'done.fetchingInvoice',
        'done.invoice',
        'done.noInvoice',
        'failed.declined',
        'failed.insufficientFunds',
        'failed.authenticationFailed',
        'failed.networkLost',
        'failed.other',
        'canceled',
      ].sort(),
    )
  })

  it('a wallet short of the price offers a deposit and asks the server for nothing', () => {
    let shortfalls = 0
    for (const step of allTransitions()) {
      if (step.event.type !== 'purchase.submit' || !step.from.hasTag('checkout')) continue
      const { context } = step.from
      const price = context.skus.find((one) => one.id === context.skuId)?.price ?? '0'
      if (context.method !== 'wallet' || Number(context.balance) >= Number(price)) continue
      if (context.mode === 'firstLogin' && context.skuId === 2) continue
      shortfalls += 1
      expect(step.to.hasTag('balanceShort')).toBe(true)
      expect(step.effects.filter((effect) => PAYMENTS.includes(effect))).toEqual([])
    }
    expect(shortfalls).toBeGreaterThan(0)
  })

  it('"Top up" from a short balance leaves for the deposit with the package to come back to', () => {
    let deposits = 0
    for (const step of allTransitions()) {
      if (step.event.type !== 'deposit.start') continue
      if (!step.from.hasTag('balanceShort')) {
        expect(step.effects).not.toContain('openDeposit')
        continue
      }
      deposits += 1
      expect(step.effects).toEqual(['openDeposit'])
    }
    expect(deposits).toBeGreaterThan(0)
  })

  it('starts a payment only from a submit, a confirm of the new card, or the retry of an answer lost', () => {
    for (const step of allTransitions()) {
      const starts = step.effects.filter((effect) => PAYMENTS.includes(effect))
      if (starts.length === 0) continue
      expect(starts).toHaveLength(1)
      if (starts[0] === 'start:confirmNewCard') {
        expect(step.from.matches('newCard') && step.event.type === 'payment.confirm').toBe(true)
        continue
      }
      // Never a new payment while an order is followed.
      expect(step.from.context.order).toBeNull()
      if (step.event.type === 'payment.retry') {
        // The same attempt again, so the server's idempotency key makes it one payment.
        expect(step.from.matches({ failed: 'networkLost' })).toBe(true)
        expect(step.to.context.attemptId).toBe(step.from.context.attemptId)
      } else {
        expect(step.event).toEqual(submit)
        expect(step.from.hasTag('checkout')).toBe(true)
        expect(step.to.context.attemptId).toBe('attempt-1')
      }
    }
  })

  it('every busy state ignores a new submit', () => {
    let ignored = 0
    for (const step of allTransitions()) {
      if (!step.from.hasTag('busy') || step.event.type !== 'purchase.submit') continue
      ignored += 1
      expect(step.to.value).toEqual(step.from.value)
      expect(step.effects).toEqual([])
    }
    expect(ignored).toBeGreaterThan(5)
  })

  it('at first login a new card is never charged through a one-off order', () => {
    // The first-login states are apart from the others: the serialized state holds the mode.
    const firstLogin = allTransitions().filter((step) => step.from.context.mode === 'firstLogin')
    expect(firstLogin.length).toBeGreaterThan(50)
    for (const step of firstLogin) {
      expect(step.effects).not.toContain('start:createOrder')
    }
  })

  it('remembers the order before it may be paid, and forgets it once the purchase is over', () => {
    for (const step of allTransitions()) {
      const into = FOLLOWING.find((state) => step.to.matches(state) && !step.from.matches(state))
      const fromFollowing =
        FOLLOWING.some((state) => step.from.matches(state)) || step.from.matches({ failed: 'networkLost' })
      if (into && !fromFollowing) {
        expect(step.to.context.order).not.toBeNull()
        if (!step.from.matches('starting')) expect(step.effects).toContain('rememberOrder')
      }
      const over =
        (step.to.hasTag('done') && !step.from.hasTag('done')) ||
        (step.to.hasTag('canceled') && !step.from.hasTag('canceled')) ||
        (step.to.hasTag('failed') && !step.from.hasTag('failed') && !step.to.matches({ failed: 'networkLost' }))
      expect(step.effects.includes('forgetOrder')).toBe(over)
    }
  })

  it('tells the app the wallet and packages changed exactly when a purchase is done', () => {
    for (const step of allTransitions()) {
      const bought = step.to.hasTag('done') && !step.from.hasTag('done')
      expect(step.effects.filter((effect) => effect === 'purchased')).toHaveLength(bought ? 1 : 0)
    }
  })

  it('never opens the checkout of a package not on sale to the caller', () => {
    for (const step of allTransitions()) {
      if (!step.to.hasTag('checkout')) continue
      const chosen = step.to.context.skus.find((one) => one.id === step.to.context.skuId)
      // At first login Free is a starting package whatever this month's claim says.
      if (step.to.context.mode === 'firstLogin') expect(chosen?.packageType).not.toBe('enterprise')
      else expect(chosen?.purchasable).toBe(true)
    }
  })
})

/** The machine with scripted answers; each list is consumed in order, the last answer repeating. */
function fakeMachine(
  script: {
    load?: (PurchaseLoad | Error)[]
    wallet?: (WalletPaid | Error)[]
    charge?: (CardPayment | Error)[]
    order?: (StripeOrder | Error)[]
    confirm?: (NewCardOutcome | Error)[]
    authenticate?: ('succeeded' | 'failed' | Error)[]
    poll?: (PolledPurchaseOrder | Error)[]
  },
  input: Partial<PurchaseInput> = {},
) {
  const calls: string[] = []
  const paid: unknown[] = []
  const remembered: (FollowedOrder | null)[] = []
  const deposits: unknown[] = []
  const next = <T>(list: (T | Error)[] | undefined, name: string): Promise<T> => {
    calls.push(name)
    const answer = list && list.length > 1 ? list.shift() : list?.[0]
    if (answer === undefined) return new Promise(() => {})
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const machine = purchaseMachine.provide({
    actors: {
      load: fromPromise(() => next(script.load, 'load')),
      buyByWallet: fromPromise<WalletPaid, { skuId: number; autoRenew: boolean; attemptId: string }>(({ input }) => {
        paid.push({ wallet: input })
        return next(script.wallet, 'buyByWallet')
      }),
      chargeSavedCard: fromPromise<
        CardPayment,
        { skuId: number; cardId: string; autoRenew: boolean; attemptId: string }
      >(({ input }) => {
        paid.push({ card: input })
        return next(script.charge, 'chargeSavedCard')
      }),
      createOrder: fromPromise<StripeOrder, { skuId: number; autoRenew: boolean }>(() =>
        next(script.order, 'createOrder'),
      ),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(() => next(script.confirm, 'confirmNewCard')),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(() => next(script.authenticate, 'authenticate')),
      pollOrder: fromPromise<PolledPurchaseOrder, { orderId: string }>(() => next(script.poll, 'pollOrder')),
      fetchPurchase: fromPromise<PurchaseRecord | null, { orderId: string }>(async ({ input }) =>
        purchase('Pro', input.orderId),
      ),
      fetchInvoice: fromPromise<InvoiceSummary | null, { orderId: string }>(async ({ input }) =>
        invoice(input.orderId),
      ),
    },
    actions: {
      rememberOrder: ({ context }) => void remembered.push(context.order),
      forgetOrder: () => void calls.push('forgetOrder'),
      purchased: () => void calls.push('purchased'),
      openDeposit: (_, params) => void deposits.push(params),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, {
    clock,
    input: { mode: 'buy', skuId: null, method: null, resume: null, ...input },
  }).start()
  return { actor, clock, calls, paid, remembered, deposits }
}

const settle = async (times = 3) => {
  for (let index = 0; index < times; index += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}
const rich: PurchaseLoad = { skus: SKUS, balance: '125.50', cards: [card] }

describe('the purchase machine, with effects', () => {
  it('Growth by wallet is bought once, and shows its package and invoice', async () => {
    const { actor, calls, paid } = fakeMachine({ load: [rich], wallet: [{ purchase: purchase('Growth', 'ord_w') }] })
    await settle()
    expect(actor.getSnapshot().hasTag('browsing')).toBe(true)
    actor.send({ type: 'package.choose', skuId: 3 })
    expect(actor.getSnapshot().context.method).toBe('wallet')
    actor.send({ type: 'autoRenew.change', autoRenew: true })
    actor.send(submit)
    actor.send({ ...submit, attemptId: 'attempt-2' })
    await settle()
    expect(paid).toEqual([{ wallet: { skuId: 3, autoRenew: true, attemptId: 'attempt-1' } }])
    expect(actor.getSnapshot().matches({ done: 'invoice' })).toBe(true)
    expect(actor.getSnapshot().context.purchase?.skuName).toBe('Growth')
    expect(actor.getSnapshot().context.invoice?.number).toBe('HD-2026-000009')
    expect(calls.filter((call) => call === 'purchased')).toHaveLength(1)
  })

  it('a package the balance does not cover opens with the card, and the wallet offers a deposit', async () => {
    const { actor, calls, deposits } = fakeMachine({ load: [{ ...rich, balance: '20.00' }] })
    await settle()
    actor.send({ type: 'package.choose', skuId: 3 })
    expect(actor.getSnapshot().context.method).toBe('card')
    actor.send({ type: 'method.choose', method: 'wallet' })
    actor.send(submit)
    expect(actor.getSnapshot().hasTag('balanceShort')).toBe(true)
    expect(calls).toEqual(['load'])
    actor.send({ type: 'deposit.start' })
    expect(deposits).toEqual([{ skuId: 3 }])
    // The deposit credited (read again): the wallet now covers Growth.
    actor.send({ type: 'balance.changed', balance: '69.00' })
    expect(actor.getSnapshot().hasTag('balanceShort')).toBe(false)
  })

  it('back from a deposit, the checkout of the same package opens by itself', async () => {
    const { actor } = fakeMachine({ load: [{ ...rich, balance: '69.00' }] }, { skuId: 3, method: 'wallet' })
    await settle()
    expect(actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ skuId: 3, method: 'wallet' })
  })

  it('the server saying the balance is short (spent meanwhile) offers the deposit too', async () => {
    const { actor } = fakeMachine({ load: [rich], wallet: [short] })
    await settle()
    actor.send({ type: 'package.choose', skuId: 3 })
    actor.send(submit)
    await settle()
    expect(actor.getSnapshot().hasTag('balanceShort')).toBe(true)
  })

  it('Pro on the saved card asked for 3-D Secure: approved, polled, done', async () => {
    const { actor, paid, remembered } = fakeMachine({
      load: [rich],
      charge: [payment('requires_action', 'secret_1')],
      authenticate: ['succeeded'],
      poll: [polled('paid')],
    })
    await settle()
    actor.send({ type: 'package.choose', skuId: 4 })
    expect(actor.getSnapshot().context.method).toBe('card')
    actor.send(submit)
    await settle(6)
    expect(paid).toEqual([{ card: { skuId: 4, cardId: 'pm_visa', autoRenew: false, attemptId: 'attempt-1' } }])
    expect(remembered[0]?.orderId).toBe('ord_1')
    expect(actor.getSnapshot().matches({ done: 'invoice' })).toBe(true)
    expect(actor.getSnapshot().context.purchase?.skuName).toBe('Pro')
  })

  it('a new card: a one-off order, the processor field, the order polled until paid', async () => {
    const { actor, clock, remembered } = fakeMachine({
      load: [{ ...rich, cards: [] }],
      order: [stripeOrder],
      confirm: [{ status: 'pending' }],
      poll: [polled('pending'), polled('paid')],
    })
    await settle()
    actor.send({ type: 'package.choose', skuId: 4 })
    actor.send(submit)
    await settle()
    expect(actor.getSnapshot().hasTag('newCard')).toBe(true)
    expect(remembered).toEqual([])
    actor.send({ type: 'payment.confirm' })
    expect(remembered).toEqual([{ orderId: 'ord_2', clientSecret: 'secret_2', nextActionUrl: null }])
    await settle()
    clock.increment(ORDER_POLL_MS)
    await settle(6)
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
  })

  it('a lost answer to a wallet purchase is retried as the same attempt', async () => {
    const { actor, paid } = fakeMachine({
      load: [rich],
      wallet: [failure('networkLost'), { purchase: purchase('Growth', 'ord_w') }],
    })
    await settle()
    actor.send({ type: 'package.choose', skuId: 3 })
    actor.send(submit)
    await settle()
    expect(actor.getSnapshot().matches({ failed: 'networkLost' })).toBe(true)
    actor.send({ type: 'payment.retry' })
    await settle()
    expect(paid).toEqual([
      { wallet: { skuId: 3, autoRenew: false, attemptId: 'attempt-1' } },
      { wallet: { skuId: 3, autoRenew: false, attemptId: 'attempt-1' } },
    ])
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
  })

  it('a reload with an order in the URL polls it, pays nothing, and ends on its package', async () => {
    const { actor, calls } = fakeMachine(
      { poll: [polled('paid')] },
      { resume: { order: { orderId: 'ord_url', clientSecret: null, nextActionUrl: null }, skuId: 4 } },
    )
    await settle(6)
    expect(calls.filter((call) => call !== 'forgetOrder' && call !== 'purchased')).toEqual(['pollOrder'])
    expect(actor.getSnapshot().context.purchase?.orderId).toBe('ord_url')
    expect(actor.getSnapshot().context.invoice?.orderId).toBe('ord_url')
  })

  it('a declined card goes back to the same package with "Try again"', async () => {
    const { actor } = fakeMachine({ load: [rich], charge: [failure('declined')] })
    await settle()
    actor.send({ type: 'package.choose', skuId: 4 })
    actor.send(submit)
    await settle()
    expect(actor.getSnapshot().matches({ failed: 'declined' })).toBe(true)
    actor.send({ type: 'payment.retry' })
    await settle()
    expect(actor.getSnapshot().hasTag('checkout')).toBe(true)
    expect(actor.getSnapshot().context.skuId).toBe(4)
  })

  it('at first login Pay As You Go and Free are confirmed without a payment, whatever the balance', async () => {
    const { actor, paid } = fakeMachine(
      {
        load: [{ ...rich, balance: '0.00', skus: SKUS.map((one) => ({ ...one, purchasable: true })) }],
        wallet: [{ purchase: null }],
      },
      { mode: 'firstLogin' },
    )
    await settle()
    actor.send({ type: 'package.choose', skuId: 2 })
    expect(actor.getSnapshot().context.method).toBe('wallet')
    actor.send(submit)
    await settle()
    expect(paid).toEqual([{ wallet: { skuId: 2, autoRenew: false, attemptId: 'attempt-1' } }])
    expect(actor.getSnapshot().matches({ done: 'noInvoice' })).toBe(true)
  })
})
