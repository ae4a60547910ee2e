import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, type StateValue } from 'xstate'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CardPayment, CreditCard, PendingDeposit, StripeOrder } from '../../contract'
import { walkTransitions, type Step as MachineStep } from '../test-support/walk-transitions'
import { cardDepositMachine } from './card-deposit.machine'
import {
  ORDER_POLL_MS,
  ORDER_STALL_MS,
  type CardDepositEvent,
  type CardDepositInput,
  type CardFailure,
  type CardLoad,
  type FollowedOrder,
  type NewCardOutcome,
  type PolledOrder,
} from './card-deposit.types'

const MIN = '49.00'
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
const openOrder: PendingDeposit = {
  id: 3,
  paymentMethod: 'stripe',
  status: 'pending',
  usdAmount: '60.00',
  coin: null,
  networkId: null,
  coinAmount: null,
  txHash: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
  confirmations: 0,
  requiredConfirmations: 0,
  orderId: 'ord_open',
}
const field = { processor: 'sandbox', fieldUrl: '/sandbox/card-field', publishableKey: null } as const
const payment = (status: CardPayment['status'], clientSecret: string | null = null): CardPayment => ({
  ...field,
  orderId: 'ord_1',
  status,
  clientSecret,
  nextActionUrl: clientSecret && `/sandbox/3ds?clientSecret=${clientSecret}`,
  amount: '49.00',
  currency: 'USD',
})
const stripeOrder: StripeOrder = {
  ...field,
  orderId: 'ord_2',
  clientSecret: 'secret_2',
  amount: '49.00',
  currency: 'USD',
}
const polled = (status: PolledOrder['status'], failure: CardFailure | null = null): PolledOrder => ({
  status,
  amount: '49.00',
  failure,
})
const failure = (cardFailure: CardFailure) => Object.assign(new Error(cardFailure), { cardFailure })

