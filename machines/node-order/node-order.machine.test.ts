import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { CardPayment } from '../../contract'
import { paymentMachine } from '../payment/payment.machine'
import type { PaymentOutcome, PolledPaymentOrder, WalletPayment } from '../payment/payment.types'
import { walkTransitions } from '../test-support/walk-transitions'
import { covers } from '../payment/money'
import { priceOf, skuOf } from './node-choices'
import { DEVNET, GETH_EU, SKUS } from './node-order.fixture'
import { nodeOrderMachine } from './node-order.machine'
import { NODE_POLL_MS, type NodeOrderEvent, type NodeOrderInput, type NodeReading } from './node-order.types'

const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as NodeOrderEvent
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as NodeOrderEvent
const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.nodeOrder.${path}` }) as unknown as NodeOrderEvent
const lostError = Object.assign(new Error('offline'), { cardFailure: 'networkLost' })
const reading = (status: NodeReading['status'], progress: number | null): NodeReading => ({
  nodeId: status === 'pending' && progress === 0 ? null : 7,
  status,
  progress,
})
const lostOrder = { orderId: 'ord_lost', clientSecret: 's', nextActionUrl: null }
const outcomes: PaymentOutcome[] = [
  { status: 'paid', orderId: 'ord_paid' },
  { status: 'failed', failure: 'declined', order: null, attemptId: 'attempt-1' },
  { status: 'failed', failure: 'networkLost', order: lostOrder, attemptId: 'attempt-1' },
  { status: 'short' },
  { status: 'canceled' },
]

const events: NodeOrderEvent[] = [
  { type: 'option.choose', step: 'chainId', value: 'ethereum' },
  { type: 'option.choose', step: 'chainId', value: 'hubdeck' },
  { type: 'option.choose', step: 'networkId', value: 'ethereum-mainnet' },
  { type: 'option.choose', step: 'networkId', value: 'hubdeck-devnet' },
  { type: 'option.choose', step: 'region', value: 'eu-central' },
  { type: 'option.choose', step: 'region', value: 'us-east' },
  { type: 'option.choose', step: 'region', value: 'local' },
  { type: 'option.choose', step: 'client', value: 'geth' },
  { type: 'option.choose', step: 'client', value: 'ganache' },
  { type: 'cycle.choose', months: 1 },
  { type: 'cycle.choose', months: 12 },
  { type: 'order.review' },
  { type: 'order.edit' },
  { type: 'method.choose', method: 'wallet' },
  { type: 'method.choose', method: 'card' },
  { type: 'card.choose', cardId: null },
  { type: 'order.submit', attemptId: 'attempt-2' },
  { type: 'order.cancel' },
  { type: 'deposit.start' },
  { type: 'balance.changed', balance: '5000.00' },
  { type: 'payment.confirm' },
  { type: 'node.changed' },
  { type: 'node.retry' },
  { type: 'network.online' },
  { type: 'network.offline' },
  ...outcomes.map((outcome) => done('payment', outcome)),
  failed('payment', new Error('broken')),
  done('pollNode', reading('pending', 0)),
  done('pollNode', reading('pending', 40)),
  done('pollNode', reading('online', 100)),
  done('pollNode', reading('failed', null)),
  failed('pollNode', lostError),
  failed('pollNode', new Error('500')),
  after('nodePoll', 'provisioning.waiting'),
  after('nodeLostRetry', 'provisioning.lost'),
]

const base: NodeOrderInput = {
  skus: SKUS,
  balance: '400.00',
  online: true,
  choice: null,
  method: null,
  cardId: 'pm_visa',
  paidOrderId: null,
}
const inputs: NodeOrderInput[] = [
  base,
  { ...base, balance: '20.00', choice: { skuId: DEVNET.id, months: 1 }, method: 'wallet' },
  { ...base, balance: null, online: false },
  { ...base, paidOrderId: 'ord_url' },
]

type Snapshot = SnapshotFrom<typeof nodeOrderMachine>
const AFTER_PAYMENT = ['provisioning', 'provisionFailed', 'online', 'canceled'] as const
type Step = ReturnType<typeof walkTransitions<typeof nodeOrderMachine>>[number]
/** States told apart by what decides the next step: after the payment, only the node and the network. */
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot
  if (AFTER_PAYMENT.some((state) => snapshot.matches(state))) {
    return JSON.stringify([snapshot.value, context.online, context.paidOrderId, context.node?.status ?? null])
  }
  return JSON.stringify([
    snapshot.value,
    context.choice,
    context.balance,
    context.online,
    context.method,
    context.cardId,
    context.attemptId,
    context.order?.orderId ?? null,
    context.failure,
    context.paidOrderId,
    context.node?.status ?? null,
  ])
}

function leaf(value: StateValue, prefix = ''): string {
  if (typeof value === 'string') return prefix + value
  const [key, child] = Object.entries(value)[0] as [string, StateValue]
  return leaf(child, `${prefix}${key}.`)
}

// ~50,000 transitions over four inputs, walked once (a few seconds) for every property below.
const steps: Step[] = walkTransitions(nodeOrderMachine, { inputs, events, serializeState })
const paymentStarts = (step: Step) => step.effects.filter((effect) => effect === 'start:payment')

describe('the node order machine, model-based', () => {
  it('reaches every state', () => {
    const reached = new Set(steps.flatMap((step) => [leaf(step.from.value), leaf(step.to.value)]))
    reached.delete('summary.checking')
    expect([...reached].sort()).toEqual(
      [
        'choosing',
        'summary.ready',
        'summary.offline',
        'shortBalance',
        'paying',
        'provisioning.asking',
        'provisioning.waiting',
        'provisioning.lost',
        'provisionFailed',
        'online',
        'canceled',
      ].sort(),
    )
  })

  it('only ever holds a choice on sale, and changing a step clears the steps after it', () => {
    let changes = 0
    for (const step of steps) {
      const { choice } = step.to.context
      if (choice.client !== null) expect(skuOf(SKUS, choice)).toBeDefined()
      if (step.event.type !== 'option.choose' || step.from.context.choice === choice) continue
      changes += 1
      const order = ['chainId', 'networkId', 'region', 'client'] as const
      for (const later of order.slice(order.indexOf(step.event.step) + 1)) expect(choice[later]).toBeNull()
      expect(choice.months).toBeNull()
    }
    expect(changes).toBeGreaterThan(5)
    // Virginia has no capacity: it is never chosen.
    expect(steps.some((step) => step.to.context.choice.region === 'us-east')).toBe(false)
  })

  it('pays only from a summary that is online, and never from a wallet known to be short', () => {
    let payments = 0
    for (const step of steps) {
      if (paymentStarts(step).length === 0) continue
      payments += 1
      expect(paymentStarts(step)).toHaveLength(1)
      expect(step.from.matches({ summary: 'ready' }) && step.event.type === 'order.submit').toBe(true)
      expect(step.from.context.online).toBe(true)
      expect(step.to.hasTag('busy')).toBe(true)
      const { balance, method } = step.from.context
      const total = priceOf(SKUS, step.from.context.choice, balance)?.total as string
      if (method === 'wallet' && balance !== null) expect(covers(balance, total)).toBe(true)
    }
    expect(payments).toBeGreaterThan(3)
    for (const step of steps.filter((one) => !one.from.context.online)) expect(paymentStarts(step)).toEqual([])
  })

  it('offline, the summary says so and a submit does nothing', () => {
    const offline = steps.filter((step) => step.from.matches({ summary: 'offline' }))
    expect(offline.length).toBeGreaterThan(0)
    for (const step of offline) {
      expect(step.from.hasTag('offline')).toBe(true)
      if (step.event.type === 'order.submit') expect(step.to.value).toEqual(step.from.value)
    }
  })

  it('after a lost answer the next submit repeats the same attempt and follows its order', () => {
    let repeats = 0
    for (const step of steps) {
      if (paymentStarts(step).length === 0 || step.from.context.attemptId === null) continue
      repeats += 1
      expect(step.to.context.attemptId).toBe(step.from.context.attemptId)
      expect(step.to.context.order).toEqual(step.from.context.order)
    }
    expect(repeats).toBeGreaterThan(0)
  })

  it('a failed or canceled payment goes back to the summary with the reason and the choice kept', () => {
    for (const step of steps) {
      if (!step.from.matches('paying') || !step.event.type.startsWith('xstate.')) continue
      if (step.to.matches('provisioning') || step.to.matches('paying')) continue
      expect(step.to.hasTag('summary')).toBe(true)
      expect(step.to.context.choice).toEqual(step.from.context.choice)
      if (step.event.type.startsWith('xstate.error')) expect(step.to.context.failure).toBe('other')
    }
  })

  it('"Top up" is offered only with the balance short, with the SKU and cycle to come back to', () => {
    let deposits = 0
    for (const step of steps) {
      if (step.event.type !== 'deposit.start') continue
      if (!step.from.hasTag('balanceShort')) {
        expect(step.effects).toEqual([])
        continue
      }
      deposits += 1
      expect(step.effects).toEqual(['openDeposit'])
    }
    expect(deposits).toBeGreaterThan(0)
  })

  it('tells the app of a paid order exactly when provisioning starts after a payment', () => {
    for (const step of steps) {
      const paid = step.from.matches('paying') && step.to.hasTag('provisioning')
      expect(step.effects.includes('ordered')).toBe(paid)
      if (paid) expect(step.to.context.paidOrderId).toBe('ord_paid')
    }
  })

  it('cancels only from the choices or the summary', () => {
    for (const step of steps.filter((one) => one.to.matches('canceled') && !one.from.matches('canceled'))) {
      expect(step.event.type).toBe('order.cancel')
      expect(step.from.hasTag('choosing') || step.from.hasTag('summary')).toBe(true)
    }
  })
})

/** The machine with its payment and provisioning scripted; each list is consumed in order. */
function fakeOrder(
  script: {
    wallet?: (WalletPayment | Error)[]
    charge?: (CardPayment | Error)[]
    authenticate?: 'succeeded' | 'failed'
    poll?: PolledPaymentOrder[]
    node?: (NodeReading | Error)[]
  },
  input: Partial<NodeOrderInput> = {},
) {
  const calls: unknown[] = []
  const next = <T>(list: (T | Error)[] | undefined, call: unknown): Promise<T> => {
    calls.push(call)
    const answer = list && list.length > 1 ? list.shift() : list?.[0]
    if (answer === undefined) return new Promise(() => {})
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const payment = paymentMachine.provide({
    actors: {
      payByWallet: fromPromise(({ input }) => next(script.wallet, { payByWallet: input })),
      chargeSavedCard: fromPromise(({ input }) => next(script.charge, { chargeSavedCard: input })),
      authenticate: fromPromise(async () => script.authenticate ?? 'succeeded'),
      pollOrder: fromPromise(({ input }) => next(script.poll, { pollOrder: input })),
    },
  })
  const machine = nodeOrderMachine.provide({
    actors: {
      payment,
      pollNode: fromPromise(({ input }) => next(script.node, { pollNode: input })),
    },
    actions: {
      openDeposit: (_, params) => void calls.push({ openDeposit: params }),
      ordered: (_, params) => void calls.push({ ordered: params }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input: { ...base, ...input } }).start()
  const until = (test: (snapshot: SnapshotFrom<typeof machine>) => boolean) =>
    new Promise<void>((resolve) => {
      if (test(actor.getSnapshot())) resolve()
      actor.subscribe((snapshot) => test(snapshot) && resolve())
    })
  return { actor, clock, calls, until }
}

const chooseDevnet = (actor: ReturnType<typeof fakeOrder>['actor']) => {
  actor.send({ type: 'option.choose', step: 'chainId', value: 'hubdeck' })
  actor.send({ type: 'option.choose', step: 'networkId', value: 'hubdeck-devnet' })
  actor.send({ type: 'option.choose', step: 'region', value: 'local' })
  actor.send({ type: 'option.choose', step: 'client', value: 'ganache' })
  actor.send({ type: 'cycle.choose', months: 1 })
  actor.send({ type: 'order.review' })
}

describe('ordering a node, told as stories', () => {
  it('a devnet node paid by wallet shows its provisioning progress until it is online', async () => {
    const { actor, clock, calls, until } = fakeOrder({
      wallet: [{ orderId: 'ord_w' }],
      node: [reading('pending', 0), reading('pending', 60), reading('online', 100)],
    })
    chooseDevnet(actor)
    expect(actor.getSnapshot().context.method).toBe('wallet')
    actor.send({ type: 'order.submit', attemptId: 'attempt-1' })
    await until((snapshot) => snapshot.hasTag('provisioning') && snapshot.matches({ provisioning: 'waiting' }))
    clock.increment(NODE_POLL_MS)
    await until((snapshot) => snapshot.context.node?.progress === 60)
    actor.send({ type: 'node.changed' })
    await until((snapshot) => snapshot.hasTag('online'))
    expect(actor.getSnapshot().output).toEqual({ node: { nodeId: 7, status: 'online', progress: 100 } })
    expect(calls.slice(0, 2)).toEqual([
      { payByWallet: { subject: { skuId: DEVNET.id, months: 1 }, attemptId: 'attempt-1' } },
      { ordered: { orderId: 'ord_w' } },
    ])
  })

  it('a balance short of the total offers a deposit and pays once the deposit is credited', async () => {
    const { actor, calls, until } = fakeOrder(
      { wallet: [{ orderId: 'ord_w' }], node: [reading('online', 100)] },
      { balance: '10.00', method: 'wallet' },
    )
    chooseDevnet(actor)
    actor.send({ type: 'order.submit', attemptId: 'attempt-1' })
    expect(actor.getSnapshot().hasTag('balanceShort')).toBe(true)
    actor.send({ type: 'deposit.start' })
    expect(calls).toEqual([{ openDeposit: { skuId: DEVNET.id, months: 1 } }])
    actor.send({ type: 'balance.changed', balance: '15.00' })
    expect(actor.getSnapshot().matches({ summary: 'ready' })).toBe(true)
    actor.send({ type: 'order.submit', attemptId: 'attempt-2' })
    await until((snapshot) => snapshot.hasTag('online'))
  })

  it('back from a deposit, the summary opens with the SKU and cycle chosen before', () => {
    const { actor } = fakeOrder({}, { choice: { skuId: GETH_EU.id, months: 1 }, method: 'wallet' })
    expect(actor.getSnapshot().matches({ summary: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.choice).toMatchObject({ region: 'eu-central', client: 'geth', months: 1 })
  })

  it('a card asked for 3-D Secure is confirmed by the bank and polled; the node follows', async () => {
    const { actor, until } = fakeOrder(
      {
        charge: [
          {
            processor: 'sandbox',
            fieldUrl: '/sandbox/card-field',
            publishableKey: null,
            orderId: 'ord_c',
            status: 'requires_action',
            clientSecret: 'secret',
            nextActionUrl: '/sandbox/3ds',
            amount: '15.00',
            currency: 'USD',
          },
        ],
        poll: [{ status: 'paid', failure: null }],
        node: [reading('online', 100)],
      },
      { balance: null, method: 'card' },
    )
    chooseDevnet(actor)
    actor.send({ type: 'order.submit', attemptId: 'attempt-1' })
    await until((snapshot) => snapshot.hasTag('online'))
    expect(actor.getSnapshot().context.paidOrderId).toBe('ord_c')
  })

  it('a declined card goes back to the summary with the reason, the choice kept', async () => {
    const declined = Object.assign(new Error('declined'), { cardFailure: 'declined' })
    const { actor, until } = fakeOrder({ charge: [declined] }, { method: 'card' })
    chooseDevnet(actor)
    actor.send({ type: 'order.submit', attemptId: 'attempt-1' })
    await until((snapshot) => snapshot.hasTag('summary'))
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'declined', attemptId: null })
    expect(actor.getSnapshot().context.choice.months).toBe(1)
  })

  it('a wallet answer lost is paid again with the same attempt, so the server charges once', async () => {
    const { actor, calls, until } = fakeOrder({ wallet: [lostError, { orderId: 'ord_w' }] })
    chooseDevnet(actor)
    actor.send({ type: 'order.submit', attemptId: 'attempt-1' })
    await until((snapshot) => snapshot.context.failure === 'networkLost')
    actor.send({ type: 'order.submit', attemptId: 'attempt-2' })
    await until((snapshot) => snapshot.hasTag('provisioning'))
    const attempts = calls.flatMap((call) =>
      typeof call === 'object' && call && 'payByWallet' in call
        ? [(call.payByWallet as { attemptId: string }).attemptId]
        : [],
    )
    expect(attempts).toEqual(['attempt-1', 'attempt-1'])
  })

  it('offline, the summary cannot be paid until the network is back', () => {
    const { actor } = fakeOrder({}, { online: false })
    chooseDevnet(actor)
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    actor.send({ type: 'order.submit', attemptId: 'attempt-1' })
    expect(actor.getSnapshot().hasTag('paying')).toBe(false)
    actor.send({ type: 'network.online' })
    expect(actor.getSnapshot().hasTag('canPay')).toBe(true)
  })

  it('a reload during provisioning follows the paid order', async () => {
    const { calls, until } = fakeOrder({ node: [reading('online', 100)] }, { paidOrderId: 'ord_url' })
    await until((snapshot) => snapshot.hasTag('online'))
    expect(calls).toEqual([{ pollNode: { orderId: 'ord_url' } }])
  })
})
