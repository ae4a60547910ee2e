/**
 * The outbox: commands wait here, in order, until the server has answered them. A row leaves the
 * outbox in the same transaction that records the server's answer, and is sent again with the
 * same idempotency key after a crash, a reload or a lost answer, so the server acts on each
 * exactly once. Several tabs may flush together: a Web Lock lets one at a time send, and the
 * server's idempotency keys cover what a lock cannot (a tab killed mid-call).
 */
import type { MethodName, ParamsOf } from '../../contract'
import type { AnyCommand } from './command'
import type { OutboxRow } from './db'
import type { EventLog } from './event-log'
import { fact } from './events'
import { withLock } from './locks'

/** Sends one command's call; rejects as the RPC client does. */
export type SendCall = (method: MethodName, params: ParamsOf<MethodName>, idempotencyKey: string) => Promise<unknown>

/** What a failed send means for the queue. */
export type FailureVerdict =
  /** The server refused it: drop it (its optimistic effect goes with it) and go on. */
  | 'refused'
  /** Try again later (offline, timeout, server busy): stop here, keep it and what follows. */
  | 'retry'
  /**
   * The same command is still being answered (another tab, or a call this page gave up on, sent
   * it first): ask again in a moment, then wait like 'retry' if it is still running.
   */
  | 'soon'

export interface OutboxOptions {
  log: EventLog
  send: SendCall
  judge: (error: unknown) => FailureVerdict
  newKey?: () => string
  now?: () => string
  /** Pauses before each new ask after a 'soon' verdict; when they run out, the command waits. */
  soonDelaysMs?: readonly number[]
  /** The lock a flush holds across tabs; default the Web Locks one (locks.ts). Tests pass a tab's own. */
  withLock?: typeof withLock
}

/** About 3 s in all: far longer than the server takes to answer one of these writes. */
const SOON_DELAYS_MS = [100, 200, 400, 800, 1600]

export interface FlushResult {
  sent: number
  refused: number
  /** Commands still waiting after this flush. */
  waiting: number
}

declare module './events' {
  interface EventPayloads {
    /** The server refused a queued command; kept in the log for support. */
    'command.refused': { key: string; command: string; reason: string }
  }
}

export type Outbox = ReturnType<typeof createOutbox>

export function createOutbox(options: OutboxOptions) {
  const { log, send, judge } = options
  const { db } = log
  const newKey = options.newKey ?? (() => crypto.randomUUID())
  const now = options.now ?? (() => new Date().toISOString())
  const soonDelays = options.soonDelaysMs ?? SOON_DELAYS_MS
  const lock = options.withLock ?? withLock

  function commandOf(row: OutboxRow): AnyCommand {
    const command = log.commands.get(row.command)
    // A command removed from the app cannot be replayed: it would be sent with unknown params.
    if (!command) throw new Error(`Unknown command in the outbox: ${row.command}`)
    return command
  }

  async function settle(row: OutboxRow, record: () => Promise<void>): Promise<boolean> {
    return db.transaction('rw', db.events, db.snapshots, db.outbox, async () => {
      // Another tab may have settled it while this one waited for the same answer.
      if (!(await db.outbox.get(row.seq ?? -1))) return false
      await db.outbox.delete(row.seq ?? -1)
      await record()
      return true
    })
  }

  /** The answer to a row's call, or the verdict on why there is none. */
  async function ask(
    row: OutboxRow,
    command: AnyCommand,
  ): Promise<{ answer: unknown } | { verdict: FailureVerdict; error: unknown }> {
    const params = command.params(row.payload) as ParamsOf<MethodName>
    for (let attempt = 0; ; attempt += 1) {
      try {
        return { answer: await send(command.method, params, row.key) }
      } catch (error) {
        const verdict = judge(error)
        if (verdict !== 'soon' || attempt >= soonDelays.length) return { verdict, error }
        await new Promise((resolve) => setTimeout(resolve, soonDelays[attempt]))
      }
    }
  }

  async function sendOne(row: OutboxRow, result: FlushResult): Promise<boolean> {
    const command = commandOf(row)
    const outcome = await ask(row, command)
    if ('verdict' in outcome) {
      if (outcome.verdict !== 'refused') return false
      const { error } = outcome
      const reason = error instanceof Error ? error.message : String(error)
      await settle(row, () =>
        log.append(row.scope, [fact('command.refused', { key: row.key, command: row.command, reason }, 'system')]),
      )
      result.refused += 1
      return true
    }
    const at = now()
    await settle(row, () => log.append(row.scope, command.accepted(row.payload, outcome.answer as never, at)))
    result.sent += 1
    return true
  }

  return {
    /** Queues a command; its optimistic effect shows at once in every tab. Returns its key. */
    async enqueue<P>(
      scope: string,
      command: AnyCommand & { accepted(payload: P, ...rest: never[]): unknown },
      payload: P,
    ) {
      const key = newKey()
      await db.outbox.add({ key, scope, command: command.name, payload, createdAt: now() })
      return key
    },

    /** Sends a scope's queued commands in order until one must wait. */
    async flush(scope: string): Promise<FlushResult> {
      return lock(`hubdeck-outbox:${scope}`, async () => {
        const result: FlushResult = { sent: 0, refused: 0, waiting: 0 }
        for (;;) {
          const row = await db.outbox.where('scope').equals(scope).first()
          if (!row || !(await sendOne(row, result))) break
        }
        result.waiting = await db.outbox.where('scope').equals(scope).count()
        return result
      })
    },

    /** Queued commands of a scope, oldest first. */
    async queued(scope: string): Promise<OutboxRow[]> {
      return db.outbox.where('scope').equals(scope).sortBy('seq')
    },
  }
}
