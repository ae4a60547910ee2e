/**
 * The demo traffic: its rhythm (weekdays busier than weekends, afternoons than nights, one spike)
 * read from the rows it makes, and, seeded into the demo workspace on a real database, the
 * buckets hold exactly what it made, once, in about a second at most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../config'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer } from '../../test-support/test-server'
import { DEMO_KEYS, DEMO_TEAM_KEYS, seedDemoData } from '../account/demo-seed'
import { methodUnits, ruCost } from '../packages/ru/ru-cost'
import { DEMO_SPIKE, DEMO_TRAFFIC_DAYS, demoTrafficRows, seedDemoTraffic, type DemoTrafficKey } from './demo-traffic'
import type { UsageBucketRow } from './metering/usage-buckets'

const NOW = new Date('2026-11-26T21:30:00Z')
const DAY_MS = 86_400_000

const demoKeys: DemoTrafficKey[] = [...DEMO_KEYS, ...DEMO_TEAM_KEYS].map((key, index) => ({
  apikeyId: index + 1,
  owner: index < DEMO_KEYS.length ? { userId: 1 } : { teamId: 1 },
  name: key.name,
  archive: key.features.includes('archive_mode'),
}))

const sum = (rows: readonly UsageBucketRow[], field: 'requests' | 'ru' | 'errors' | 'rateLimited') =>
  rows.reduce((total, row) => total + row[field], 0)

/** Requests per UTC day (ms of the day's start). */
function perDay(rows: readonly UsageBucketRow[]): Map<number, number> {
  const days = new Map<number, number>()
  for (const row of rows) {
    const day = Math.floor(row.hour.getTime() / DAY_MS) * DAY_MS
    days.set(day, (days.get(day) ?? 0) + row.requests)
  }
  return days
}

