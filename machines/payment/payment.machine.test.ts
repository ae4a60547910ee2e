import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { CardPayment, StripeOrder } from '../../contract'
import { walkTransitions } from '../test-support/walk-transitions'
import { paymentMachine } from './payment.machine'
import type {
  CardFailure,
  FollowedOrder,
  NewCardOutcome,
  PaymentEvent,
  PaymentInput,
  PaymentSubject,
  PolledPaymentOrder,
  WalletPayment,
} from './payment.types'

const field = { processor: 'sandbox', fieldUrl: '/sandbox/card-field', publishableKey: null } as const
const payment = (status: CardPayment['status'], clientSecret: string | null = null): CardPayment => ({
  ...field,
  orderId: 'ord_card',
  status,
  clientSecret,
  nextActionUrl: clientSecret && `/sandbox/3ds?clientSecret=${clientSecret}`,
  amount: '348.00',
  currency: 'USD',
})
const stripeOrder: StripeOrder = {
  ...field,
  orderId: 'ord_new',
  clientSecret: 'secret_new',
  amount: '348.00',
  currency: 'USD',
}
const polled = (status: PolledPaymentOrder['status'], failure: CardFailure | null = null) => ({ status, failure })
const failure = (cardFailure: CardFailure) => Object.assign(new Error(cardFailure), { cardFailure })
const short = Object.assign(new Error('short'), { purchaseFailure: 'insufficientBalance' })

