/**
 * The RU forecast under a fixed clock (`ruForecast(db, owner, now)`), and through the RPC that its
 * RU left is the wallet overview's.
 */
import { describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { createTestServer } from '../../test-support/test-server'
import { grantPackage, skuByName } from '../packages/packages.queries'
import { emptyHistogram } from './metering/latency-histogram'
import { upsertUsageBuckets, type UsageBucketRow } from './metering/usage-buckets'
import { ruForecast } from './ru-forecast'

const HOUR = 3_600_000
const DAY = 86_400_000

describe.each(testEngines())('hub_reportRuForecast on %s', (engine) => {
  const server = suiteServer(() => createTestServer(engine))
  const { ok } = rpcAsAccount(server)
  const db = () => server().database.kysely
  /** Noon UTC today: half of today has gone. */
  const today = Math.floor(Date.now() / DAY) * DAY
  const noon = new Date(today + 12 * HOUR)

  const spend = async (owner: UsageBucketRow['owner'], apikeyId: number, hour: number, ru: number) =>
    upsertUsageBuckets(db(), [
      {
        hour: new Date(hour),
        apikeyId,
        owner,
        networkId: 'ethereum-mainnet',
        method: 'eth_call',
        requests: 1,
        ru,
        errors: 0,
        rateLimited: 0,
        latencyHist: emptyHistogram(),
      },
    ])
  /** An account holding a live Growth package of exactly `ru` RU (so no free allowance is due). */
  const spender = async (name: string, ru: number) => {
    const account = await signedInAccount(server(), name)
    const owner = { userId: account.userId }
    const growth = (await skuByName(db(), 'Growth'))!
    await grantPackage(db(), owner, growth.id, { days: 30, startsAt: new Date(today - 2 * DAY), ru })
    const key = Number((await ok(account, 'hub_generateApiKey', { name: 'Spending' })).id)
    return { account, owner, key }
  }

  it('answers days left and the date at a constant rate, from 7 whole days plus today so far', async () => {
    const { owner, key } = await spender('steady', 1_000_000)
    // 1000 RU a day for the 7 whole days before today, 500 by noon today: a rate of 1000 a day.
    for (let day = 1; day <= 7; day += 1) {
      await spend(owner, key, today - day * DAY + 3 * HOUR, 600)
      await spend(owner, key, today - day * DAY + 20 * HOUR, 400)
    }
    await spend(owner, key, today + 2 * HOUR, 500)
    // Spent 8 days ago: outside the basis.
    await spend(owner, key, today - 8 * DAY + HOUR, 99_999)
    // Someone else's spending never counts.
    const other = await spender('other', 5)
    await spend(other.owner, other.key, today - DAY, 77_777)

    expect(await ruForecast(db(), owner, noon)).toEqual({
      ruLeft: 1_000_000,
      dailyRate: 1000,
      basedOnDays: 7,
      daysLeft: 1000,
      runsOutAt: new Date(noon.getTime() + 1000 * DAY).toISOString(),
      topsUp: false,
      // The Growth package (30 days from two days ago) ends long before the RU run out.
      lapsesAt: new Date(today + 28 * DAY).toISOString(),
      asOf: noon.toISOString(),
    })
    // At 06:00 the same 7 500 RU are spread over 7.25 days.
    const six = new Date(today + 6 * HOUR)
    const early = await ruForecast(db(), owner, six)
    expect(early.dailyRate).toBeCloseTo(7500 / 7.25, 9)
    expect(early.daysLeft).toBeCloseTo(1_000_000 / (7500 / 7.25), 9)
  })

  it('answers no end without spending, and says Pay As You Go tops up', async () => {
    const { account, owner } = await spender('idle', 4321)
    expect(await ruForecast(db(), owner, noon)).toMatchObject({
      ruLeft: 4321,
      dailyRate: 0,
      daysLeft: null,
      runsOutAt: null,
      topsUp: false,
    })
    await ok(account, 'hub_setUserAutoRenew', { mode: 'payg' })
    expect(await ruForecast(db(), owner, noon)).toMatchObject({ topsUp: true })
  })

  it('says when the RU lapse: the end of the last package with RU left, never if one never ends', async () => {
    const { owner } = await spender('lapsing', 100)
    const pro = (await skuByName(db(), 'Pro'))!
    await grantPackage(db(), owner, pro.id, { days: 40, startsAt: new Date(today - DAY), ru: 50 })
    expect((await ruForecast(db(), owner, noon)).lapsesAt).toBe(new Date(today + 39 * DAY).toISOString())
    // A spent package does not hold the RU left: the Growth one lapses alone.
    const spentAll = { userId: (await spender('spent', 10)).owner.userId }
    await grantPackage(db(), spentAll, pro.id, { days: 40, startsAt: new Date(today - DAY), ru: 0 })
    expect((await ruForecast(db(), spentAll, noon)).lapsesAt).toBe(new Date(today + 28 * DAY).toISOString())
    // The free package's allowance comes back each month: its end is no lapse.
    const free = (await skuByName(db(), 'Free'))!
    await grantPackage(db(), owner, free.id, { days: 60, startsAt: new Date(today - DAY), ru: 7 })
    expect((await ruForecast(db(), owner, noon)).lapsesAt).toBe(new Date(today + 39 * DAY).toISOString())
    await grantPackage(db(), owner, pro.id, { days: null, startsAt: new Date(today - DAY), ru: 5 })
    expect((await ruForecast(db(), owner, noon)).lapsesAt).toBeNull()
  })

  it('answers over the RPC with the RU left the wallet overview shows, for the account and its team apart', async () => {
    const { account, owner, key } = await spender('rpc', 20_000)
    await spend(owner, key, Date.now() - DAY, 700)
    const forecast = await ok(account, 'hub_reportRuForecast', {})
    const overview = await ok(account, 'hub_getUserWalletOverview', {})
    expect(forecast.ruLeft).toBe(overview.ruBalance)
    expect(forecast.ruLeft).toBe(20_000)
    expect(forecast.dailyRate).toBeGreaterThan(700 / 8)
    expect(forecast.dailyRate).toBeLessThanOrEqual(700 / 7)
    expect(forecast.daysLeft).toBeCloseTo(20_000 / forecast.dailyRate, 9)
    expect(Date.parse(forecast.runsOutAt) - Date.parse(forecast.asOf)).toBeCloseTo(forecast.daysLeft * DAY, -1)

    // The team has no package: its RU left are the due free allowance, as its overview says.
    const { teamId } = await ok(account, 'hub_createTeam', { name: 'Forecast team' })
    const team = { 'team-id': String(teamId) }
    const teamForecast = await ok(account, 'hub_reportRuForecast', {}, team)
    expect(teamForecast.ruLeft).toBe((await ok(account, 'hub_getUserWalletOverview', {}, team)).ruBalance)
    expect(teamForecast.ruLeft).toBeGreaterThan(0)
    expect(teamForecast).toMatchObject({ dailyRate: 0, daysLeft: null, runsOutAt: null })
  })
})