describe('the demo traffic', () => {
  const { hourly, daily } = demoTrafficRows(demoKeys, NOW)
  const all = [...hourly, ...daily]
  const today = Math.floor(NOW.getTime() / DAY_MS) * DAY_MS

  it('covers 90 days: hourly for the last 31 and today so far, daily before', () => {
    const days = [...perDay(all).keys()].sort((a, b) => a - b)
    expect(days).toHaveLength(DEMO_TRAFFIC_DAYS)
    expect(days[0]).toBe(today - (DEMO_TRAFFIC_DAYS - 1) * DAY_MS)
    expect(Math.min(...hourly.map((row) => row.hour.getTime()))).toBe(today - 31 * DAY_MS)
    expect(Math.max(...hourly.map((row) => row.hour.getTime()))).toBe(Date.parse('2026-11-26T21:00:00Z'))
    expect(Math.max(...daily.map((row) => row.hour.getTime()))).toBe(today - 32 * DAY_MS)
    // Whole UTC days and hours only.
    expect(daily.every((row) => row.hour.getTime() % DAY_MS === 0)).toBe(true)
    expect(hourly.every((row) => row.hour.getTime() % 3_600_000 === 0)).toBe(true)
  })

  it('is busier on weekdays than at weekends, and in the afternoon than at night', () => {
    const weekdays: number[] = []
    const weekends: number[] = []
    for (const [day, requests] of perDay(all)) {
      if (day === today) continue
      const weekday = new Date(day).getUTCDay()
      ;(weekday === 0 || weekday === 6 ? weekends : weekdays).push(requests)
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    expect(mean(weekends)).toBeLessThan(mean(weekdays) * 0.75)
    const atHour = (hour: number) =>
      sum(
        hourly.filter((row) => row.hour.getUTCHours() === hour),
        'requests',
      )
    expect(atHour(15)).toBeGreaterThan(atHour(3) * 2)
  })

  it('has one spike: the trading bot, 12 days ago in the afternoon, with many calls rate-limited', () => {
    const hours = new Map<number, UsageBucketRow[]>()
    for (const row of hourly) hours.set(row.hour.getTime(), [...(hours.get(row.hour.getTime()) ?? []), row])
    const totals = [...hours.entries()].map(([at, rows]) => ({ at, requests: sum(rows, 'requests') }))
    const sorted = [...totals].sort((a, b) => b.requests - a.requests)
    const median = sorted[Math.floor(sorted.length / 2)]!.requests
    const spikeFrom = today - DEMO_SPIKE.daysAgo * DAY_MS + DEMO_SPIKE.fromHour * 3_600_000
    // The four busiest hours are the spike's, each several times a usual hour.
    expect(
      sorted
        .slice(0, DEMO_SPIKE.hours)
        .map((item) => item.at)
        .sort(),
    ).toEqual(Array.from({ length: DEMO_SPIKE.hours }, (_, index) => spikeFrom + index * 3_600_000))
    expect(sorted[DEMO_SPIKE.hours - 1]!.requests).toBeGreaterThan(median * 3)
    expect(sorted[DEMO_SPIKE.hours]!.requests).toBeLessThan(median * 3)
    const spikeRows = hours.get(spikeFrom)!
    expect(sum(spikeRows, 'rateLimited') / sum(spikeRows, 'requests')).toBeGreaterThan(0.05)
  })

  it('has a few per cent of errors, several networks and methods, RU from the cost table', () => {
    const errorShare = sum(all, 'errors') / sum(all, 'requests')
    expect(errorShare).toBeGreaterThan(0.005)
    expect(errorShare).toBeLessThan(0.05)
    expect(new Set(all.map((row) => row.networkId))).toEqual(
      new Set(['ethereum-mainnet', 'polygon-mainnet', 'bsc-mainnet', 'hubdeck-devnet']),
    )
    expect(new Set(all.map((row) => row.method)).size).toBeGreaterThanOrEqual(8)
    for (const row of all) {
      const key = demoKeys.find((item) => item.apikeyId === row.apikeyId)!
      expect(row.ru).toBe((row.requests - row.rateLimited) * ruCost(methodUnits(row.method), { archive: key.archive }))
      expect(row.latencyHist.reduce((a, b) => a + b, 0)).toBe(row.requests)
    }
  })

  it('is the same for the same now', () => {
    expect(demoTrafficRows(demoKeys, NOW)).toEqual({ hourly, daily })
  })
})

describe.each(testEngines())('the demo workspace traffic on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })
  const db = () => server.database.kysely

  const totals = async (table: 'usage_hourly' | 'usage_daily' | 'usage_owner_hourly' | 'usage_owner_daily') => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => [
        eb.fn.sum<string>('requests').as('requests'),
        eb.fn.sum<string>('ru').as('ru'),
        eb.fn.sum<string>('errors').as('errors'),
        eb.fn.sum<string>('rate_limited').as('rateLimited'),
      ])
      .executeTakeFirstOrThrow()
    return {
      requests: Number(row.requests),
      ru: Number(row.ru),
      errors: Number(row.errors),
      rateLimited: Number(row.rateLimited),
    }
  }
  const made = (rows: readonly UsageBucketRow[]) => ({
    requests: sum(rows, 'requests'),
    ru: sum(rows, 'ru'),
    errors: sum(rows, 'errors'),
    rateLimited: sum(rows, 'rateLimited'),
  })

  it('comes with the demo workspace, for its account and team keys', async () => {
    // The demo seed runs on an empty database only: this suite's server has no other account.
    const started = performance.now()
    const seeded = await seedDemoData(db(), {
      email: DEFAULT_DEMO_EMAIL,
      password: DEFAULT_DEMO_PASSWORD,
      production: false,
    })
    const seedMs = performance.now() - started
    expect(seeded).toBe('seeded')
    const owners = await db()
      .selectFrom('api_keys')
      .select(['user_id', 'team_id'])
      .select((eb) => eb.fn.countAll<string>().as('keys'))
      .groupBy(['user_id', 'team_id'])
      .execute()
    expect(owners).toHaveLength(2)
    const used = await db()
      .selectFrom('usage_daily')
      .select(['user_id', 'team_id'])
      .select((eb) => eb.fn.count<string>('apikey_id').distinct().as('keys'))
      .groupBy(['user_id', 'team_id'])
      .execute()
    expect(new Set(used.map((row) => `${row.user_id}/${row.team_id}/${Number(row.keys)}`))).toEqual(
      new Set(owners.map((row) => `${row.user_id}/${row.team_id}/${Number(row.keys)}`)),
    )
    // Printed, never asserted: speed is the bench's business, and a shared machine is no clock.
    console.info(`demo seed with its 90 days of traffic: ${Math.round(seedMs)} ms on ${engine}`)
  })

  it('writes exactly what it makes, each call once in the daily rows, and only once', async () => {
    const keys = await db().selectFrom('api_keys').select(['user_id', 'team_id']).execute()
    const owners = [
      ...new Set(
        keys.map((key) =>
          JSON.stringify(key.team_id === null ? { userId: Number(key.user_id) } : { teamId: Number(key.team_id) }),
        ),
      ),
    ].map((owner) => JSON.parse(owner) as { userId: number } | { teamId: number })
    // Again at a known time, on keys without usage.
    for (const table of ['usage_hourly', 'usage_daily', 'usage_owner_hourly', 'usage_owner_daily'] as const) {
      await db().deleteFrom(table).execute()
    }
    const started = performance.now()
    expect(await seedDemoTraffic(db(), owners, NOW)).toBe('seeded')
    const trafficMs = performance.now() - started

    const rows = await db().selectFrom('api_keys').select(['id', 'name', 'features', 'user_id', 'team_id']).execute()
    const { hourly, daily } = demoTrafficRows(
      rows
        .map((row) => ({
          apikeyId: Number(row.id),
          owner: row.team_id === null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) },
          name: row.name,
          archive: row.features?.archive_mode === true,
        }))
        .sort((a, b) => a.apikeyId - b.apikeyId),
      NOW,
    )
    expect(await totals('usage_hourly')).toEqual(made(hourly))
    // The hourly rows rolled up into days, and the older days as made: each call once.
    expect(await totals('usage_daily')).toEqual(made([...hourly, ...daily]))
    // And the owners' sums, which account-wide reports read.
    expect(await totals('usage_owner_hourly')).toEqual(made(hourly))
    expect(await totals('usage_owner_daily')).toEqual(made([...hourly, ...daily]))
    const hourlyCount = await db()
      .selectFrom('usage_hourly')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(hourlyCount.n)).toBe(hourly.length)
    console.info(`demo traffic alone: ${Math.round(trafficMs)} ms on ${engine}, ${hourly.length} hourly rows`)

    expect(await seedDemoTraffic(db(), owners, NOW)).toBe('exists')
    expect(await totals('usage_daily')).toEqual(made([...hourly, ...daily]))
  })
})