const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as PaymentEvent
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as PaymentEvent
const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.payment.${path}` }) as unknown as PaymentEvent

const events: PaymentEvent[] = [
  { type: 'payment.confirm' },
  { type: 'payment.cancel' },
  { type: 'payment.wait' },
  { type: 'network.online' },
  done('payByWallet', { orderId: 'ord_wallet' } satisfies WalletPayment),
  failed('payByWallet', short),
  failed('payByWallet', failure('networkLost')),
  failed('payByWallet', new Error('500')),
  done('chargeSavedCard', payment('paid')),
  done('chargeSavedCard', payment('requires_action', 'secret_1')),
  done('chargeSavedCard', payment('pending')),
  done('chargeSavedCard', payment('canceled')),
  failed('chargeSavedCard', failure('declined')),
  failed('chargeSavedCard', failure('networkLost')),
  done('createOrder', stripeOrder),
  failed('createOrder', new Error('500')),
  done('confirmNewCard', { status: 'pending' } satisfies NewCardOutcome),
  done('confirmNewCard', { status: 'requires_action', nextActionUrl: '/sandbox/3ds' } satisfies NewCardOutcome),
  done('confirmNewCard', { status: 'incomplete' } satisfies NewCardOutcome),
  done('authenticate', 'succeeded'),
  done('authenticate', 'failed'),
  done('pollOrder', polled('paid')),
  done('pollOrder', polled('pending')),
  done('pollOrder', polled('requires_action')),
  done('pollOrder', polled('failed', 'insufficientFunds')),
  done('pollOrder', polled('canceled')),
  failed('pollOrder', failure('networkLost')),
  failed('pollOrder', new Error('500')),
  after('pollDelay', 'polling.waiting'),
  after('lostRetry', 'polling.lost'),
  after('stallAfter', 'polling'),
]

const subject: PaymentSubject = { skuId: 1, months: 3 }
const base = { subject, attemptId: 'attempt-1', resume: null }
const inputs: PaymentInput[] = [
  { ...base, method: 'wallet', cardId: null },
  { ...base, method: 'card', cardId: 'pm_visa' },
  { ...base, method: 'card', cardId: null },
  {
    ...base,
    method: 'card',
    cardId: 'pm_visa',
    resume: { orderId: 'ord_url', clientSecret: 's', nextActionUrl: null },
  },
]

type Snapshot = SnapshotFrom<typeof paymentMachine>
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot
  return JSON.stringify([
    snapshot.value,
    context.method,
    context.cardId,
    context.order?.orderId ?? null,
    context.order?.clientSecret ?? null,
    context.order?.nextActionUrl ?? null,
    context.failure,
  ])
}

function leaf(value: StateValue, prefix = ''): string {
  if (typeof value === 'string') return prefix + value
  const [key, child] = Object.entries(value)[0] as [string, StateValue]
  return leaf(child, `${prefix}${key}.`)
}

const steps = walkTransitions(paymentMachine, { inputs, events, serializeState })
const PAYS = ['start:payByWallet', 'start:chargeSavedCard', 'start:createOrder', 'start:confirmNewCard']
const FOLLOWING = ['confirmingNewCard', 'authenticating', 'polling', 'stalled'] as const

describe('the payment machine, model-based', () => {
  it('reaches every state', () => {
    const reached = new Set(steps.flatMap((step) => [leaf(step.from.value), leaf(step.to.value)]))
    expect([...reached].sort()).toEqual(
      [
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
        'paid',
        'answerLost',
        'refused',
        'short',
        'canceled',
      ].sort(),
    )
  })

  it('pays at most once: the only payment after the first is the new card confirmed in its field', () => {
    for (const step of steps) {
      const starts = step.effects.filter((effect) => PAYS.includes(effect))
      if (starts.length === 0) continue
      expect(starts).toEqual(['start:confirmNewCard'])
      expect(step.from.matches('newCard') && step.event.type === 'payment.confirm').toBe(true)
    }
  })

  it('follows an order it is given and never pays it again', () => {
    for (const step of steps.filter((one) => one.from.context.resume !== null)) {
      expect(step.effects.filter((effect) => PAYS.includes(effect))).toEqual([])
    }
  })

  it('remembers a card order before it may be paid, and forgets it once the payment is over', () => {
    for (const step of steps) {
      const into = FOLLOWING.find((state) => step.to.matches(state) && !step.from.matches(state))
      const fromFollowing = FOLLOWING.some((state) => step.from.matches(state))
      if (into && !fromFollowing) {
        expect(step.to.context.order).not.toBeNull()
        expect(step.effects).toContain('rememberOrder')
      }
      const over = (['paid', 'refused', 'canceled'] as const).some(
        (end) => step.to.matches(end) && !step.from.matches(end),
      )
      expect(step.effects.includes('forgetOrder')).toBe(over)
    }
  })

  it('ends with an outcome that says why, and keeps the order and attempt only after a lost answer', () => {
    for (const step of steps.filter((one) => one.to.status === 'done')) {
      const outcome = step.to.output
      expect(outcome).toBeDefined()
      if (step.to.matches('answerLost')) {
        expect(outcome).toMatchObject({ status: 'failed', failure: 'networkLost', attemptId: 'attempt-1' })
      } else if (step.to.matches('refused')) {
        expect(outcome).toMatchObject({ status: 'failed', order: null })
      } else {
        expect(outcome?.status).toBe(String(step.to.value))
      }
    }
  })
})

/** The machine with scripted answers; each list is consumed in order, the last answer repeating. */
function fakePayment(
  script: {
    wallet?: (WalletPayment | Error)[]
    charge?: (CardPayment | Error)[]
    order?: (StripeOrder | Error)[]
    confirm?: (NewCardOutcome | Error)[]
    authenticate?: ('succeeded' | 'failed' | Error)[]
    poll?: (PolledPaymentOrder | Error)[]
  },
  input: Partial<PaymentInput>,
) {
  const calls: unknown[] = []
  const next = <T>(list: (T | Error)[] | undefined, call: unknown): Promise<T> => {
    calls.push(call)
    const answer = list && list.length > 1 ? list.shift() : list?.[0]
    if (answer === undefined) return new Promise(() => {})
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const machine = paymentMachine.provide({
    actors: {
      payByWallet: fromPromise(({ input }) => next(script.wallet, { payByWallet: input })),
      chargeSavedCard: fromPromise(({ input }) => next(script.charge, { chargeSavedCard: input })),
      createOrder: fromPromise(({ input }) => next(script.order, { createOrder: input })),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(() => next(script.confirm, 'confirmNewCard')),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(() => next(script.authenticate, 'authenticate')),
      pollOrder: fromPromise(({ input }) => next(script.poll, { pollOrder: input })),
    },
    actions: { rememberOrder: ({ context }) => void calls.push({ remember: context.order?.orderId }) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input: { ...inputs[0], ...input } as PaymentInput }).start()
  return { actor, clock, calls }
}

const settled = (actor: ReturnType<typeof fakePayment>['actor']) =>
  new Promise<void>((resolve) => {
    if (actor.getSnapshot().status === 'done') resolve()
    actor.subscribe((snapshot) => snapshot.status === 'done' && resolve())
  })
const reached = (actor: ReturnType<typeof fakePayment>['actor'], tag: Parameters<Snapshot['hasTag']>[0]) =>
  new Promise<void>((resolve) => {
    if (actor.getSnapshot().hasTag(tag)) resolve()
    actor.subscribe((snapshot) => snapshot.hasTag(tag) && resolve())
  })

describe('a payment, told as stories', () => {
  it('the wallet pays with the attempt as idempotency key and the subject untouched', async () => {
    const { actor, calls } = fakePayment({ wallet: [{ orderId: 'ord_w' }] }, { method: 'wallet' })
    await settled(actor)
    expect(calls).toEqual([{ payByWallet: { subject: { skuId: 1, months: 3 }, attemptId: 'attempt-1' } }])
    expect(actor.getSnapshot().output).toEqual({ status: 'paid', orderId: 'ord_w' })
  })

  it('a saved card asked for 3-D Secure authenticates, then the order is polled until paid', async () => {
    const { actor, calls, clock } = fakePayment(
      {
        charge: [payment('requires_action', 'secret_1')],
        authenticate: ['succeeded'],
        poll: [polled('pending'), polled('paid')],
      },
      { method: 'card', cardId: 'pm_visa' },
    )
    await reached(actor, 'polling')
    await new Promise((resolve) => setTimeout(resolve))
    clock.increment(2000)
    await settled(actor)
    expect(calls).toEqual([
      { chargeSavedCard: { subject: { skuId: 1, months: 3 }, cardId: 'pm_visa', attemptId: 'attempt-1' } },
      { remember: 'ord_card' },
      'authenticate',
      { pollOrder: { orderId: 'ord_card' } },
      { pollOrder: { orderId: 'ord_card' } },
    ])
    expect(actor.getSnapshot().output).toEqual({ status: 'paid', orderId: 'ord_card' })
  })

  it('a new card is typed into the field, its bank step shows in the field, and a decline says why', async () => {
    const { actor } = fakePayment(
      {
        order: [stripeOrder],
        confirm: [{ status: 'requires_action', nextActionUrl: '/sandbox/3ds' }],
        authenticate: ['succeeded'],
        poll: [polled('failed', 'declined')],
      },
      { method: 'card', cardId: null },
    )
    await reached(actor, 'newCard')
    actor.send({ type: 'payment.confirm' })
    await settled(actor)
    expect(actor.getSnapshot().context.challengeInField).toBe(true)
    expect(actor.getSnapshot().output).toEqual({
      status: 'failed',
      failure: 'declined',
      order: null,
      attemptId: 'attempt-1',
    })
  })

  it('the server finding the balance short ends as short, with nothing paid', async () => {
    const { actor } = fakePayment({ wallet: [short] }, { method: 'wallet' })
    await settled(actor)
    expect(actor.getSnapshot().output).toEqual({ status: 'short' })
  })

  it('a lost answer hands the order back; given again, it is followed, not paid', async () => {
    const lost = fakePayment(
      { charge: [payment('requires_action', 'secret_1')], authenticate: [failure('networkLost')] },
      { method: 'card', cardId: 'pm_visa' },
    )
    await settled(lost.actor)
    const outcome = lost.actor.getSnapshot().output
    expect(outcome).toMatchObject({ status: 'failed', failure: 'networkLost', attemptId: 'attempt-1' })
    const order = outcome?.status === 'failed' ? outcome.order : null
    expect(order?.orderId).toBe('ord_card')
    const again = fakePayment({ poll: [polled('paid')] }, { method: 'card', cardId: 'pm_visa', resume: order })
    await settled(again.actor)
    expect(again.calls).toEqual([{ pollOrder: { orderId: 'ord_card' } }])
    expect(again.actor.getSnapshot().output).toEqual({ status: 'paid', orderId: 'ord_card' })
  })
})
