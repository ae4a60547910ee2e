/**
 * The money series: what the account (or its team) paid for packages and had credited, per bucket,
 * as exact decimal strings.
 */
import { describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { createTestServer } from '../../test-support/test-server'
import { buy, deposit } from '../billing/billing-test-kit'
import { skuByName } from '../packages/packages.queries'
import { centsToDecimal } from './money-series'

const HOUR = 3_600_000
const DAY = 86_400_000
const at = (ms: number) => new Date(ms).toISOString()

describe('centsToDecimal', () => {
  it('writes cents as a decimal string with two places', () => {
    expect(centsToDecimal(0n)).toBe('0.00')
    expect(centsToDecimal(5n)).toBe('0.05')
    expect(centsToDecimal(1250n)).toBe('12.50')
    expect(centsToDecimal(-5n)).toBe('-0.05')
    expect(centsToDecimal(123456789012345678n)).toBe('1234567890123456.78')
  })
})

describe.each(testEngines())('money series on %s', (engine) => {
  const server = suiteServer(() => createTestServer(engine))
  const { ok } = rpcAsAccount(server)
  const db = () => server().database.kysely
  const today = Math.floor(Date.now() / DAY) * DAY
  const span = { from: at(today - DAY), to: at(today + DAY) }

  it('sums credited deposits per day without a float, and leaves out pending ones and the team’s', async () => {
    const erin = await signedInAccount(server(), 'erin')
    const owner = { userId: erin.userId }
    await deposit(server(), owner, '0.10')
    await deposit(server(), owner, '0.20')
    await deposit(server(), owner, '0.05')
    // The first deposit was credited yesterday at noon.
    const [first] = await db()
      .selectFrom('deposits as d')
      .innerJoin('wallets as w', 'w.id', 'd.wallet_id')
      .select('d.id')
      .where('w.user_id', '=', erin.userId)
      .where('d.usd_amount', '=', '0.10')
      .execute()
    await db()
      .updateTable('deposits')
      .set({ completed_at: new Date(today - 12 * HOUR) })
      .where('id', '=', first!.id)
      .execute()
    // Not credited: not in the series.
    const wallet = await db()
      .selectFrom('wallets')
      .select('id')
      .where('user_id', '=', erin.userId)
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('deposits')
      .values({ wallet_id: wallet.id, payment_method: 'stripe', status: 'pending', usd_amount: '500.00' })
      .execute()
    const { teamId } = await ok(erin, 'hub_createTeam', { name: 'Money team' })
    await deposit(server(), { teamId }, '9.99')

    expect(await ok(erin, 'hub_reportUserDeposit', span)).toEqual({
      interval: 'day',
      currency: 'USD',
      points: [
        { time: at(today - DAY), amount: '0.10' },
        { time: at(today), amount: '0.25' },
      ],
      total: '0.35',
    })
    expect(await ok(erin, 'hub_reportUserDeposit', span, { 'team-id': String(teamId) })).toMatchObject({
      points: [
        { time: at(today - DAY), amount: '0.00' },
        { time: at(today), amount: '9.99' },
      ],
      total: '9.99',
    })
    // In +08:00, yesterday 12:00Z is already 20:00 there; the hours follow the offset.
    const hourly = await ok(erin, 'hub_reportUserDeposit', {
      from: `${at(today - 13 * HOUR + 8 * HOUR).slice(0, 19)}+08:00`,
      to: `${at(today - 10 * HOUR + 8 * HOUR).slice(0, 19)}+08:00`,
      interval: 'hour',
    })
    expect(hourly.points).toEqual([
      { time: at(today - 13 * HOUR), amount: '0.00' },
      { time: at(today - 12 * HOUR), amount: '0.10' },
      { time: at(today - 11 * HOUR), amount: '0.00' },
    ])
  })

  it('sums what packages cost, for the account or the team that bought them', async () => {
    const fay = await signedInAccount(server(), 'fay')
    const growth = (await skuByName(db(), 'Growth'))!
    await buy(server(), { userId: fay.userId }, 'Growth', 'card')
    await buy(server(), { userId: fay.userId }, 'Growth', 'card')
    const { teamId } = await ok(fay, 'hub_createTeam', { name: 'Buying team' })
    await buy(server(), { teamId }, 'Growth', 'card')
    const twice = ((Number(growth.price) * 200) / 100).toFixed(2)
    expect(await ok(fay, 'hub_reportUserPurchase', span)).toEqual({
      interval: 'day',
      currency: 'USD',
      points: [
        { time: at(today - DAY), amount: '0.00' },
        { time: at(today), amount: twice },
      ],
      total: twice,
    })
    expect(
      await ok(fay, 'hub_reportUserPurchase', { ...span, interval: 'month' }, { 'team-id': String(teamId) }),
    ).toMatchObject({ total: growth.price })
  })
})
