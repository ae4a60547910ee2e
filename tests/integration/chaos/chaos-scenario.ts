/**
 * The chaos runs' scenarios (issue 21): from one seed, a list of steps a person and a bad network
 * could produce together — writes queued in up to three tabs, offline spells, reloads, tabs
 * killed mid-flush, dropped connections, server restarts and runs of 429, 5xx or hung answers.
 * The same seed gives the same steps, so a failing run is replayed from its seed alone.
 */
import { LANGUAGES, type Language } from '../../../contract'
import { SeededRandom } from '../../../server/hardening/seeded-random'

/** A write the app queues in its outbox, as data (the run checks the server applied each once). */
export type ChaosWrite =
  | { kind: 'changeLanguage'; language: Language }
  | { kind: 'setRechargeTips'; enabled: boolean }
  | { kind: 'setEmailConfig'; changes: { billing?: boolean; marketing?: boolean; apiKeys?: boolean } }
  | { kind: 'setNickname'; nickname: string }
  | { kind: 'renameApiKey'; name: string }

/**
 * What the network does to the next calls to `/api`, at the proxy between the client and the server:
 * - `refused`, `status429`, `status503`, `rpc10429`: answered before the server sees the call;
 * - `dropAfter`, `status502After`: the server acts, then the connection is cut or a 502 comes back;
 * - `hangAfter`: the server acts, its answer is held until the client gives up;
 * - `hangThenLate`: the call is held until the client gives up, then reaches the server anyway.
 */
export const FAULTS = [
  'refused',
  'status429',
  'status503',
  'rpc10429',
  'dropAfter',
  'status502After',
  'hangAfter',
  'hangThenLate',
] as const
export type Fault = (typeof FAULTS)[number]

export type ChaosStep =
  | { kind: 'enqueue'; tab: number; write: ChaosWrite }
  /** Every open tab flushes at once (what each does when it comes online or starts). */
  | { kind: 'flushAll' }
  | { kind: 'goOffline' }
  /** The network is back and every tab flushes. */
  | { kind: 'goOnline' }
  | { kind: 'faults'; fault: Fault; count: number }
  /** Another page opens on the same IndexedDB (at most three are open). */
  | { kind: 'openTab' }
  /** A page reloads: its runtime is dropped, a new one starts on the same IndexedDB. */
  | { kind: 'reload'; tab: number }
  /**
   * A tab starts flushing and is killed once its call is on the wire: its Web Lock goes, its
   * runtime is abandoned without cleanup, and the other tabs flush while its call is in flight.
   */
  | { kind: 'killMidFlush'; tab: number; reopen: boolean }
  /** The server closes and a new one starts on the same database; `midCall`: while a flush is sending. */
  | { kind: 'restartServer'; midCall: boolean }

export interface ChaosScenario {
  seed: number
  steps: ChaosStep[]
}

/** Up to 24 steps: long enough for faults to pile up, short enough for 1,000 runs in minutes. */
const MAX_STEPS = 24

/** The steps of run `seed`. Tab numbers index the tabs open at that step (the generator tracks how many). */
export function chaosScenario(seed: number): ChaosScenario {
  const random = new SeededRandom(seed)
  const steps: ChaosStep[] = []
  let tabs = 1
  const length = random.int(4, MAX_STEPS)
  for (let index = 0; index < length; index += 1) {
    const kind = random.weighted([
      ['enqueue', 8],
      ['flushAll', 2],
      ['goOffline', 1],
      ['goOnline', 2],
      ['faults', 3],
      ['openTab', 1],
      ['reload', 1],
      ['killMidFlush', 2],
      ['restartServer', 1],
    ] as const)
    const tab = random.int(0, tabs - 1)
    switch (kind) {
      case 'enqueue':
        steps.push({ kind, tab, write: randomWrite(random) })
        break
      case 'faults':
        steps.push({ kind, fault: random.pick(FAULTS), count: random.int(1, 3) })
        break
      case 'openTab':
        if (tabs === 3) break
        tabs += 1
        steps.push({ kind })
        break
      case 'reload':
        steps.push({ kind, tab })
        break
      case 'killMidFlush': {
        // The last tab is always reopened: a run never ends with no page to flush what waits.
        const reopen = tabs === 1 || random.chance(0.5)
        if (!reopen) tabs -= 1
        steps.push({ kind, tab, reopen })
        break
      }
      case 'restartServer':
        steps.push({ kind, midCall: random.chance(0.5) })
        break
      default:
        steps.push({ kind })
    }
  }
  return { seed, steps }
}

function randomWrite(random: SeededRandom): ChaosWrite {
  switch (random.pick(['changeLanguage', 'setRechargeTips', 'setEmailConfig', 'setNickname', 'renameApiKey'])) {
    case 'changeLanguage':
      return { kind: 'changeLanguage', language: random.pick(LANGUAGES) }
    case 'setRechargeTips':
      return { kind: 'setRechargeTips', enabled: random.chance(0.5) }
    case 'setEmailConfig': {
      const changes: Extract<ChaosWrite, { kind: 'setEmailConfig' }>['changes'] = {}
      for (const field of ['billing', 'marketing', 'apiKeys'] as const)
        if (random.chance(0.5)) changes[field] = random.chance(0.5)
      if (Object.keys(changes).length === 0) changes.billing = random.chance(0.5)
      return { kind: 'setEmailConfig', changes }
    }
    case 'setNickname':
      return { kind: 'setNickname', nickname: `Chaos ${random.text(6)}` }
    default:
      return { kind: 'renameApiKey', name: `key-${random.text(6)}` }
  }
}

/** One line per step, for a failure's report. */
export function describeSteps(steps: readonly ChaosStep[]): string[] {
  return steps.map((step, index) => `${String(index + 1).padStart(2)}. ${JSON.stringify(step)}`)
}
