/**
 * The fast slice of the fuzzing harness (issue 21) in `npm test`: 2,000 seeded bodies against
 * `/api`, the gateway and the upload, each answered without a 5xx and well formed, the heap flat
 * and the server healthy after them. `npm run harden:fuzz` sends the sweep of every parameter and
 * 100,000 of them (fuzz-cli.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { methods } from '../../contract/index'
import { fuzzCase, sweepCases } from './fuzz-bodies'
import { problemOf, runFuzz, sendCase, startFuzzHarness, type FuzzHarness } from './fuzz-run'
import { plausibleValue, pathsOf } from './schema-values'
import { caseSeed } from './seeded-random'

const FIXTURE = { teamId: 2, keyId: 1 }

describe('the fuzzed bodies', () => {
  it('are the same for the same seed, so a failure is replayed from its seed', () => {
    for (let index = 0; index < 50; index += 1) {
      const seed = caseSeed(21, index)
      expect(fuzzCase(seed, FIXTURE)).toEqual(fuzzCase(seed, FIXTURE))
    }
    expect(fuzzCase(caseSeed(21, 0), FIXTURE).body).not.toEqual(fuzzCase(caseSeed(21, 1), FIXTURE).body)
  })

  it('sweep every field of every method with each wrong type and missing', () => {
    const sweep = sweepCases(FIXTURE)
    for (const [method, spec] of Object.entries(methods)) {
      const fields = pathsOf(plausibleValue(spec.params, FIXTURE)).filter((path) => path.length > 0)
      const mine = sweep.filter((fuzz) => fuzz.what.startsWith(`sweep ${method}: `))
      // The params themselves as 5 other kinds, then each field as 5 other kinds and missing.
      expect(mine, method).toHaveLength(5 + fields.length * 6)
    }
    expect(sweepCases(FIXTURE).map((fuzz) => fuzz.what)).toEqual(
      expect.arrayContaining([
        'sweep hub_setApiKeyName: name as number',
        'sweep hub_setApiKeyName: id as string',
        'sweep hub_setApiKeyName: id missing',
        'sweep hub_updateApiKey: whitelist.0 as object',
        'sweep /gateway/authorize: key with a NUL',
        'sweep /gateway/usage: calls.0.key with a lone surrogate',
      ]),
    )
  })

  it('reach every kind of trouble the issue names', () => {
    const what = Array.from({ length: 5000 }, (_, index) => fuzzCase(caseSeed(21, index), FIXTURE))
    const said = what.map((fuzz) => `${fuzz.target} ${fuzz.what}`).join('\n')
    for (const trouble of [
      /wrong type at/,
      /missing/,
      /key "__proto__"/,
      /key "constructor"/,
      /key "prototype"/,
      /1000000 × a/,
      /10000 levels/,
      /1e400/,
      /negative id/,
      /an empty batch/,
      /a batch of 21/,
      /a batch of (1000|10000|19000)/,
      /not JSON-RPC/,
      /method (missing|odd)/,
      /jsonrpc /,
      /id odd/,
      /^upload /m,
      /^gateway-authorize /m,
      /^gateway-usage /m,
    ]) {
      expect(said, String(trouble)).toMatch(trouble)
    }
  })
})

describe('2,000 fuzzed bodies on pglite', () => {
  let harness: FuzzHarness

  beforeAll(async () => {
    harness = await startFuzzHarness('pglite')
  })
  afterAll(async () => {
    await harness?.close()
  })

  it('get no 5xx and well-formed answers, and leave the heap flat and the server healthy', async () => {
    const report = await runFuzz(harness, { count: 2000, runSeed: 21 })
    expect(report.failures).toEqual([])
    expect(report.count).toBe(2000)
    expect(report.heap.flat, JSON.stringify(report.heap)).toBe(true)
    expect(report.healthy).toBe(true)
    // The bodies got past the envelope to methods and their handlers, not only to parse errors.
    expect(report.byAnswer.result).toBeGreaterThan(100)
    expect(report.byAnswer['-32602']).toBeGreaterThan(500)
  }, 120_000)

  it("answer the sweep of the gateway's bodies below 500, unstorable text included", async () => {
    const gateway = sweepCases(harness.fixture).filter((fuzz) => fuzz.target !== 'rpc')
    expect(gateway.length).toBeGreaterThan(100)
    const problems: string[] = []
    for (const fuzz of gateway) {
      const problem = problemOf(fuzz, await sendCase(harness, fuzz))
      if (problem) problems.push(`${fuzz.what}: ${problem}`)
    }
    expect(problems).toEqual([])
  })
})