type Snapshot = SnapshotFrom<typeof cardDepositMachine>
const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as CardDepositEvent
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as CardDepositEvent
const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.cardDeposit.${path}` }) as unknown as CardDepositEvent

const submit: CardDepositEvent = { type: 'payment.submit', attemptId: 'attempt-1' }
const events: CardDepositEvent[] = [
  done('loadCards', { cards: [card], openOrders: [openOrder] }),
  done('loadCards', { cards: [], openOrders: [] }),
  failed('loadCards', new Error('down')),
  { type: 'amount.change', amount: '49' },
  { type: 'amount.change', amount: '48.99' },
  { type: 'card.choose', cardId: 'pm_visa' },
  { type: 'card.choose', cardId: null },
  submit,
  { type: 'payment.confirm' },
  { type: 'payment.cancel' },
  { type: 'payment.retry' },
  { type: 'payment.wait' },
  { type: 'order.resume', orderId: 'ord_open' },
  { type: 'deposit.again' },
  { type: 'retry' },
  { type: 'network.online' },
  done('chargeSavedCard', payment('paid')),
  done('chargeSavedCard', payment('requires_action', 'secret_1')),
  done('chargeSavedCard', payment('pending')),
  done('chargeSavedCard', payment('canceled')),
  failed('chargeSavedCard', failure('declined')),
  failed('chargeSavedCard', failure('insufficientFunds')),
  failed('chargeSavedCard', failure('networkLost')),
  failed('chargeSavedCard', new Error('500')),
  done('createOrder', stripeOrder),
  failed('createOrder', failure('networkLost')),
  done('confirmNewCard', { status: 'pending' }),
  done('confirmNewCard', { status: 'requires_action' }),
  done('confirmNewCard', { status: 'incomplete' }),
  failed('confirmNewCard', failure('declined')),
  done('authenticate', 'succeeded'),
  done('authenticate', 'failed'),
  failed('authenticate', failure('networkLost')),
  done('pollOrder', polled('paid')),
  done('pollOrder', polled('pending')),
  done('pollOrder', polled('requires_action')),
  done('pollOrder', polled('failed', 'authenticationFailed')),
  done('pollOrder', polled('canceled')),
  failed('pollOrder', failure('networkLost')),
  failed('pollOrder', new Error('not yours')),
  done('fetchReceipt', 'https://sandbox.example/receipt/ord_1'),
  failed('fetchReceipt', new Error('down')),
  after('pollDelay', 'polling.waiting'),
  after('lostRetry', 'polling.lost'),
  after('stallAfter', 'polling'),
]

const inputs: CardDepositInput[] = [
  { minimumUsd: MIN, resume: null },
  { minimumUsd: MIN, resume: { orderId: 'ord_url', clientSecret: 'secret_url', nextActionUrl: null } },
]

/** States told apart by value and by what decides the next step (amounts as valid or not). */
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot
  return JSON.stringify([
    snapshot.value,
    Number(context.amount) >= 49,
    context.cardId,
    context.cards.length,
    context.order,
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

type Step = MachineStep<typeof cardDepositMachine>

let transitions: Step[] | undefined
/** Every transition of every state reachable from the inputs, with what it did (named actions, `start:<actor>`). */
function allTransitions(): Step[] {
  transitions ??= walkTransitions(cardDepositMachine, { inputs, events, serializeState })
  expect(transitions.length).toBeGreaterThan(100)
  return transitions
}

const PAYMENTS = ['start:chargeSavedCard', 'start:createOrder', 'start:confirmNewCard']
/** States where an order may be on its way to being paid: a reload must find it. */
const FOLLOWING = ['confirmingNewCard', 'authenticating', 'polling', 'stalled'] as const

// The graph is walked once, before the stories that read it: on a busy machine the walk alone
// outlasts one test's 5 s.
describe('the card deposit machine, model-based', { timeout: 60_000 }, () => {
  beforeAll(() => void allTransitions(), 60_000)

  it('reaches every state', () => {
    const reached = new Set(allTransitions().flatMap((step) => [leaf(step.from.value), leaf(step.to.value)]))
    expect([...reached].sort()).toEqual(
      [
        'loading',
        'loadFailed',
        'entering.editing',
        'entering.refused',
        'chargingSaved',
        'creatingOrder',
        'newCard',
        'confirmingNewCard',
        'authenticating',
        'polling.asking',
        'polling.waiting',
        'polling.lost',
        'stalled',
        'paid.fetchingReceipt',
        'paid.receipt',
        'paid.noReceipt',
        'failed.declined',
        'failed.insufficientFunds',
        'failed.authenticationFailed',
        'failed.networkLost',
        'failed.other',
        'canceled',
      ].sort(),
    )
  })

  it('refuses an amount under the minimum before any payment starts', () => {
    let refusals = 0
    for (const step of allTransitions()) {
      if (step.event.type !== 'payment.submit' || !step.from.hasTag('entering')) continue
      if (Number(step.from.context.amount) >= 49) continue
      refusals += 1
      expect(step.to.hasTag('amountRefused')).toBe(true)
      expect(step.to.context.amountProblem).toBe('belowMinimum')
      expect(step.effects.filter((effect) => PAYMENTS.includes(effect))).toEqual([])
    }
    expect(refusals).toBeGreaterThan(0)
  })

  it('starts a payment only from a submit, a confirm of the new card, or the retry of an answer lost', () => {
    for (const step of allTransitions()) {
      const starts = step.effects.filter((effect) => PAYMENTS.includes(effect))
      if (starts.length === 0) continue
      expect(starts).toHaveLength(1)
      if (starts[0] === 'start:confirmNewCard') {
        // The order made for this card, never paid before.
        expect(step.from.matches('newCard') && step.event.type === 'payment.confirm').toBe(true)
        continue
      }
      // Never a new payment while an order is followed.
      expect(step.from.context.order).toBeNull()
      if (step.event.type === 'payment.retry') {
        // The same attempt again, so the server's idempotency key makes it one payment.
        expect(step.from.matches({ failed: 'networkLost' })).toBe(true)
        expect(step.from.context.order).toBeNull()
        expect(step.to.context.attemptId).toBe(step.from.context.attemptId)
      } else {
        expect(step.event).toEqual(submit)
        expect(step.from.hasTag('entering')).toBe(true)
        expect(step.to.context.attemptId).toBe('attempt-1')
      }
    }
  })

  it('every busy state ignores a new submit', () => {
    for (const step of allTransitions()) {
      if (!step.from.hasTag('busy') || step.event.type !== 'payment.submit') continue
      expect(step.to.value).toEqual(step.from.value)
      expect(step.effects).toEqual([])
    }
  })

  it('remembers the order before it may be paid, and forgets it once the payment is over', () => {
    for (const step of allTransitions()) {
      const into = FOLLOWING.find((state) => step.to.matches(state) && !step.from.matches(state))
      const fromFollowing =
        FOLLOWING.some((state) => step.from.matches(state)) || step.from.matches({ failed: 'networkLost' })
      if (into && !fromFollowing) {
        expect(step.to.context.order).not.toBeNull()
        // Resumed orders (the one in the URL) are remembered already.
        if (!step.from.matches('starting')) expect(step.effects).toContain('rememberOrder')
      }
      const over =
        (step.to.hasTag('paid') && !step.from.hasTag('paid')) ||
        (step.to.hasTag('canceled') && !step.from.hasTag('canceled')) ||
        (step.to.hasTag('failed') && !step.from.hasTag('failed') && !step.to.matches({ failed: 'networkLost' }))
      expect(step.effects.includes('forgetOrder')).toBe(over)
    }
  })

  it('refreshes the wallet exactly when a payment is paid', () => {
    for (const step of allTransitions()) {
      const paid = step.to.hasTag('paid') && !step.from.hasTag('paid')
      expect(step.effects.filter((effect) => effect === 'walletChanged')).toHaveLength(paid ? 1 : 0)
    }
  })

  it('after a lost answer, "Try again" follows the order it knows rather than paying again', () => {
    for (const step of allTransitions()) {
      if (!step.from.matches({ failed: 'networkLost' }) || step.event.type !== 'payment.retry') continue
      if (step.from.context.order) expect(step.to.hasTag('polling')).toBe(true)
    }
  })
})

/** The machine with scripted answers; each list is consumed in order, the last answer repeating. */
function fakeMachine(
  script: {
    load?: (CardLoad | Error)[]
    charge?: (CardPayment | Error)[]
    order?: (StripeOrder | Error)[]
    confirm?: (NewCardOutcome | Error)[]
    authenticate?: ('succeeded' | 'failed' | Error)[]
    poll?: (PolledOrder | Error)[]
  },
  resume: FollowedOrder | null = null,
) {
  const calls: string[] = []
  const charges: unknown[] = []
  const remembered: (FollowedOrder | null)[] = []
  const next = <T>(list: (T | Error)[] | undefined, name: string): Promise<T> => {
    calls.push(name)
    const answer = list && list.length > 1 ? list.shift() : list?.[0]
    if (answer === undefined) return new Promise(() => {})
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const machine = cardDepositMachine.provide({
    actors: {
      loadCards: fromPromise(() => next(script.load, 'loadCards')),
      chargeSavedCard: fromPromise<CardPayment, { amount: string; cardId: string; attemptId: string }>(({ input }) => {
        charges.push(input)
        return next(script.charge, 'chargeSavedCard')
      }),
      createOrder: fromPromise<StripeOrder, { amount: string }>(() => next(script.order, 'createOrder')),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(() => next(script.confirm, 'confirmNewCard')),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(() => next(script.authenticate, 'authenticate')),
      pollOrder: fromPromise<PolledOrder, { orderId: string }>(() => next(script.poll, 'pollOrder')),
      fetchReceipt: fromPromise<string, { orderId: string }>(
        async ({ input }) => `https://receipts.example/${input.orderId}`,
      ),
    },
    actions: {
      rememberOrder: ({ context }) => void remembered.push(context.order),
      forgetOrder: () => void calls.push('forgetOrder'),
      walletChanged: () => void calls.push('walletChanged'),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input: { minimumUsd: MIN, resume } }).start()
  return { actor, clock, calls, charges, remembered }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const loaded: CardLoad = { cards: [card], openOrders: [] }

