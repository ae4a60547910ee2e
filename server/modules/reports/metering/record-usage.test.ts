import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeteredCall } from '../../../../contract/gateway-usage'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'
import { recordUsageBatch, type UsageBatchInput } from './record-usage'

/** The cost table as the brief states it, written out here so the test does not read the code's. */
const UNITS: Record<string, number> = {
  eth_blockNumber: 10,
  eth_call: 26,
  eth_getLogs: 75,
  eth_getBalance: 19,
  eth_sendRawTransaction: 250,
  eth_getTransactionReceipt: 15,
  eth_chainId: 1,
  net_version: 1,
  debug_traceTransaction: 170,
  trace_block: 170,
  eth_getCode: 20,
}
const expectedRu = (call: { method: string; archive?: boolean; outcome: string }) =>
  call.outcome === 'rate_limited' ? 0 : call.archive ? Math.ceil((UNITS[call.method]! * 13) / 10) : UNITS[call.method]!

/** The latency bins' upper bounds (ms), as the brief states them. */
const BOUNDS = [5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]

const HOUR = 3_600_000
const DAY = 86_400_000
let batches = 0
const batchId = (name: string) => `${name}-${(batches += 1)}-${Date.now()}`

describe.each(testEngines())('recordUsageBatch on %s', (engine) => {
  let server: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })
  const db = () => server.database.kysely
  const record = (calls: MeteredCall[], id = batchId('batch'), now?: Date) =>
    recordUsageBatch(
      db(),
      { batchId: id, calls: calls.map((call) => ({ archive: false, ...call })) } as UsageBatchInput,
      { now },
    )
  const call = (key: string, extra: Partial<MeteredCall> = {}): MeteredCall => ({
    key,
    network: 'ethereum-mainnet',
    method: 'eth_call',
    outcome: 'ok',
    latencyMs: 42,
    at: '2026-03-10T10:15:00.000Z',
    ...extra,
  })
  const newKey = async (account: TestAccount, name = 'Metered'): Promise<{ id: number; key: string }> =>
    ok(account, 'hub_generateApiKey', { name })
  /** RU drawn from the user's packages so far. */
  const ruUsed = async (userId: number) =>
    Number(
      (
        await db()
          .selectFrom('package_grants')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ru_used'), eb.lit(0)).as('used'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).used,
    )
  const hourly = (apikeyId: number) =>
    db()
      .selectFrom('usage_hourly')
      .selectAll()
      .where('apikey_id', '=', apikeyId)
      .orderBy('hour')
      .orderBy('network_id')
      .orderBy('method')
      .execute()
  const daily = (apikeyId: number) =>
    db().selectFrom('usage_daily').selectAll().where('apikey_id', '=', apikeyId).orderBy('day').execute()
  const numbers = (row: { requests: unknown; ru: unknown; errors: unknown; rate_limited: unknown }) => ({
    requests: Number(row.requests),
    ru: Number(row.ru),
    errors: Number(row.errors),
    rateLimited: Number(row.rate_limited),
  })

  it('counts a batch sent twice once: buckets and the RU drawn are unchanged by the copy', async () => {
    const ann = await signedInAccount(server, 'usage-twice')
    const key = await newKey(ann)
    const calls = [
      call(key.key),
      call(key.key, { method: 'eth_getLogs', outcome: 'error', latencyMs: 700 }),
      call('never-issued-secret'),
    ]
    const id = batchId('twice')
    expect(await record(calls, id)).toEqual({ batchId: id, counted: 2, duplicate: false, unknownKeys: 1 })
    const buckets = await hourly(key.id)
    const days = await daily(key.id)
    const used = await ruUsed(ann.userId)
    expect(used).toBe(26 + 75)

    expect(await record(calls, id)).toEqual({ batchId: id, counted: 0, duplicate: true, unknownKeys: 1 })
    // Even copies sent at once: one counts, the other is told it is a copy.
    const both = await Promise.all([record(calls, id), record(calls, id)])
    expect(both.map((receipt) => receipt.duplicate)).toEqual([true, true])
    expect(await hourly(key.id)).toEqual(buckets)
    expect(await daily(key.id)).toEqual(days)
    expect(await ruUsed(ann.userId)).toBe(used)

    const racing = batchId('racing')
    const raced = await Promise.all([record(calls, racing), record(calls, racing)])
    expect(raced.map((receipt) => receipt.counted).sort()).toEqual([0, 2])
    expect(await ruUsed(ann.userId)).toBe(used * 2)
  })

  it('folds calls per network, method and hour with their latency bins, rolled up per UTC day', async () => {
    const bo = await signedInAccount(server, 'usage-fold')
    const key = await newKey(bo)
    await record([
      call(key.key, { at: '2026-03-10T10:00:00.000Z', latencyMs: 3 }),
      call(key.key, { at: '2026-03-10T10:59:59.999Z', latencyMs: 7000 }),
      call(key.key, { at: '2026-03-10T11:00:00.000Z', outcome: 'rate_limited', latencyMs: 1 }),
      call(key.key, { at: '2026-03-10T23:30:00+02:00', network: 'bsc-mainnet', method: 'eth_chainId' }),
    ])
    const rows = await hourly(key.id)
    expect(
      rows.map((row) => ({
        hour: new Date(row.hour).toISOString(),
        network: row.network_id,
        method: row.method,
        ...numbers(row),
        hist: row.latency_hist.map(Number),
      })),
    ).toEqual([
      {
        hour: '2026-03-10T10:00:00.000Z',
        network: 'ethereum-mainnet',
        method: 'eth_call',
        requests: 2,
        ru: 52,
        errors: 0,
        rateLimited: 0,
        hist: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      },
      {
        hour: '2026-03-10T11:00:00.000Z',
        network: 'ethereum-mainnet',
        method: 'eth_call',
        requests: 1,
        ru: 0,
        errors: 1,
        rateLimited: 1,
        hist: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        hour: '2026-03-10T21:00:00.000Z',
        network: 'bsc-mainnet',
        method: 'eth_chainId',
        requests: 1,
        ru: 1,
        errors: 0,
        rateLimited: 0,
        hist: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
      },
    ])
    expect(rows.every((row) => Number(row.user_id) === bo.userId && row.team_id === null)).toBe(true)
    const days = await daily(key.id)
    expect(days.map((row) => [new Date(row.day).toISOString(), row.network_id, numbers(row)])).toEqual([
      ['2026-03-10T00:00:00.000Z', 'bsc-mainnet', { requests: 1, ru: 1, errors: 0, rateLimited: 0 }],
      ['2026-03-10T00:00:00.000Z', 'ethereum-mainnet', { requests: 3, ru: 52, errors: 1, rateLimited: 1 }],
    ])
    expect(await ruUsed(bo.userId)).toBe(53)
  })

  it('charges archive calls 30 % more RU, in the buckets and drawn from the package', async () => {
    const cy = await signedInAccount(server, 'usage-archive')
    const key = await newKey(cy)
    const ten = (archive: boolean, at: string) =>
      Array.from({ length: 10 }, () => call(key.key, { method: 'eth_call', archive, at }))
    await record(ten(false, '2026-04-01T08:00:00.000Z'))
    const full = await ruUsed(cy.userId)
    await record(ten(true, '2026-04-01T09:00:00.000Z'))
    const archive = (await ruUsed(cy.userId)) - full
    expect([full, archive]).toEqual([260, 340]) // 26 RU, and ⌈26 × 1.3⌉ = 34 RU, per call
    expect((await hourly(key.id)).map((row) => Number(row.ru))).toEqual([260, 340])
    // Tracing weighs 170: ⌈170 × 1.3⌉ = 221 in archive mode.
    await record([call(key.key, { method: 'debug_traceTransaction', archive: true })])
    expect((await ruUsed(cy.userId)) - full - archive).toBe(221)
  })

  it('counts calls of unknown secrets as unknown and stores nothing for them', async () => {
    const dee = await signedInAccount(server, 'usage-unknown')
    const key = await newKey(dee)
    const before = await db()
      .selectFrom('usage_hourly')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const receipt = await record([call('nobody-1'), call('nobody-2'), call('nobody-1'), call(key.key)])
    expect(receipt).toMatchObject({ counted: 1, unknownKeys: 3, duplicate: false })
    const after = await db()
      .selectFrom('usage_hourly')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n) - Number(before.n)).toBe(1)
    expect((await hourly(key.id)).map(numbers)).toEqual([{ requests: 1, ru: 26, errors: 0, rateLimited: 0 }])
    const stored = await db()
      .selectFrom('usage_batches')
      .selectAll()
      .where('id', '=', receipt.batchId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ calls: 4, counted: 1, unknown_keys: 3 })
  })

  it('meters a rotated-out secret, and a deleted key, to their key', async () => {
    const eve = await signedInAccount(server, 'usage-rotated')
    const key = await newKey(eve)
    const rotated = await ok(eve, 'hub_rotateApiKey', { id: key.id, graceHours: 0 })
    const other = await newKey(eve, 'Deleted')
    await ok(eve, 'hub_deleteApiKey', { id: other.id })
    const receipt = await record([call(key.key), call(rotated.key), call(rotated.key), call(other.key)])
    expect(receipt).toMatchObject({ counted: 4, unknownKeys: 0 })
    expect((await hourly(key.id)).map(numbers)).toEqual([{ requests: 3, ru: 78, errors: 0, rateLimited: 0 }])
    expect((await hourly(other.id)).map(numbers)).toEqual([{ requests: 1, ru: 26, errors: 0, rateLimited: 0 }])
    expect(await ruUsed(eve.userId)).toBe(104)
  })

  it('meters a team key to the team, and draws from the team’s packages', async () => {
    const fay = await signedInAccount(server, 'usage-team')
    const { teamId } = await ok(fay, 'hub_createTeam', { name: `Metered team ${batches}` })
    const key = await ok(fay, 'hub_generateApiKey', { name: 'Team key' }, { 'Team-Id': String(teamId) })
    await record([call(key.key, { method: 'eth_getBalance' })])
    const [row] = await hourly(key.id)
    expect(row).toMatchObject({ team_id: expect.anything(), user_id: null })
    expect(Number(row!.team_id)).toBe(teamId)
    // The team's rollup row, and none for the member who sent it.
    const rollups = await db()
      .selectFrom('usage_owner_hourly')
      .select(['owner', 'user_id', 'team_id', 'requests', 'ru'])
      .where((eb) => eb.or([eb('team_id', '=', teamId), eb('user_id', '=', fay.userId)]))
      .execute()
    expect(
      rollups.map((r) => ({ owner: r.owner, userId: r.user_id, requests: Number(r.requests), ru: Number(r.ru) })),
    ).toEqual([{ owner: `t${teamId}`, userId: null, requests: 1, ru: 19 }])
    const teamUsed = await db()
      .selectFrom('package_grants')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ru_used'), eb.lit(0)).as('used'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow()
    expect(Number(teamUsed.used)).toBe(19)
    expect(await ruUsed(fay.userId)).toBe(0)
  })

  it("bucket sums equal the raw calls sent, per key × network × method × hour and per day, and the owners' rollups their sums (random batches)", async () => {
    const gil = await signedInAccount(server, 'usage-prop-a')
    const hal = await signedInAccount(server, 'usage-prop-b')
    const keys = [await newKey(gil, 'A1'), await newKey(gil, 'A2'), await newKey(hal, 'B1')]
    const ownerOf = new Map([
      [keys[0]!.key, gil.userId],
      [keys[1]!.key, gil.userId],
      [keys[2]!.key, hal.userId],
    ])
    const secrets = [...keys.map((key) => key.key), 'unknown-secret']
    const idOf = new Map(keys.map((key) => [key.key, key.id]))
    const users = [gil.userId, hal.userId]
    type Sums = { requests: number; ru: number; errors: number; rateLimited: number; hist: number[] }
    // The detailed rows of the two accounts in a run's window, summed per owner × period here.
    const detailedByOwner = async (table: 'usage_hourly' | 'usage_daily', column: 'hour' | 'day', start: number) => {
      const rows = await db()
        .selectFrom(table)
        .selectAll()
        .where('user_id', 'in', users)
        .where(column, '>=', new Date(start))
        .where(column, '<', new Date(start + 4 * DAY))
        .execute()
      const sums = new Map<string, Sums>()
      for (const row of rows) {
        const at = new Date((row as unknown as Record<string, Date>)[column]!).getTime()
        const id = JSON.stringify([Number(row.user_id), at])
        const sum = sums.get(id) ?? { requests: 0, ru: 0, errors: 0, rateLimited: 0, hist: new Array(11).fill(0) }
        const add = numbers(row)
        sum.requests += add.requests
        sum.ru += add.ru
        sum.errors += add.errors
        sum.rateLimited += add.rateLimited
        row.latency_hist.forEach((count, i) => (sum.hist[i] += Number(count)))
        sums.set(id, sum)
      }
      return sums
    }
    const rollup = async (table: 'usage_owner_hourly' | 'usage_owner_daily', column: 'hour' | 'day', start: number) => {
      const rows = await db()
        .selectFrom(table)
        .selectAll()
        .where('user_id', 'in', users)
        .where(column, '>=', new Date(start))
        .where(column, '<', new Date(start + 4 * DAY))
        .execute()
      expect(rows.every((row) => row.team_id === null && row.owner === `u${Number(row.user_id)}`)).toBe(true)
      return new Map(
        rows.map((row) => [
          JSON.stringify([Number(row.user_id), new Date((row as unknown as Record<string, Date>)[column]!).getTime()]),
          { ...numbers(row), hist: row.latency_hist.map(Number) },
        ]),
      )
    }
    let window = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            secret: fc.constantFrom(...secrets),
            network: fc.constantFrom('ethereum-mainnet', 'bsc-mainnet'),
            // Few methods and hours, so buckets meet many calls, across batches too.
            method: fc.constantFrom('eth_call', 'eth_chainId', 'debug_traceTransaction', 'eth_getCode'),
            archive: fc.boolean(),
            outcome: fc.constantFrom('ok', 'ok', 'ok', 'error', 'rate_limited' as const),
            latencyMs: fc.oneof(fc.integer({ min: 0, max: 7000 }), fc.constantFrom(...BOUNDS)),
            // Three days, at the edges of the day and mid-day, anywhere in the hour.
            day: fc.integer({ min: 0, max: 2 }),
            hour: fc.constantFrom(0, 12, 23),
            ms: fc.integer({ min: 0, max: HOUR - 1 }),
          }),
          { minLength: 10, maxLength: 150 },
        ),
        // Where the calls are cut into batches: later batches add to the buckets earlier ones wrote.
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        async (raw, cuts) => {
          // Each run writes in a window of its own, far from the other tests' hours.
          window += 1
          const start = Date.UTC(2025, 0, 1) + window * 4 * DAY
          const calls = raw.map((c) =>
            call(c.secret, {
              network: c.network,
              method: c.method,
              archive: c.archive,
              outcome: c.outcome as MeteredCall['outcome'],
              latencyMs: c.latencyMs,
              at: new Date(start + c.day * DAY + c.hour * HOUR + c.ms).toISOString(),
            }),
          )
          const usedBefore = [await ruUsed(gil.userId), await ruUsed(hal.userId)]
          const bounds = [0, ...cuts.map((cut) => cut % (calls.length + 1)), calls.length].sort((a, b) => a - b)
          const receipts = []
          for (let i = 1; i < bounds.length; i += 1) receipts.push(await record(calls.slice(bounds[i - 1], bounds[i])))
          const known = calls.filter((c) => idOf.has(c.key))
          expect(receipts.reduce((sum, receipt) => sum + receipt.counted, 0)).toBe(known.length)
          expect(receipts.reduce((sum, receipt) => sum + receipt.unknownKeys, 0)).toBe(calls.length - known.length)

          const expected = (period: number) => {
            const sums = new Map<
              string,
              { requests: number; ru: number; errors: number; rateLimited: number; hist: number[] }
            >()
            for (const c of known) {
              const at = Math.floor(Date.parse(c.at) / period) * period
              const id = JSON.stringify([idOf.get(c.key), c.network, c.method, at])
              const sum = sums.get(id) ?? { requests: 0, ru: 0, errors: 0, rateLimited: 0, hist: new Array(11).fill(0) }
              sum.requests += 1
              sum.ru += expectedRu(c)
              sum.errors += c.outcome === 'ok' ? 0 : 1
              sum.rateLimited += c.outcome === 'rate_limited' ? 1 : 0
              const bin = BOUNDS.findIndex((bound) => c.latencyMs <= bound)
              sum.hist[bin === -1 ? 10 : bin] += 1
              sums.set(id, sum)
            }
            return sums
          }
          const stored = async (table: 'usage_hourly' | 'usage_daily', column: 'hour' | 'day') => {
            const rows = await db()
              .selectFrom(table)
              .selectAll()
              .where(
                'apikey_id',
                'in',
                keys.map((key) => key.id),
              )
              .where(column, '>=', new Date(start))
              .where(column, '<', new Date(start + 4 * DAY))
              .execute()
            return new Map(
              rows.map((row) => [
                JSON.stringify([
                  Number(row.apikey_id),
                  row.network_id,
                  row.method,
                  new Date((row as unknown as Record<string, Date>)[column]!).getTime(),
                ]),
                { ...numbers(row), hist: row.latency_hist.map(Number) },
              ]),
            )
          }
          expect(await stored('usage_hourly', 'hour')).toEqual(expected(HOUR))
          expect(await stored('usage_daily', 'day')).toEqual(expected(DAY))
          // The owners' rollups hold exactly the detailed rows summed per owner and hour or day.
          expect(await rollup('usage_owner_hourly', 'hour', start)).toEqual(
            await detailedByOwner('usage_hourly', 'hour', start),
          )
          expect(await rollup('usage_owner_daily', 'day', start)).toEqual(
            await detailedByOwner('usage_daily', 'day', start),
          )
          // Each owner's packages were drawn by exactly the RU its calls cost.
          const drawn = [(await ruUsed(gil.userId)) - usedBefore[0]!, (await ruUsed(hal.userId)) - usedBefore[1]!]
          const cost = (userId: number) =>
            known.filter((c) => ownerOf.get(c.key) === userId).reduce((sum, c) => sum + expectedRu(c), 0)
          expect(drawn).toEqual([cost(gil.userId), cost(hal.userId)])
        },
      ),
      { numRuns: 25 },
    )
  })
})
