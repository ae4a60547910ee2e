/**
 * The owners' rollups (migration 0025) on a database that had usage before them: the migration's
 * backfill must leave exactly what `upsertUsageBuckets` writes row by row, for users and teams,
 * hours and days, latency bins included. Checked by writing usage, keeping the rollups it wrote,
 * dropping them and running the migration again on the detailed rows. And the writer of old days
 * (`upsertDailyUsageBuckets`) adds to the days and their rollup, never to the hours.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migration0025UsageRollups } from '../../../db/migrations/0025_usage_rollups'
import { rpcAsAccount, signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'
import { latencyHistogram } from './latency-histogram'
import { upsertDailyUsageBuckets, upsertUsageBuckets, type UsageBucketRow } from './usage-buckets'

const HOUR = 3_600_000

describe.each(testEngines())('usage rollups on %s', (engine) => {
  let server: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })
  const db = () => server.database.kysely

  const rollups = async () => ({
    hourly: (await db().selectFrom('usage_owner_hourly').selectAll().orderBy('owner').orderBy('hour').execute()).map(
      (row) => ({ ...plain(row), at: new Date(row.hour).toISOString() }),
    ),
    daily: (await db().selectFrom('usage_owner_daily').selectAll().orderBy('owner').orderBy('day').execute()).map(
      (row) => ({ ...plain(row), at: new Date(row.day).toISOString() }),
    ),
  })

  it('backfills from the detailed rows exactly what metering writes into them', async () => {
    const kim = await signedInAccount(server, 'rollup-backfill')
    const { teamId } = await ok(kim, 'hub_createTeam', { name: 'Backfilled team' })
    const own = [
      await ok(kim, 'hub_generateApiKey', { name: 'K1' }),
      await ok(kim, 'hub_generateApiKey', { name: 'K2' }),
    ]
    const team = await ok(kim, 'hub_generateApiKey', { name: 'T1' }, { 'Team-Id': String(teamId) })
    const start = Date.UTC(2026, 2, 1, 20)
    const rows: UsageBucketRow[] = []
    for (let i = 0; i < 60; i += 1) {
      const key = i % 3 === 2 ? team : own[i % 2]!
      rows.push({
        hour: new Date(start + (i % 13) * HOUR + (i % 4) * 60_000),
        apikeyId: Number(key.id),
        owner: i % 3 === 2 ? { teamId } : { userId: kim.userId },
        networkId: i % 2 === 0 ? 'ethereum-mainnet' : 'bsc-mainnet',
        method: ['eth_call', 'eth_getLogs', 'eth_chainId'][i % 3]!,
        requests: 1 + (i % 5),
        ru: 7 * (1 + (i % 5)),
        errors: i % 4 === 0 ? 1 : 0,
        rateLimited: i % 8 === 0 ? 1 : 0,
        latencyHist: latencyHistogram(Array.from({ length: 1 + (i % 5) }, (_, n) => (i * 37 + n * 400) % 6000)),
      })
    }
    // In three transactions, so rollup rows are added to as well as created.
    for (const part of [rows.slice(0, 20), rows.slice(20, 45), rows.slice(45)]) {
      await db()
        .transaction()
        .execute((trx) => upsertUsageBuckets(trx, part))
    }
    const written = await rollups()
    // The hours span a UTC midnight (20:00 to 08:00), so there are two days per owner.
    expect(written.daily.map((row) => `${row.owner} ${row.at}`)).toEqual([
      `t${teamId} 2026-03-01T00:00:00.000Z`,
      `t${teamId} 2026-03-02T00:00:00.000Z`,
      `u${kim.userId} 2026-03-01T00:00:00.000Z`,
      `u${kim.userId} 2026-03-02T00:00:00.000Z`,
    ])
    expect(written.hourly.reduce((sum, row) => sum + row.ru, 0)).toBe(rows.reduce((sum, row) => sum + row.ru, 0))

    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`drop table usage_owner_hourly`.execute(trx)
        await sql`drop table usage_owner_daily`.execute(trx)
        await migration0025UsageRollups.up(trx)
      })
    expect(await rollups()).toEqual(written)
  })

  it('writes old days into the daily rows and their owner rollup only', async () => {
    const lou = await signedInAccount(server, 'rollup-days')
    const key = await ok(lou, 'hub_generateApiKey', { name: 'Old days' })
    const day = (ms: number, requests: number): UsageBucketRow => ({
      hour: new Date(ms),
      apikeyId: Number(key.id),
      owner: { userId: lou.userId },
      networkId: 'ethereum-mainnet',
      method: 'eth_call',
      requests,
      ru: 26 * requests,
      errors: 0,
      rateLimited: 0,
      latencyHist: latencyHistogram(Array.from({ length: requests }, () => 30)),
    })
    const first = Date.UTC(2025, 10, 1)
    await upsertDailyUsageBuckets(db(), [day(first, 2), day(first + 24 * HOUR, 3), day(first + 25 * HOUR, 4)])
    const ownerDays = await db()
      .selectFrom('usage_owner_daily')
      .selectAll()
      .where('user_id', '=', lou.userId)
      .orderBy('day')
      .execute()
    expect(ownerDays.map((row) => ({ ...plain(row), at: new Date(row.day).toISOString() }))).toEqual([
      expect.objectContaining({ at: '2025-11-01T00:00:00.000Z', requests: 2, ru: 52 }),
      expect.objectContaining({ at: '2025-11-02T00:00:00.000Z', requests: 7, ru: 182 }),
    ])
    const days = await db()
      .selectFrom('usage_daily')
      .select(['day', 'requests'])
      .where('user_id', '=', lou.userId)
      .orderBy('day')
      .execute()
    expect(days.map((row) => Number(row.requests))).toEqual([2, 7])
    const hours = async (table: 'usage_hourly' | 'usage_owner_hourly') =>
      (await db().selectFrom(table).select('hour').where('user_id', '=', lou.userId).execute()).length
    expect([await hours('usage_hourly'), await hours('usage_owner_hourly')]).toEqual([0, 0])
  })
})

/** A rollup row's figures as numbers (pg reads bigint as strings). */
function plain(row: {
  owner: string
  user_id: string | number | null
  team_id: string | number | null
  requests: string | number
  ru: string | number
  errors: string | number
  rate_limited: string | number
  latency_hist: (string | number)[]
}) {
  return {
    owner: row.owner,
    userId: row.user_id === null ? null : Number(row.user_id),
    teamId: row.team_id === null ? null : Number(row.team_id),
    requests: Number(row.requests),
    ru: Number(row.ru),
    errors: Number(row.errors),
    rateLimited: Number(row.rate_limited),
    hist: row.latency_hist.map(Number),
  }
}
