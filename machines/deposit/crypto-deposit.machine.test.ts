import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { Coin, Deposit, DepositAddress, PendingDeposit } from '../../contract'
import { walkTransitions, type Step as MachineStep } from '../test-support/walk-transitions'
import { cryptoDepositMachine } from './crypto-deposit.machine'
import {
  AWAITING_POLL_MS,
  CONFIRMING_POLL_MS,
  LOST_RETRY_MS,
  type CoinChoice,
  type CryptoDepositEvent,
  type CryptoLoad,
} from './crypto-deposit.types'

const coin = (symbol: string): Coin => ({
  coin: symbol,
  name: symbol,
  networkId: 'hubdeck-devnet',
  networkName: 'Hubdeck devnet',
  decimals: 6,
  contractAddress: '0x00000000000000000000000000000000000000aa',
  minDeposit: '1',
  confirmations: 3,
  usdRate: '1',
})
const coins = [coin('USDT'), coin('USDC')]
const address: DepositAddress = {
  coin: 'USDT',
  networkId: 'hubdeck-devnet',
  address: '0x1234567890abcdef1234567890abcdef12345678',
  memo: null,
  createdAt: '2026-11-25T10:00:00.000Z',
}
const pending = (confirmations: number, id = 7): PendingDeposit => ({
  id,
  paymentMethod: 'cobo',
  status: 'confirming',
  usdAmount: '25.00',
  coin: 'USDT',
  networkId: 'hubdeck-devnet',
  coinAmount: '25',
  txHash: '0xabc',
  createdAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
  confirmations,
  requiredConfirmations: 3,
  orderId: null,
})
const settled = (status: Deposit['status'], id = 7): Deposit => ({
  ...pending(3, id),
  status,
  completedAt: '2026-11-25T10:00:10.000Z',
})

type Snapshot = SnapshotFrom<typeof cryptoDepositMachine>
const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as CryptoDepositEvent
const failed = (actor: string) =>
  ({ type: `xstate.error.actor.${actor}`, error: new Error('offline') }) as unknown as CryptoDepositEvent
