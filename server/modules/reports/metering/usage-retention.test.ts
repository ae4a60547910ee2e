import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'
import { latencyHistogram } from './latency-histogram'
import { recordUsageBatch } from './record-usage'
import { upsertUsageBuckets } from './usage-buckets'

describe.each(testEngines())('usage retention on %s', (engine) => {
  let server: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine, { usageRetention: { intervalMs: null } })
  })
  afterAll(async () => {
    await server?.close()
  })

  it("deletes hourly rows past 31 days, daily rows past two years (the owners' rollups alike) and batch ids past 31 days, and nothing else", async () => {
    const db = server.database.kysely
    const ann = await signedInAccount(server, 'retention')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Old and new' })
    const now = new Date('2026-06-15T12:00:00.000Z')
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000)
    const HOURLY_CUTOFF = 31 * 24 // hours
    const row = (hour: Date) => ({
      hour,
      apikeyId: key.id,
      owner: { userId: ann.userId },
      networkId: 'ethereum-mainnet',
      method: 'eth_call',
      requests: 1,
      ru: 26,
      errors: 0,
      rateLimited: 0,
      latencyHist: latencyHistogram([10]),
    })
    await upsertUsageBuckets(db, [
      row(hoursAgo(1)),
      row(hoursAgo(HOURLY_CUTOFF)), // exactly 31 days: kept
      row(hoursAgo(HOURLY_CUTOFF + 1)), // the same UTC day: its daily row stays
      row(new Date('2024-06-16T05:00:00.000Z')), // its day starts after the two-year cutoff
      row(new Date('2024-06-15T18:00:00.000Z')), // its day starts before it
      row(new Date('2023-01-01T00:00:00.000Z')),
    ])
    const batch = async (id: string, receivedAt: Date) =>
      recordUsageBatch(db, { batchId: id, calls: [] }, { now: receivedAt })
    await batch('retention-new', hoursAgo(2))
    await batch('retention-edge', hoursAgo(HOURLY_CUTOFF))
    await batch('retention-old', hoursAgo(HOURLY_CUTOFF + 1))

    const run = await server.app.usageRetention.runOnce(now)
    expect(run).toEqual({ hourly: 4, daily: 2, ownerHourly: 4, ownerDaily: 2, batches: 1 })

    const hours = await db
      .selectFrom('usage_hourly')
      .select('hour')
      .where('apikey_id', '=', key.id)
      .orderBy('hour')
      .execute()
    expect(hours.map((r) => new Date(r.hour).toISOString())).toEqual([
      '2026-05-15T12:00:00.000Z',
      '2026-06-15T11:00:00.000Z',
    ])
    // The owner's rollups keep the same hours and days as the detailed rows.
    const ownerHours = await db
      .selectFrom('usage_owner_hourly')
      .select('hour')
      .where('user_id', '=', ann.userId)
      .orderBy('hour')
      .execute()
    expect(ownerHours.map((r) => new Date(r.hour).toISOString())).toEqual(
      hours.map((r) => new Date(r.hour).toISOString()),
    )
    const ownerDays = await db
      .selectFrom('usage_owner_daily')
      .select('day')
      .where('user_id', '=', ann.userId)
      .orderBy('day')
      .execute()
    expect(ownerDays.map((r) => new Date(r.day).toISOString())).toEqual([
      '2024-06-16T00:00:00.000Z',
      '2026-05-15T00:00:00.000Z',
      '2026-06-15T00:00:00.000Z',
    ])
    const days = await db
      .selectFrom('usage_daily')
      .select('day')
      .where('apikey_id', '=', key.id)
      .orderBy('day')
      .execute()
    expect(days.map((r) => new Date(r.day).toISOString())).toEqual([
      '2024-06-16T00:00:00.000Z',
      '2026-05-15T00:00:00.000Z',
      '2026-06-15T00:00:00.000Z',
    ])
    const batches = await db
      .selectFrom('usage_batches')
      .select('id')
      .where('id', 'like', 'retention-%')
      .orderBy('id')
      .execute()
    expect(batches.map((r) => r.id)).toEqual(['retention-edge', 'retention-new'])

    // A second run at the same time finds nothing more.
    expect(await server.app.usageRetention.runOnce(now)).toEqual({
      hourly: 0,
      daily: 0,
      ownerHourly: 0,
      ownerDaily: 0,
      batches: 0,
    })
  })
})