describe('the card deposit machine, with effects', () => {
  it('$49 on the saved 4242 card is charged once, credited and shows its receipt', async () => {
    const { actor, calls, charges } = fakeMachine({ load: [loaded], charge: [payment('paid')] })
    await settle()
    expect(actor.getSnapshot().context.cardId).toBe('pm_visa')
    actor.send({ type: 'amount.change', amount: '49' })
    actor.send(submit)
    actor.send({ ...submit, attemptId: 'attempt-2' })
    await settle()
    await settle()
    expect(charges).toEqual([{ amount: '49.00', cardId: 'pm_visa', attemptId: 'attempt-1' }])
    expect(actor.getSnapshot().matches({ paid: 'receipt' })).toBe(true)
    expect(actor.getSnapshot().context.receiptUrl).toBe('https://receipts.example/ord_1')
    expect(calls.filter((call) => call === 'walletChanged')).toHaveLength(1)
  })

  it('an amount under the minimum is refused and nothing is charged', async () => {
    const { actor, calls } = fakeMachine({ load: [loaded], charge: [payment('paid')] })
    await settle()
    actor.send({ type: 'amount.change', amount: '48.99' })
    actor.send(submit)
    expect(actor.getSnapshot().hasTag('amountRefused')).toBe(true)
    expect(actor.getSnapshot().context.amountProblem).toBe('belowMinimum')
    expect(calls).toEqual(['loadCards'])
    actor.send({ type: 'amount.change', amount: '49' })
    expect(actor.getSnapshot().hasTag('amountRefused')).toBe(false)
  })

  it('a new card: an order, the processor field, then the order polled until paid', async () => {
    const { actor, clock, remembered } = fakeMachine({
      load: [{ cards: [], openOrders: [] }],
      order: [stripeOrder],
      confirm: [{ status: 'pending' }],
      poll: [polled('pending'), polled('paid')],
    })
    await settle()
    expect(actor.getSnapshot().context.cardId).toBeNull()
    actor.send(submit)
    await settle()
    expect(actor.getSnapshot().hasTag('newCard')).toBe(true)
    expect(remembered).toEqual([])
    actor.send({ type: 'payment.confirm' })
    expect(remembered).toEqual([{ orderId: 'ord_2', clientSecret: 'secret_2', nextActionUrl: null }])
    expect(actor.getSnapshot().context.field).toEqual(field)
    await settle()
    expect(actor.getSnapshot().hasTag('polling')).toBe(true)
    clock.increment(ORDER_POLL_MS)
    await settle()
    await settle()
    expect(actor.getSnapshot().hasTag('paid')).toBe(true)
  })

  it('a card the field refuses (a wrong number) goes back to the field, with the order kept', async () => {
    const { actor } = fakeMachine({
      load: [{ cards: [], openOrders: [] }],
      order: [stripeOrder],
      confirm: [{ status: 'incomplete' }],
    })
    await settle()
    actor.send(submit)
    await settle()
    actor.send({ type: 'payment.confirm' })
    await settle()
    expect(actor.getSnapshot().hasTag('newCard')).toBe(true)
    expect(actor.getSnapshot().context.order?.orderId).toBe('ord_2')
  })

  it('a new card asked for 3-D Secure shows the step in its field', async () => {
    const { actor } = fakeMachine({
      load: [{ cards: [], openOrders: [] }],
      order: [stripeOrder],
      confirm: [{ status: 'requires_action', nextActionUrl: '/sandbox/3ds?clientSecret=secret_2' }],
    })
    await settle()
    actor.send(submit)
    await settle()
    actor.send({ type: 'payment.confirm' })
    await settle()
    expect(actor.getSnapshot().hasTag('authenticating')).toBe(true)
    expect(actor.getSnapshot().context.challengeInField).toBe(true)
    expect(actor.getSnapshot().context.order?.nextActionUrl).toBe('/sandbox/3ds?clientSecret=secret_2')
  })

  it('3-D Secure: approved goes on to polling and paid, failed says so', async () => {
    for (const outcome of ['succeeded', 'failed'] as const) {
      const { actor } = fakeMachine({
        load: [loaded],
        charge: [payment('requires_action', 'secret_1')],
        authenticate: [outcome],
        poll: [polled('paid')],
      })
      await settle()
      actor.send(submit)
      await settle()
      await settle()
      await settle()
      if (outcome === 'succeeded') expect(actor.getSnapshot().hasTag('paid')).toBe(true)
      else expect(actor.getSnapshot().matches({ failed: 'authenticationFailed' })).toBe(true)
    }
  })

  it('a declined card and insufficient funds are told apart, and "Try again" starts over with the amount kept', async () => {
    for (const kind of ['declined', 'insufficientFunds'] as const) {
      const { actor, calls } = fakeMachine({ load: [loaded], charge: [failure(kind)] })
      await settle()
      actor.send({ type: 'amount.change', amount: '60' })
      actor.send(submit)
      await settle()
      expect(actor.getSnapshot().matches({ failed: kind })).toBe(true)
      expect(calls).not.toContain('walletChanged')
      actor.send({ type: 'payment.retry' })
      await settle()
      expect(actor.getSnapshot().hasTag('entering')).toBe(true)
      expect(actor.getSnapshot().context.amount).toBe('60.00')
    }
  })

  it('a lost answer to a charge is retried as the same attempt', async () => {
    const { actor, charges } = fakeMachine({ load: [loaded], charge: [failure('networkLost'), payment('paid')] })
    await settle()
    actor.send(submit)
    await settle()
    expect(actor.getSnapshot().matches({ failed: 'networkLost' })).toBe(true)
    actor.send({ type: 'payment.retry' })
    await settle()
    expect(charges).toEqual([
      { amount: '49.00', cardId: 'pm_visa', attemptId: 'attempt-1' },
      { amount: '49.00', cardId: 'pm_visa', attemptId: 'attempt-1' },
    ])
    expect(actor.getSnapshot().hasTag('paid')).toBe(true)
  })

  it('a reload with an order in the URL polls it and charges nothing', async () => {
    const { actor, calls } = fakeMachine(
      { poll: [polled('paid')] },
      { orderId: 'ord_url', clientSecret: null, nextActionUrl: null },
    )
    await settle()
    await settle()
    expect(calls.filter((call) => call !== 'forgetOrder' && call !== 'walletChanged')).toEqual(['pollOrder'])
    expect(actor.getSnapshot().hasTag('paid')).toBe(true)
  })

  it('an order the server still has open can be followed from the form', async () => {
    const { actor, remembered } = fakeMachine({
      load: [{ cards: [card], openOrders: [openOrder] }],
      poll: [polled('pending')],
    })
    await settle()
    actor.send({ type: 'order.resume', orderId: 'ord_open' })
    expect(actor.getSnapshot().hasTag('polling')).toBe(true)
    expect(remembered).toEqual([{ orderId: 'ord_open', clientSecret: null, nextActionUrl: null }])
  })

  it('a bank that takes more than 3 minutes is asked about; waiting on polls again', async () => {
    const { actor, clock, calls } = fakeMachine(
      { poll: [polled('pending')] },
      { orderId: 'ord_url', clientSecret: null, nextActionUrl: null },
    )
    await settle()
    for (let waited = 0; waited < ORDER_STALL_MS; waited += ORDER_POLL_MS) {
      clock.increment(ORDER_POLL_MS)
      await settle()
    }
    expect(actor.getSnapshot().hasTag('stalled')).toBe(true)
    const polls = calls.filter((call) => call === 'pollOrder').length
    actor.send({ type: 'payment.wait' })
    await settle()
    expect(calls.filter((call) => call === 'pollOrder')).toHaveLength(polls + 1)
    actor.send({ type: 'payment.cancel' })
    expect(actor.getSnapshot().hasTag('polling')).toBe(true)
  })

  it('a lost poll says so and asks again when the network returns', async () => {
    const { actor } = fakeMachine(
      { poll: [failure('networkLost'), polled('paid')] },
      { orderId: 'ord_url', clientSecret: null, nextActionUrl: null },
    )
    await settle()
    expect(actor.getSnapshot().hasTag('connectionLost')).toBe(true)
    actor.send({ type: 'network.online' })
    await settle()
    await settle()
    expect(actor.getSnapshot().hasTag('paid')).toBe(true)
  })
})