const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.cryptoDeposit.${path}` }) as unknown as CryptoDepositEvent

const usdt: CryptoDepositEvent = { type: 'coin.choose', coin: 'USDT', networkId: 'hubdeck-devnet' }
const events: CryptoDepositEvent[] = [
  done('loadCrypto', { coins, pending: [] }),
  done('loadCrypto', { coins, pending: [pending(1)] }),
  failed('loadCrypto'),
  usdt,
  { type: 'coin.choose', coin: 'DOGE', networkId: 'hubdeck-devnet' },
  done('fetchAddress', address),
  failed('fetchAddress'),
  { type: 'coin.change' },
  { type: 'retry' },
  { type: 'network.online' },
  { type: 'deposit.noticed' },
  { type: 'deposit.again' },
  done('loadPending', []),
  done('loadPending', [pending(1)]),
  done('loadPending', [pending(2)]),
  failed('loadPending'),
  done('settleDeposits', [settled('succeeded')]),
  done('settleDeposits', [settled('failed')]),
  failed('settleDeposits'),
  after('pollInterval', 'watching.poll.resting'),
  after('lostRetry', 'watching.poll.lost'),
  after('lostRetry', 'watching.progress.settling.retrying'),
]

/** States told apart by value and by what the screen shows of the context (the context itself grows without end). */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.pending.map((one) => one.confirmations),
    snapshot.context.leaving.length > 0,
    snapshot.context.address !== null,
  ])

/** Every active leaf as dotted paths, parallel regions sorted: `watching.poll.resting+watching.progress.confirming`. */
function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value).flatMap(([key, child]) => leaves(child as StateValue, `${prefix}${key}.`))
}

type Step = MachineStep<typeof cryptoDepositMachine>

let transitions: Step[] | undefined
/** Every transition of every reachable state, with what it did (named actions, `start:<actor>`, `wait:<event>:<ms>`). */
function everyTransition(): Step[] {
  transitions ??= walkTransitions(cryptoDepositMachine, { inputs: [undefined], events, serializeState })
  expect(transitions.length).toBeGreaterThan(100)
  return transitions
}

describe('the crypto deposit machine, model-based', () => {
  it('reaches every state', () => {
    const reached = new Set(everyTransition().flatMap((step) => [...leaves(step.from.value), ...leaves(step.to.value)]))
    expect([...reached].sort()).toEqual(
      [
        'addressFailed',
        'choosing',
        'fetchingAddress',
        'loadFailed',
        'loading',
        'watching.poll.lost',
        'watching.poll.reading',
        'watching.poll.resting',
        'watching.progress.awaitingTransfer',
        'watching.progress.confirming',
        'watching.progress.credited',
        'watching.progress.notCredited',
        'watching.progress.settling.asking',
        'watching.progress.settling.retrying',
      ].sort(),
    )
  })

  it('credits the wallet exactly when a deposit that left the pending list settled as succeeded', () => {
    for (const step of everyTransition()) {
      const credits = step.effects.filter((effect) => effect === 'walletChanged').length
      const credited =
        (step.event.type as string) === 'xstate.done.actor.settleDeposits' &&
        step.from.matches({ watching: { progress: { settling: 'asking' } } }) &&
        (step.event as unknown as { output: Deposit[] }).output.some((deposit) => deposit.status === 'succeeded')
      expect(credits).toBe(credited ? 1 : 0)
      if (credited) expect(step.to.hasTag('credited')).toBe(true)
    }
  })

  it('asks for an address only for a coin on offer, or for the coin of a deposit already pending', () => {
    for (const step of everyTransition()) {
      if (!step.effects.includes('start:fetchAddress')) continue
      const choice = step.to.context.choice as CoinChoice
      expect(coins.some((offered) => offered.coin === choice.coin && offered.networkId === choice.networkId)).toBe(true)
    }
  })

  it('shows an address in every watching state, and reads the pending deposits only there', () => {
    for (const step of everyTransition()) {
      if (step.to.hasTag('address')) expect(step.to.context.address).toEqual(address)
      if (step.effects.includes('start:loadPending')) expect(step.to.matches('watching')).toBe(true)
    }
  })

  it('a deposit notice reads the pending deposits at once, whenever they are watched and not already read', () => {
    for (const step of everyTransition()) {
      if (step.event.type !== 'deposit.noticed') continue
      const waiting =
        step.from.matches({ watching: { poll: 'resting' } }) || step.from.matches({ watching: { poll: 'lost' } })
      expect(step.effects.includes('start:loadPending')).toBe(waiting)
    }
  })

  it('polls every 3 s while a deposit is pending and every 5 s while the address waits', () => {
    let rests = 0
    for (const step of everyTransition()) {
      const waits = step.effects.filter((effect) => effect.startsWith('wait:pollInterval:'))
      if (!step.to.matches({ watching: { poll: 'resting' } }) || step.from.matches({ watching: { poll: 'resting' } })) {
        expect(waits).toEqual([])
        continue
      }
      rests += 1
      const every = step.to.context.pending.length > 0 ? CONFIRMING_POLL_MS : AWAITING_POLL_MS
      expect(waits).toEqual([`wait:pollInterval:${every}`])
    }
    expect(rests).toBeGreaterThan(5)
  })

  it('never leaves the confirming state for anything but a settled deposit or another coin', () => {
    for (const step of everyTransition()) {
      if (!step.from.hasTag('confirming') || step.to.hasTag('confirming')) continue
      expect(step.to.hasTag('settling') || step.to.matches('choosing')).toBe(true)
    }
  })
})

/** The machine with scripted answers; each list is consumed in order, the last answer repeating. */
function fakeMachine(script: {
  load?: (CryptoLoad | Error)[]
  address?: (DepositAddress | Error)[]
  pending?: (PendingDeposit[] | Error)[]
  settle?: (Deposit[] | Error)[]
}) {
  const calls: string[] = []
  const next = <T>(list: (T | Error)[] | undefined, name: string): Promise<T> => {
    calls.push(name)
    const answer = list && list.length > 1 ? list.shift() : list?.[0]
    if (answer === undefined) return new Promise(() => {})
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const asked: CoinChoice[] = []
  const machine = cryptoDepositMachine.provide({
    actors: {
      loadCrypto: fromPromise(() => next(script.load, 'loadCrypto')),
      fetchAddress: fromPromise<DepositAddress, CoinChoice>(({ input }) => {
        asked.push(input)
        return next(script.address, 'fetchAddress')
      }),
      loadPending: fromPromise(() => next(script.pending, 'loadPending')),
      settleDeposits: fromPromise<Deposit[], { deposits: PendingDeposit[] }>(() =>
        next(script.settle, 'settleDeposits'),
      ),
    },
    actions: { walletChanged: () => void calls.push('walletChanged') },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, calls, asked }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the crypto deposit machine, with effects', () => {
  it('a newcomer picks USDT, gets the address, and watches a transfer confirm and credit once', async () => {
    const { actor, clock, calls, asked } = fakeMachine({
      load: [{ coins, pending: [] }],
      address: [address],
      pending: [[], [pending(1)], [pending(2)], []],
      settle: [[settled('succeeded')]],
    })
    await settle()
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true)
    actor.send(usdt)
    await settle()
    expect(asked).toEqual([{ coin: 'USDT', networkId: 'hubdeck-devnet' }])
    expect(actor.getSnapshot().hasTag('awaitingTransfer')).toBe(true)

    clock.increment(AWAITING_POLL_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('awaitingTransfer')).toBe(true)
    clock.increment(AWAITING_POLL_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    expect(actor.getSnapshot().context.pending[0]?.confirmations).toBe(1)
    clock.increment(CONFIRMING_POLL_MS)
    await settle()
    expect(actor.getSnapshot().context.pending[0]?.confirmations).toBe(2)
    clock.increment(CONFIRMING_POLL_MS)
    await settle()
    await settle()
    expect(actor.getSnapshot().hasTag('credited')).toBe(true)
    expect(actor.getSnapshot().context.settled).toEqual([settled('succeeded')])
    expect(calls.filter((call) => call === 'walletChanged')).toHaveLength(1)

    // Later reads with nothing pending credit nothing more.
    clock.increment(AWAITING_POLL_MS * 3)
    await settle()
    expect(calls.filter((call) => call === 'walletChanged')).toHaveLength(1)
    actor.send({ type: 'deposit.again' })
    expect(actor.getSnapshot().hasTag('awaitingTransfer')).toBe(true)
  })

  it('a reload with a deposit pending opens its address and shows its confirmations at once', async () => {
    const { actor, asked } = fakeMachine({ load: [{ coins, pending: [pending(2)] }], address: [address] })
    await settle()
    expect(asked).toEqual([{ coin: 'USDT', networkId: 'hubdeck-devnet' }])
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    expect(actor.getSnapshot().context.pending.map((one) => one.confirmations)).toEqual([2])
  })

  it('a deposit notice reads the pending deposits without waiting for the next poll', async () => {
    const { actor, calls } = fakeMachine({ load: [{ coins, pending: [] }], address: [address], pending: [[]] })
    await settle()
    actor.send(usdt)
    await settle()
    expect(calls.filter((call) => call === 'loadPending')).toHaveLength(0)
    actor.send({ type: 'deposit.noticed' })
    await settle()
    expect(calls.filter((call) => call === 'loadPending')).toHaveLength(1)
  })

  it('a lost connection says so, keeps what was shown, and reads again when the network returns', async () => {
    const { actor, clock, calls } = fakeMachine({
      load: [{ coins, pending: [pending(1)] }],
      address: [address],
      pending: [new Error('offline'), [pending(2)]],
    })
    await settle()
    clock.increment(CONFIRMING_POLL_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('connectionLost')).toBe(true)
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    actor.send({ type: 'network.online' })
    await settle()
    expect(actor.getSnapshot().hasTag('connectionLost')).toBe(false)
    expect(actor.getSnapshot().context.pending[0]?.confirmations).toBe(2)
    expect(calls.filter((call) => call === 'loadPending')).toHaveLength(2)
    clock.increment(LOST_RETRY_MS)
  })

  it('a transfer the history says failed is shown as not credited, and the wallet is not read', async () => {
    const { actor, clock, calls } = fakeMachine({
      load: [{ coins, pending: [pending(1)] }],
      address: [address],
      pending: [[]],
      settle: [[settled('failed')]],
    })
    await settle()
    clock.increment(CONFIRMING_POLL_MS)
    await settle()
    await settle()
    expect(actor.getSnapshot().hasTag('notCredited')).toBe(true)
    expect(calls).not.toContain('walletChanged')
  })

  it('a failed load or address says so, and tries again on request', async () => {
    const { actor } = fakeMachine({
      load: [new Error('down'), { coins, pending: [] }],
      address: [new Error('down'), address],
    })
    await settle()
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true)
    actor.send({ type: 'retry' })
    await settle()
    actor.send(usdt)
    await settle()
    expect(actor.getSnapshot().hasTag('addressFailed')).toBe(true)
    actor.send({ type: 'retry' })
    await settle()
    expect(actor.getSnapshot().hasTag('address')).toBe(true)
    actor.send({ type: 'coin.change' })
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true)
    expect(actor.getSnapshot().context.address).toBeNull()
  })
})
