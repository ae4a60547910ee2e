/**
 * The reference gateway's batcher with a recording `send` and a fake clock: calls go out every
 * interval, at once when `maxCalls` wait, one batch at a time, and a failed batch is sent again
 * with the same id (so metering, which counts a batch id once, never counts it twice).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UsageBatchReceipt } from '../../../../contract/gateway-usage'
import type { UsageBatchInput } from '../metering/record-usage'
import { createUsageBatcher, type MeteredCall } from './usage-batcher'

const call = (method: string): MeteredCall => ({
  key: 'secret',
  network: 'hubdeck-devnet',
  method,
  archive: false,
  outcome: 'ok',
  latencyMs: 3,
  at: '2026-11-26T10:00:00.000Z',
})

function recorder({ failFirst = 0 } = {}) {
  const sent: UsageBatchInput[] = []
  let failures = failFirst
  const send = vi.fn(async (batch: UsageBatchInput): Promise<UsageBatchReceipt> => {
    sent.push(batch)
    if (failures > 0) {
      failures -= 1
      throw new Error('database away')
    }
    return { batchId: batch.batchId, counted: batch.calls.length, duplicate: false, unknownKeys: 0 }
  })
  return { sent, send }
}

describe('the usage batcher', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends what waits every interval, nothing when nothing waits', async () => {
    const { sent, send } = recorder()
    const batcher = createUsageBatcher({ send, onError: () => {}, intervalMs: 1000 })
    batcher.add(call('eth_blockNumber'))
    batcher.add(call('eth_call'))
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent.map((batch) => batch.calls.map((item) => item.method))).toEqual([['eth_blockNumber', 'eth_call']])
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent).toHaveLength(1)
    expect(batcher.waiting).toBe(0)
    await batcher.close()
  })

  it('sends at once when maxCalls wait, and the rest on close', async () => {
    const { sent, send } = recorder()
    const batcher = createUsageBatcher({ send, onError: () => {}, intervalMs: 60_000, maxCalls: 3 })
    for (let index = 0; index < 4; index += 1) batcher.add(call(`m${index}`))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map((batch) => batch.calls.length)).toEqual([3])
    await batcher.close()
    expect(sent.map((batch) => batch.calls.length)).toEqual([3, 1])
    expect(new Set(sent.map((batch) => batch.batchId)).size).toBe(2)
  })

  it('keeps a failed batch with its id and sends it again before newer calls', async () => {
    const { sent, send } = recorder({ failFirst: 1 })
    const errors: unknown[] = []
    const batcher = createUsageBatcher({ send, onError: (error) => errors.push(error), intervalMs: 1000 })
    batcher.add(call('first'))
    await expect(batcher.flush()).rejects.toThrow('database away')
    expect(batcher.waiting).toBe(1)
    batcher.add(call('second'))
    await batcher.flush()
    expect(sent.map((batch) => [batch.batchId, batch.calls.map((item) => item.method)])).toEqual([
      [sent[0]!.batchId, ['first']],
      [sent[0]!.batchId, ['first']],
      [expect.not.stringMatching(sent[0]!.batchId), ['second']],
    ])
    expect(batcher.waiting).toBe(0)
    await batcher.close()
  })

  it('reports a failed timer flush and retries it at the next tick', async () => {
    const { sent, send } = recorder({ failFirst: 1 })
    const errors: unknown[] = []
    const batcher = createUsageBatcher({ send, onError: (error) => errors.push(error), intervalMs: 1000 })
    batcher.add(call('only'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(errors).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent.map((batch) => batch.batchId)).toEqual([sent[0]!.batchId, sent[0]!.batchId])
    expect(batcher.waiting).toBe(0)
    await batcher.close()
  })
})
