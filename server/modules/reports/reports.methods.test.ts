/**
 * The report methods through the RPC, on usage written as metering writes it
 * (`upsertUsageBuckets`): every figure is the sum of the rows stored for the caller's scope (the
 * account, or the team in context), never another account's or team's.
 */
import { describe, expect, it } from 'vitest'
import { HubErrorCode, RpcErrorCode } from '../../../contract/index'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { createTestServer } from '../../test-support/test-server'
import { emptyHistogram, percentileOf } from './metering/latency-histogram'
import { upsertUsageBuckets, type UsageBucketRow } from './metering/usage-buckets'

const HOUR = 3_600_000
const DAY = 86_400_000
/** A UTC midnight three days back: every hour used below is inside the 31 days of hours kept. */
const D = Math.floor(Date.now() / DAY) * DAY - 3 * DAY
const at = (ms: number) => new Date(ms).toISOString()
/** `iso` written in +08:00, as a client there sends its local midnight. */
const inShanghai = (ms: number) => `${new Date(ms + 8 * HOUR).toISOString().slice(0, 19)}+08:00`

/** A histogram with `count` calls in `bin`. */
const hist = (bin: number, count: number) => emptyHistogram().map((_, i) => (i === bin ? count : 0))

describe.each(testEngines())('usage reports on %s', (engine) => {
  const server = suiteServer(() => createTestServer(engine))
  const { call, ok } = rpcAsAccount(server)
  const db = () => server().database.kysely

  const newKey = async (account: TestAccount, name: string, headers: Record<string, string> = {}) =>
    Number((await ok(account, 'hub_generateApiKey', { name }, headers)).id)
  const usage = (
    apikeyId: number,
    owner: UsageBucketRow['owner'],
    networkId: string,
    method: string,
    hour: number,
    figures: { requests: number; ru: number; errors?: number; rateLimited?: number; bin: number },
  ): UsageBucketRow => ({
    hour: new Date(hour),
    apikeyId,
    owner,
    networkId,
    method,
    requests: figures.requests,
    ru: figures.ru,
    errors: figures.errors ?? 0,
    rateLimited: figures.rateLimited ?? 0,
    latencyHist: hist(figures.bin, figures.requests),
  })

  /**
   * Alice has two keys of her own and a team with a key; Bob has one key. The window
   * [D, D + 2 days) holds, for Alice personally: 84 requests, 1440 RU, 8 errors, 2 rate limited.
   */
  const world = async () => {
    const alice = await signedInAccount(server(), 'alice')
    const bob = await signedInAccount(server(), 'bob')
    const { teamId } = await ok(alice, 'hub_createTeam', { name: 'Usage team' })
    const team = { 'team-id': String(teamId) }
    const a1 = await newKey(alice, 'Alpha')
    const a2 = await newKey(alice, 'Beta')
    const t1 = await newKey(alice, 'Team key', team)
    const b1 = await newKey(bob, 'Bob key')
    const mine = { userId: alice.userId }
    await upsertUsageBuckets(db(), [
      usage(a1, mine, 'ethereum-mainnet', 'eth_call', D + 1 * HOUR, { requests: 10, ru: 260, bin: 3 }),
      usage(a1, mine, 'ethereum-mainnet', 'eth_getLogs', D + 2 * HOUR, { requests: 4, ru: 300, errors: 1, bin: 5 }),
      usage(a1, mine, 'polygon-mainnet', 'eth_blockNumber', D + 25 * HOUR, {
        requests: 50,
        ru: 500,
        errors: 5,
        rateLimited: 2,
        bin: 1,
      }),
      usage(a2, mine, 'ethereum-mainnet', 'eth_getBalance', D + 15 * HOUR, { requests: 10, ru: 190, bin: 2 }),
      usage(a2, mine, 'ethereum-mainnet', 'eth_getBalance', D + 17 * HOUR, {
        requests: 10,
        ru: 190,
        errors: 2,
        bin: 2,
      }),
      usage(t1, { teamId }, 'ethereum-mainnet', 'eth_call', D + 3 * HOUR, {
        requests: 100,
        ru: 2600,
        errors: 10,
        bin: 4,
      }),
      usage(b1, { userId: bob.userId }, 'ethereum-mainnet', 'eth_call', D + 1 * HOUR, { requests: 7, ru: 182, bin: 3 }),
    ])
    return { alice, bob, team, teamId, a1, a2, t1, b1 }
  }
  const span = { from: at(D), to: at(D + 2 * DAY) }

  it('answers the account’s totals, per key and per network, with the median from the merged latencies', async () => {
    const { alice, a1, a2 } = await world()
    const merged = emptyHistogram()
    merged[1] = 50
    merged[2] = 20
    merged[3] = 10
    merged[5] = 4
    expect(await ok(alice, 'hub_reportUserCompositeInfo', span)).toEqual({
      requests: 84,
      ru: 1440,
      errors: 8,
      rateLimited: 2,
      errorRate: 8 / 84,
      medianLatencyMs: percentileOf(merged, 0.5),
    })
    expect(percentileOf(merged, 0.5)).toBe(9.2)

    const byKey = await ok(alice, 'hub_reportUserCompositeInfoByApikey', span)
    expect(byKey.map((key: { apikeyId: number; apikeyName: string; requests: number; ru: number }) => key)).toEqual([
      expect.objectContaining({ apikeyId: a1, apikeyName: 'Alpha', requests: 64, ru: 1060, errors: 6, rateLimited: 2 }),
      expect.objectContaining({ apikeyId: a2, apikeyName: 'Beta', requests: 20, ru: 380, errors: 2, rateLimited: 0 }),
    ])
    expect(await ok(alice, 'hub_reportUserCompositeInfoByApikey', { ...span, limit: 1 })).toHaveLength(1)

    expect(await ok(alice, 'hub_reportUserCompositeInfoByNetwork', span)).toEqual([
      expect.objectContaining({
        networkId: 'ethereum-mainnet',
        chainId: 'ethereum',
        networkName: 'Ethereum Mainnet',
        requests: 34,
        ru: 940,
        errors: 3,
      }),
      expect.objectContaining({
        networkId: 'polygon-mainnet',
        chainId: 'polygon',
        networkName: 'Polygon PoS',
        requests: 50,
        ru: 500,
        errors: 5,
        rateLimited: 2,
        errorRate: 0.1,
        medianLatencyMs: percentileOf(hist(1, 50), 0.5),
      }),
    ])
    expect(await ok(alice, 'hub_reportUserCompositeInfoByNetwork', { ...span, apikeyId: a2 })).toEqual([
      expect.objectContaining({ networkId: 'ethereum-mainnet', requests: 20, ru: 380 }),
    ])
    expect(await ok(alice, 'hub_reportApikeyCompositeInfo', { ...span, apikeyId: a2 })).toMatchObject({
      requests: 20,
      ru: 380,
      errors: 2,
      errorRate: 0.1,
    })
  })

  it('ranks methods by RU with their share of all RU under the same filter', async () => {
    const { alice, a1, a2 } = await world()
    const all = await ok(alice, 'hub_reportMethodRuCosts', span)
    expect(all).toEqual([
      { method: 'eth_blockNumber', requests: 50, ru: 500, share: 500 / 1440 },
      { method: 'eth_getBalance', requests: 20, ru: 380, share: 380 / 1440 },
      { method: 'eth_getLogs', requests: 4, ru: 300, share: 300 / 1440 },
      { method: 'eth_call', requests: 10, ru: 260, share: 260 / 1440 },
    ])
    expect(await ok(alice, 'hub_reportUserTop5MethodRuCostByApikey', span)).toEqual(all)
    expect(
      await ok(alice, 'hub_reportUserTop5MethodRuCostByNetwork', { ...span, networkId: 'ethereum-mainnet' }),
    ).toEqual([
      { method: 'eth_getBalance', requests: 20, ru: 380, share: 380 / 940 },
      { method: 'eth_getLogs', requests: 4, ru: 300, share: 300 / 940 },
      { method: 'eth_call', requests: 10, ru: 260, share: 260 / 940 },
    ])
    expect(await ok(alice, 'hub_reportUserTop5MethodRuCostByApikey', { ...span, apikeyId: a1 })).toEqual([
      { method: 'eth_blockNumber', requests: 50, ru: 500, share: 500 / 1060 },
      { method: 'eth_getLogs', requests: 4, ru: 300, share: 300 / 1060 },
      { method: 'eth_call', requests: 10, ru: 260, share: 260 / 1060 },
    ])
    expect(await ok(alice, 'hub_reportMethodRuCosts', { ...span, apikeyId: a2, networkId: 'polygon-mainnet' })).toEqual(
      [],
    )
    expect(await ok(alice, 'hub_reportMethodRuCosts', { ...span, apikeyId: a2 })).toEqual([
      { method: 'eth_getBalance', requests: 20, ru: 380, share: 1 },
    ])
  })

  it('keeps only the five costliest methods in a top 5, and every method in the full list', async () => {
    const alice = await signedInAccount(server(), 'methods')
    const key = await newKey(alice, 'Many methods')
    const methods = ['m_a', 'm_b', 'm_c', 'm_d', 'm_e', 'm_f', 'm_g']
    await upsertUsageBuckets(
      db(),
      methods.map((method, i) =>
        usage(key, { userId: alice.userId }, 'ethereum-mainnet', method, D + HOUR, {
          requests: 1,
          ru: 10 * (i + 1),
          bin: 0,
        }),
      ),
    )
    const top = await ok(alice, 'hub_reportUserTop5MethodRuCostByApikey', span)
    expect(top.map((cost: { method: string }) => cost.method)).toEqual(['m_g', 'm_f', 'm_e', 'm_d', 'm_c'])
    expect(top[0].share).toBe(70 / 280)
    expect((await ok(alice, 'hub_reportMethodRuCosts', span)).map((cost: { ru: number }) => cost.ru)).toEqual([
      70, 60, 50, 40, 30, 20, 10,
    ])
  })

  it('sorts and pages the usage tables by key and by network', async () => {
    const { alice, a1, a2 } = await world()
    expect(await ok(alice, 'hub_reportUsageInfoByApikey', span)).toMatchObject({
      list: [
        { apikeyId: a1, apikeyName: 'Alpha', ru: 1060 },
        { apikeyId: a2, apikeyName: 'Beta', ru: 380 },
      ],
      total: 2,
      page: 1,
    })
    const byRequests = { ...span, sortBy: 'requests', order: 'ascending', perPage: 1 }
    expect(await ok(alice, 'hub_reportUsageInfoByNetwork', { ...byRequests, page: 1 })).toMatchObject({
      list: [{ networkId: 'ethereum-mainnet', requests: 34 }],
      total: 2,
      perPage: 1,
    })
    expect(await ok(alice, 'hub_reportUsageInfoByNetwork', { ...byRequests, page: 2 })).toMatchObject({
      list: [{ networkId: 'polygon-mainnet', requests: 50 }],
      total: 2,
    })
    expect(await ok(alice, 'hub_reportUsageInfoByNetwork', { ...byRequests, page: 3 })).toEqual({
      list: [],
      total: 2,
      page: 3,
      perPage: 1,
    })
    const byErrors = await ok(alice, 'hub_reportUsageInfoByApikey', { ...span, sortBy: 'errors', order: 'ascending' })
    expect(byErrors.list.map((row: { apikeyId: number }) => row.apikeyId)).toEqual([a2, a1])
    expect(await ok(alice, 'hub_reportUsageInfoByNetwork', { ...span, apikeyId: a2 })).toMatchObject({
      list: [{ networkId: 'ethereum-mainnet', requests: 20, ru: 380 }],
      total: 1,
    })
  })

  it('answers series with every bucket, the busiest keys first, and hours when asked', async () => {
    const { alice, a1, a2 } = await world()
    expect(await ok(alice, 'hub_reportUserRuUsage', span)).toEqual({
      interval: 'day',
      points: [
        { time: at(D), value: 940 },
        { time: at(D + DAY), value: 500 },
      ],
      total: 1440,
    })
    expect(await ok(alice, 'hub_reportUserRequestByApikey', span)).toEqual([
      {
        apikeyId: a1,
        apikeyName: 'Alpha',
        interval: 'day',
        points: [
          { time: at(D), value: 14 },
          { time: at(D + DAY), value: 50 },
        ],
        total: 64,
      },
      {
        apikeyId: a2,
        apikeyName: 'Beta',
        interval: 'day',
        points: [
          { time: at(D), value: 20 },
          { time: at(D + DAY), value: 0 },
        ],
        total: 20,
      },
    ])
    const ruByKey = await ok(alice, 'hub_reportUserRuUsageByApikey', { ...span, limit: 1 })
    expect(ruByKey).toHaveLength(1)
    expect(ruByKey[0]).toMatchObject({ apikeyId: a1, total: 1060 })

    const hourly = await ok(alice, 'hub_reportApikeyRuUsage', { ...span, apikeyId: a1, interval: 'hour' })
    expect(hourly.points).toHaveLength(48)
    expect(hourly.points[0]).toEqual({ time: at(D), value: 0 })
    expect(hourly.points[1]).toEqual({ time: at(D + HOUR), value: 260 })
    expect(hourly.points[2]).toEqual({ time: at(D + 2 * HOUR), value: 300 })
    expect(hourly.points[25]).toEqual({ time: at(D + 25 * HOUR), value: 500 })
    expect(hourly.points.filter((point: { value: number }) => point.value > 0)).toHaveLength(3)
    expect(hourly.total).toBe(1060)
    expect(await ok(alice, 'hub_reportApikeyRequest', { ...span, apikeyId: a2, interval: 'month' })).toEqual({
      interval: 'month',
      points: expect.any(Array),
      total: 20,
    })
  })

  it('cuts day buckets at the local midnight of the offset `from` is written in (+08:00)', async () => {
    const { alice } = await world()
    // Local midnight of D's date in Shanghai is D − 8 h; 15:00Z is 23:00 there, 17:00Z 01:00 the next day.
    const local = { from: inShanghai(D - 8 * HOUR), to: inShanghai(D + 64 * HOUR), interval: 'day' }
    expect(await ok(alice, 'hub_reportUserRuUsage', local)).toEqual({
      interval: 'day',
      points: [
        { time: at(D - 8 * HOUR), value: 260 + 300 + 190 },
        { time: at(D + 16 * HOUR), value: 190 + 500 },
        { time: at(D + 40 * HOUR), value: 0 },
      ],
      total: 1440,
    })
    const timeline = await ok(alice, 'hub_reportUsageSeries', { ...local, networkId: 'polygon-mainnet' })
    expect(timeline.points[1]).toEqual({
      time: at(D + 16 * HOUR),
      requests: 50,
      ru: 500,
      errors: 5,
      rateLimited: 2,
      p50LatencyMs: percentileOf(hist(1, 50), 0.5),
      p95LatencyMs: percentileOf(hist(1, 50), 0.95),
    })
    expect(timeline.points[0]).toMatchObject({ requests: 0, p50LatencyMs: null, p95LatencyMs: null })
    expect(timeline.totals).toEqual({
      requests: 50,
      ru: 500,
      errors: 5,
      rateLimited: 2,
      errorRate: 0.1,
      medianLatencyMs: percentileOf(hist(1, 50), 0.5),
      p95LatencyMs: percentileOf(hist(1, 50), 0.95),
    })
  })

  it('answers local days older than the hours kept from the UTC day of the same date, counted once', async () => {
    const dave = await signedInAccount(server(), 'dave')
    const key = await newKey(dave, 'Old and new')
    const owner = { userId: dave.userId }
    const oldDay = D - 40 * DAY
    // 20:00Z on the old date is 04:00 the next day in Shanghai; its hour is past the 31 days
    // of hours, so the UTC day stands for the local day of the same date.
    await upsertUsageBuckets(db(), [
      usage(key, owner, 'ethereum-mainnet', 'eth_call', oldDay + 20 * HOUR, { requests: 3, ru: 30, bin: 0 }),
      usage(key, owner, 'ethereum-mainnet', 'eth_call', D + 17 * HOUR, { requests: 7, ru: 70, bin: 0 }),
    ])
    const from = oldDay - DAY - 8 * HOUR
    const series = await ok(dave, 'hub_reportUserRuUsage', { from: inShanghai(from), to: inShanghai(D + 64 * HOUR) })
    const valueAt = (ms: number) => series.points.find((point: { time: string }) => point.time === at(ms))?.value
    expect(series.points).toHaveLength(44)
    expect(valueAt(oldDay - 8 * HOUR)).toBe(30)
    expect(valueAt(D + 16 * HOUR)).toBe(70)
    expect(series.total).toBe(100)
    // In UTC the same rows fall on their own UTC days.
    const utc = await ok(dave, 'hub_reportUserRuUsage', { from: at(oldDay - DAY), to: at(D + 3 * DAY) })
    expect(utc.points.find((point: { time: string }) => point.time === at(oldDay)).value).toBe(30)
    expect(utc.total).toBe(100)
    expect(
      await ok(dave, 'hub_reportUserCompositeInfo', { from: inShanghai(from), to: inShanghai(D + 64 * HOUR) }),
    ).toMatchObject({ requests: 10, ru: 100 })
  })

  it('counts every hour once across the tables’ junction, east and west of UTC', async () => {
    const gus = await signedInAccount(server(), 'gus')
    const key = await newKey(gus, 'Every hour')
    const owner = { userId: gus.userId }
    const rows: UsageBucketRow[] = []
    for (let hour = D - 36 * DAY; hour < D + 2 * DAY; hour += HOUR) {
      rows.push(usage(key, owner, 'ethereum-mainnet', 'eth_call', hour, { requests: 1, ru: 2, bin: 0 }))
    }
    await upsertUsageBuckets(db(), rows)
    const written = rows.length * 2
    const west = (ms: number) => `${new Date(ms - 5 * HOUR).toISOString().slice(0, 19)}-05:00`
    const windows = [
      { from: inShanghai(D - 37 * DAY - 8 * HOUR), to: inShanghai(D + 3 * DAY) },
      { from: west(D - 37 * DAY + 5 * HOUR), to: west(D + 3 * DAY) },
      { from: at(D - 37 * DAY), to: at(D + 3 * DAY) },
    ]
    for (const window of windows) {
      expect((await ok(gus, 'hub_reportUserRuUsage', window)).total, window.from).toBe(written)
      expect((await ok(gus, 'hub_reportUserRuUsage', { ...window, interval: 'month' })).total, window.from).toBe(
        written,
      )
      expect((await ok(gus, 'hub_reportUserCompositeInfo', window)).ru, window.from).toBe(written)
      const timeline = await ok(gus, 'hub_reportUsageSeries', window)
      expect(timeline.totals.requests, window.from).toBe(rows.length)
      // Every local day before the last written holds a whole day of hours (the approximation moves
      // hours between neighbouring days, never in or out of the window).
      expect(timeline.points.reduce((sum: number, point: { ru: number }) => sum + point.ru, 0)).toBe(written)
    }
  })

  it('answers the whole scope (from the owners’ rollups) as the sum of its keys (from the detailed rows)', async () => {
    const ivy = await signedInAccount(server(), 'ivy')
    const { teamId } = await ok(ivy, 'hub_createTeam', { name: 'Rollup team' })
    const team = { 'team-id': String(teamId) }
    const mine = [await newKey(ivy, 'One'), await newKey(ivy, 'Two')]
    const theirs = [await newKey(ivy, 'Team one', team), await newKey(ivy, 'Team two', team)]
    const networks = ['ethereum-mainnet', 'polygon-mainnet']
    const methods = ['eth_call', 'eth_getLogs', 'eth_blockNumber']
    const rows: UsageBucketRow[] = []
    // Every 5th hour over 40 days, across the junction of the tables, on every key, network and
    // method in turn, with figures that differ from row to row.
    for (let hour = D - 40 * DAY, i = 0; hour < D + 2 * DAY; hour += 5 * HOUR, i += 1) {
      const figures = {
        requests: 1 + (i % 7),
        ru: 3 + ((i * 11) % 29),
        errors: i % 3,
        rateLimited: i % 5 === 0 ? 1 : 0,
      }
      rows.push(
        usage(mine[i % 2]!, { userId: ivy.userId }, networks[i % 2]!, methods[i % 3]!, hour, {
          ...figures,
          bin: i % 11,
        }),
        usage(theirs[i % 2]!, { teamId }, networks[(i + 1) % 2]!, methods[(i + 1) % 3]!, hour, {
          ...figures,
          bin: (i + 3) % 11,
        }),
      )
    }
    await upsertUsageBuckets(db(), rows)
    const west = (ms: number) => `${new Date(ms - 5 * HOUR).toISOString().slice(0, 19)}-05:00`
    const windows = [
      { from: at(D - 41 * DAY), to: at(D + 3 * DAY) },
      { from: inShanghai(D - 41 * DAY - 8 * HOUR), to: inShanghai(D + 3 * DAY) },
      { from: west(D - 41 * DAY + 5 * HOUR), to: west(D + 3 * DAY) },
      { from: inShanghai(D - 20 * DAY - 8 * HOUR), to: inShanghai(D + 3 * DAY), interval: 'hour' },
    ]
    const figures = ['requests', 'ru', 'errors', 'rateLimited'] as const
    type Point = Record<(typeof figures)[number], number> & { time: string }
    for (const [keys, headers, written] of [
      [mine, {}, rows.filter((row) => 'userId' in row.owner)],
      [theirs, team, rows.filter((row) => 'teamId' in row.owner)],
    ] as const) {
      for (const window of windows) {
        const whole = await ok(ivy, 'hub_reportUsageSeries', window, headers)
        const perKey = await Promise.all(
          keys.map((apikeyId) => ok(ivy, 'hub_reportUsageSeries', { ...window, apikeyId }, headers)),
        )
        const summed = whole.points.map((point: Point, i: number) => ({
          time: point.time,
          ...Object.fromEntries(
            figures.map((figure) => [figure, perKey.reduce((sum, series) => sum + series.points[i][figure], 0)]),
          ),
        }))
        expect(
          whole.points.map((point: Point) => ({
            time: point.time,
            ...Object.fromEntries(figures.map((figure) => [figure, point[figure]])),
          })),
          window.from,
        ).toEqual(summed)
        const series = await ok(ivy, 'hub_reportUserRuUsage', window, headers)
        expect(series.points.map((point: { value: number }) => point.value)).toEqual(
          summed.map((point: Record<string, number>) => point.ru),
        )
        if (window.interval === 'hour') continue
        // Windows over every row: each counted once, the same as written.
        expect(series.total, window.from).toBe(written.reduce((sum, row) => sum + row.ru, 0))
        const composite = await ok(ivy, 'hub_reportUserCompositeInfo', window, headers)
        const byKey = await ok(ivy, 'hub_reportUserCompositeInfoByApikey', { ...window, limit: 10 }, headers)
        for (const figure of figures) {
          expect(composite[figure], `${window.from} ${figure}`).toBe(
            byKey.reduce((sum: number, key: Record<string, number>) => sum + key[figure]!, 0),
          )
        }
      }
    }
  })

  it('never mixes an account’s usage with another account’s or a team’s, and refuses their keys', async () => {
    const { alice, bob, team, a1, t1, b1 } = await world()
    expect(await ok(alice, 'hub_reportUserCompositeInfo', span, team)).toMatchObject({
      requests: 100,
      ru: 2600,
      errors: 10,
    })
    expect(await ok(alice, 'hub_reportUserCompositeInfoByApikey', span, team)).toEqual([
      expect.objectContaining({ apikeyId: t1, apikeyName: 'Team key', requests: 100, ru: 2600 }),
    ])
    expect((await ok(alice, 'hub_reportUserRuUsage', span, team)).points).toEqual([
      { time: at(D), value: 2600 },
      { time: at(D + DAY), value: 0 },
    ])
    expect(await ok(alice, 'hub_reportMethodRuCosts', span, team)).toEqual([
      { method: 'eth_call', requests: 100, ru: 2600, share: 1 },
    ])
    expect(await ok(bob, 'hub_reportUserCompositeInfo', span)).toMatchObject({ requests: 7, ru: 182 })
    expect(await ok(bob, 'hub_reportUserRuUsageByApikey', span)).toEqual([
      expect.objectContaining({ apikeyId: b1, apikeyName: 'Bob key', total: 182 }),
    ])
    expect((await ok(bob, 'hub_reportUsageInfoByNetwork', span)).list).toEqual([
      expect.objectContaining({ networkId: 'ethereum-mainnet', requests: 7, ru: 182 }),
    ])

    // The key methods' own "not found", word for word, for a key outside the scope.
    const keyMethodsSay = (await call(alice, 'hub_getApiKey', { id: b1 })).body.error
    expect(keyMethodsSay.code).toBe(HubErrorCode.NotFound)
    const refusals: [TestAccount, string, Record<string, unknown>, Record<string, string>, number][] = [
      [alice, 'hub_reportApikeyRuUsage', { ...span, apikeyId: b1 }, {}, b1],
      [alice, 'hub_reportApikeyRequest', { ...span, apikeyId: t1 }, {}, t1],
      [alice, 'hub_reportApikeyCompositeInfo', { ...span, apikeyId: a1 }, team, a1],
      [alice, 'hub_reportUserCompositeInfoByNetwork', { ...span, apikeyId: b1 }, {}, b1],
      [alice, 'hub_reportUsageInfoByNetwork', { ...span, apikeyId: b1 }, {}, b1],
      [alice, 'hub_reportUserTop5MethodRuCostByApikey', { ...span, apikeyId: b1 }, {}, b1],
      [alice, 'hub_reportUsageSeries', { ...span, apikeyId: b1 }, {}, b1],
      [alice, 'hub_reportMethodRuCosts', { ...span, apikeyId: t1 }, {}, t1],
      [bob, 'hub_reportApikeyRuUsage', { ...span, apikeyId: a1 }, {}, a1],
    ]
    for (const [who, method, params, headers, id] of refusals) {
      const { error } = (await call(who, method, params, headers)).body
      expect(error, method).toEqual({
        code: HubErrorCode.NotFound,
        message: `No API key has the id ${id}`,
        messageZh: `没有 ID 为 ${id} 的 API 密钥`,
      })
    }
    expect(keyMethodsSay.message).toBe(`No API key has the id ${b1}`)
  })

  it('keeps a deleted key’s usage and name in the reports', async () => {
    const carol = await signedInAccount(server(), 'carol')
    const key = await newKey(carol, 'Retired key')
    await upsertUsageBuckets(db(), [
      usage(key, { userId: carol.userId }, 'ethereum-mainnet', 'eth_call', D + 5 * HOUR, {
        requests: 2,
        ru: 52,
        bin: 0,
      }),
    ])
    await ok(carol, 'hub_deleteApiKey', { id: key })
    expect(await ok(carol, 'hub_reportUserRequestByApikey', span)).toEqual([
      expect.objectContaining({ apikeyId: key, apikeyName: 'Retired key', total: 2 }),
    ])
    expect(await ok(carol, 'hub_reportApikeyRuUsage', { ...span, apikeyId: key })).toMatchObject({ total: 52 })
  })

  it('refuses hourly buckets over more than 31 days, naming the interval', async () => {
    const alice = await signedInAccount(server(), 'hours')
    const answer = await call(alice, 'hub_reportUserRuUsage', { from: at(D - 32 * DAY), to: at(D), interval: 'hour' })
    expect(answer.body.error).toMatchObject({
      code: RpcErrorCode.InvalidParams,
      message: expect.stringContaining('hourly reports cover at most 31 days'),
      data: { field: 'interval' },
    })
    expect(
      await ok(alice, 'hub_reportUserRuUsage', { from: at(D - 31 * DAY), to: at(D), interval: 'hour' }),
    ).toMatchObject({ total: 0 })
  })
})
