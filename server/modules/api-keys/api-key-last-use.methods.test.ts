import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meterDevUsage } from '../reports/metering/dev-usage'
import { deleteExpiredUsage } from '../reports/metering/usage-retention'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer } from '../../test-support/test-server'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

describe.each(testEngines())('hub_getApiKeysLastUse on %s', (engine) => {
  let server: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** One metered call on the key at `at`, as the gateway's metering records it. */
  const use = (userId: number, apikeyId: number, at: Date) =>
    meterDevUsage(server.database.kysely, { userId }, { units: 10, archive: false, apikeyId }, { now: at })

  it('answers the hour of each live key’s last call, else its day once the hourly rows are gone, and leaves out the rest', async () => {
    const ann = await signedInAccount(server, 'last-use')
    const bob = await signedInAccount(server, 'last-use-other')
    const recent = await ok(ann, 'hub_generateApiKey', { name: 'Recent' })
    const old = await ok(ann, 'hub_generateApiKey', { name: 'Old' })
    // Never used: left out, so the page says "—".
    await ok(ann, 'hub_generateApiKey', { name: 'Unused' })
    const gone = await ok(ann, 'hub_generateApiKey', { name: 'Gone' })
    const now = new Date()
    await use(ann.userId, recent.id, new Date(now.getTime() - 5 * HOUR_MS))
    await use(ann.userId, recent.id, new Date(now.getTime() - 2 * HOUR_MS))
    await use(ann.userId, old.id, new Date(now.getTime() - 45 * DAY_MS))
    await use(ann.userId, gone.id, new Date(now.getTime() - HOUR_MS))
    await ok(ann, 'hub_deleteApiKey', { id: gone.id })
    // The retention job drops hourly rows past 31 days; the daily rows stay two years.
    await deleteExpiredUsage(server.database.kysely, now)

    const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString()
    const dayOf = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString()
    expect(await ok(ann, 'hub_getApiKeysLastUse', {})).toEqual([
      { id: recent.id, lastUsedAt: hourOf(now.getTime() - 2 * HOUR_MS), precision: 'hour' },
      { id: old.id, lastUsedAt: dayOf(now.getTime() - 45 * DAY_MS), precision: 'day' },
    ])
    // Someone else's keys and use are not theirs to see.
    expect(await ok(bob, 'hub_getApiKeysLastUse', {})).toEqual([])
  })
})
