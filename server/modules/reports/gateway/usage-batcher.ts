/**
 * The reference gateway's metering, as a real gateway does it: calls are not written one by one
 * (a transaction and an RU draw per call would cost more than the call) but gathered in memory
 * and sent as a batch (`recordUsageBatch`, the code behind `POST /gateway/usage`) every
 * `intervalMs`, as soon as `maxCalls` wait, and when the server closes. One batch at a time, in
 * order. A batch that fails keeps its id and is sent again first next time: a batch id counts
 * once, so one that did commit before its answer was lost is not counted twice.
 */
import { randomUUID } from 'node:crypto'
import type { UsageBatchReceipt } from '../../../../contract/gateway-usage'
import type { UsageBatchInput as UsageBatch } from '../metering/record-usage'

/** A served call, as metering counts it. */
export type MeteredCall = UsageBatch['calls'][number]

export interface UsageBatcherOptions {
  /** Counts one batch (`recordUsageBatch` with the server's database). */
  send: (batch: UsageBatch) => Promise<UsageBatchReceipt>
  /** Called with the error when a timer's flush fails (the batch is kept and sent again). */
  onError: (error: unknown) => void
  /** How often waiting calls are sent; default 1 s. */
  intervalMs?: number
  /** Waiting calls that start a flush at once; default 500. */
  maxCalls?: number
  /** Calls kept waiting at most while sending fails; past it the oldest are dropped. */
  maxWaiting?: number
}

export interface UsageBatcher {
  /** Adds a served call; it is sent within `intervalMs`. */
  add(call: MeteredCall): void
  /** Sends every call added so far (and any batch that failed before); rejects if sending fails. */
  flush(): Promise<void>
  /** Stops the timer and sends what waits. */
  close(): Promise<void>
  /** Calls added and not yet counted. */
  readonly waiting: number
}

export function createUsageBatcher({
  send,
  onError,
  intervalMs = 1000,
  maxCalls = 500,
  maxWaiting = 100_000,
}: UsageBatcherOptions): UsageBatcher {
  let pending: MeteredCall[] = []
  /** Batches cut but not yet counted: a failed one stays first, with its id. */
  const unsent: UsageBatch[] = []
  let sending: Promise<void> = Promise.resolve()
  const waitingCount = () => pending.length + unsent.reduce((sum, batch) => sum + batch.calls.length, 0)

  const sendUnsent = async () => {
    while (unsent.length > 0) {
      await send(unsent[0]!)
      unsent.shift()
    }
  }
  const flush = (): Promise<void> => {
    if (pending.length > 0) {
      unsent.push({ batchId: randomUUID(), calls: pending })
      pending = []
    }
    // Chained: batches go one after the other, and a failed flush does not block the next.
    const next = sending.catch(() => undefined).then(sendUnsent)
    sending = next
    return next
  }
  const flushInBackground = () => void flush().catch(onError)
  const timer = setInterval(() => {
    if (waitingCount() > 0) flushInBackground()
  }, intervalMs)
  timer.unref()

  return {
    add(call) {
      pending.push(call)
      if (pending.length >= maxCalls) flushInBackground()
      // Sending has failed for long: keep memory bounded, the newest calls matter most.
      else if (waitingCount() > maxWaiting && unsent.length > 0) unsent.splice(1, 1)
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush()
    },
    get waiting() {
      return waitingCount()
    },
  }
}
