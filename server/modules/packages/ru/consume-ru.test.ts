import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount, rpcAsAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../../test-support/test-server'
import { credit, walletIdOf } from '../../wallet/ledger'
import { grantPackage, skuByName, type PackageOwner } from '../packages.queries'
import { consumeRu } from './consume-ru'
import { methodUnits, ruCost } from './ru-cost'

describe('ruCost, the one cost table', () => {
  it('charges archive-mode calls 30 % more, rounded up to whole RU', () => {
    expect(ruCost(100)).toBe(100)
    expect(ruCost(100, { archive: true })).toBe(130)
    expect(ruCost(10, { archive: true })).toBe(13)
    expect(ruCost(1, { archive: true })).toBe(2)
    expect(ruCost(2.2)).toBe(3)
    expect(() => ruCost(-1)).toThrow(RangeError)
  })

  it('weighs each method: the listed ones, every debug_/trace_ method, 20 for the rest', () => {
    expect(
      [
        'eth_chainId',
        'net_version',
        'eth_blockNumber',
        'eth_getTransactionReceipt',
        'eth_getBalance',
        'eth_call',
        'eth_getLogs',
        'eth_sendRawTransaction',
        'debug_traceTransaction',
        'trace_block',
        'eth_getCode',
        'constructor',
        'toString',
      ].map(methodUnits),
    ).toEqual([1, 1, 10, 15, 19, 26, 75, 250, 170, 170, 20, 20, 20])
    expect(ruCost(methodUnits('eth_getLogs'), { archive: true })).toBe(98) // ⌈75 × 1.3⌉
  })
})

describe.each(testEngines())('consumeRu on %s', (engine) => {
  let server: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine, { renewals: { intervalMs: null } })
  })
  afterAll(async () => {
    await server?.close()
  })

  const db = () => server.database.kysely
  const DAY = 86_400_000
  const sku = async (name: string) => (await skuByName(db(), name))!
  const grant = async (owner: PackageOwner, name: string, days: number | null, ru: number) =>
    (await grantPackage(db(), owner, (await sku(name)).id, { days, ru })).grantId
  const used = async (grantId: number) =>
    Number(
      (await db().selectFrom('package_grants').select('ru_used').where('id', '=', grantId).executeTakeFirstOrThrow())
        .ru_used,
    )
  const notices = async (owner: { userId: number }, type: string) =>
    db()
      .selectFrom('notices')
      .select(['type', 'expand'])
      .where('user_id', '=', owner.userId)
      .where('type', '=', type)
      .execute()
  const ownerOf = async (name: string) => ({ userId: (await signedInAccount(server, name)).userId })

  it('draws from the grant that expires soonest first, never-expiring Pay As You Go last', async () => {
    const owner = await ownerOf('ru-order')
    const payg = await grant(owner, 'Pay As You Go', null, 1000)
    const late = await grant(owner, 'Pro', 60, 1000)
    const soon = await grant(owner, 'Growth', 10, 1000)

    const first = await consumeRu(db(), owner, 700)
    expect(first).toMatchObject({ cost: 700, drawn: 700, dropped: 0, ruLeft: 2300 })
    expect([await used(soon), await used(late), await used(payg)]).toEqual([700, 0, 0])

    await consumeRu(db(), owner, 800)
    expect([await used(soon), await used(late), await used(payg)]).toEqual([1000, 500, 0])

    const archive = await consumeRu(db(), owner, 1000, { archive: true })
    expect(archive).toMatchObject({ cost: 1300, drawn: 1300, ruLeft: 200 })
    expect([await used(soon), await used(late), await used(payg)]).toEqual([1000, 1000, 800])
    const wallet = await db()
      .selectFrom('wallets')
      .select('ru_balance')
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow()
    expect(Number(wallet.ru_balance)).toBe(200)

    // Past every grant (mode none): the rest is dropped and the owner is out of RU.
    expect(await consumeRu(db(), owner, 500)).toMatchObject({ drawn: 200, dropped: 300, ruLeft: 0, charged: null })
  })

  it('sends ru_pkg_running_out once per grant at 10 % left, and low_ru once per crossing', async () => {
    const owner = await ownerOf('ru-notices')
    await grant(owner, 'Growth', 30, 1000)
    await consumeRu(db(), owner, 850)
    expect(await notices(owner, 'ru_pkg_running_out')).toHaveLength(0)
    expect(await notices(owner, 'low_ru')).toHaveLength(0)

    await consumeRu(db(), owner, 60) // 90 left: under 10 %
    const runningOut = await notices(owner, 'ru_pkg_running_out')
    expect(runningOut).toHaveLength(1)
    expect(runningOut[0]!.expand).toMatchObject({ skuName: 'Growth' })
    expect(await notices(owner, 'low_ru')).toEqual([expect.objectContaining({ expand: { amount: '90' } })])

    await consumeRu(db(), owner, 10)
    await consumeRu(db(), owner, 10)
    expect(await notices(owner, 'ru_pkg_running_out')).toHaveLength(1)
    expect(await notices(owner, 'low_ru')).toHaveLength(1)

    // A new package lifts the owner above the line; falling under it again is a new crossing.
    await grant(owner, 'Growth', 30, 1000)
    await consumeRu(db(), owner, 1000)
    expect(await notices(owner, 'low_ru')).toHaveLength(2)
    expect(await notices(owner, 'ru_pkg_running_out')).toHaveLength(2)
  })

  it('never over-draws a grant under concurrent draws', async () => {
    const owner = await ownerOf('ru-race')
    const only = await grant(owner, 'Growth', 30, 1000)
    const draws = await Promise.all(Array.from({ length: 20 }, () => consumeRu(db(), owner, 100)))
    expect(draws.reduce((sum, draw) => sum + draw.drawn, 0)).toBe(1000)
    expect(draws.reduce((sum, draw) => sum + draw.dropped, 0)).toBe(1000)
    expect(await used(only)).toBe(1000)
    expect(await notices(owner, 'ru_pkg_running_out')).toHaveLength(1)
  })

  it('grants this month’s free allowance to an owner without a paid package, once a month', async () => {
    const owner = await ownerOf('ru-free')
    const now = new Date()
    const draw = await consumeRu(db(), owner, 1000, { at: now })
    expect(draw).toMatchObject({ drawn: 1000, ruLeft: 20_000_000 - 1000 })
    const purchases = await db()
      .selectFrom('purchases')
      .select(['reason', 'payment_channel', 'amount', 'ru'])
      .where('user_id', '=', owner.userId)
      .execute()
    expect(purchases.map((row) => ({ ...row, ru: Number(row.ru) }))).toEqual([
      { reason: 'free_monthly', payment_channel: 'wallet', amount: '0.00', ru: 20_000_000 },
    ])
    // Nothing was paid: no statement line.
    expect(
      await db()
        .selectFrom('bills')
        .select('id')
        .where('wallet_id', '=', await walletIdOf(db(), owner))
        .execute(),
    ).toEqual([])
    expect(await notices(owner, 'monthly_gift')).toHaveLength(1)

    // Used up, the month's allowance is not granted again this month…
    await consumeRu(db(), owner, 20_000_000, { at: now })
    expect(await consumeRu(db(), owner, 10, { at: now })).toMatchObject({ dropped: 10, ruLeft: 0 })
    // …but is next month.
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2))
    expect(await consumeRu(db(), owner, 10, { at: nextMonth })).toMatchObject({ drawn: 10, dropped: 0 })
    expect(await notices(owner, 'monthly_gift')).toHaveLength(2)
  })

  it('grants the free allowance beside Pay As You Go top-ups and draws it first', async () => {
    const owner = await ownerOf('ru-free-payg')
    const topUp = await grant(owner, 'Pay As You Go', null, 1000)
    expect(await consumeRu(db(), owner, 500)).toMatchObject({ drawn: 500, ruLeft: 20_000_000 + 500 })
    expect(await used(topUp)).toBe(0)
    expect(await notices(owner, 'monthly_gift')).toHaveLength(1)
  })

  it('gives no free allowance beside a live paid package that is used up', async () => {
    const owner = await ownerOf('ru-paid-empty')
    await grant(owner, 'Growth', 30, 100)
    expect(await consumeRu(db(), owner, 150)).toMatchObject({ drawn: 100, dropped: 50 })
    expect(await notices(owner, 'monthly_gift')).toHaveLength(0)
  })

  it('in payg mode buys top-ups from the wallet, then charges what is left into arrears', async () => {
    const owner = await ownerOf('ru-payg')
    const walletId = await walletIdOf(db(), owner)
    await db()
      .updateTable('wallets')
      .set({ auto_renew_mode: 'payg', auto_renew: true })
      .where('id', '=', walletId)
      .execute()
    await credit(db(), walletId, { kind: 'gift', amount: '15.00' })
    await grant(owner, 'Growth', 30, 100)

    const first = await consumeRu(db(), owner, 5_000_100)
    expect(first).toMatchObject({ drawn: 5_000_100, toppedUp: 1, charged: null, dropped: 0, ruLeft: 5_000_000 })
    const topUp = await db()
      .selectFrom('purchases')
      .select(['reason', 'payment_channel', 'amount'])
      .where('user_id', '=', owner.userId)
      .execute()
    expect(topUp).toEqual([{ reason: 'renewal', payment_channel: 'wallet', amount: '10.00' }])
    expect(await notices(owner, 'auto_renew_success')).toHaveLength(1)

    // $5 left: no whole top-up; 10M more RU at $1 per 1M = $10, $5 from the balance and $5 owed.
    const second = await consumeRu(db(), owner, 15_000_000)
    expect(second).toMatchObject({ toppedUp: 0, charged: '10.00', dropped: 0, ruLeft: 0 })
    const wallet = await db()
      .selectFrom('wallets')
      .select(['amount', 'arrears'])
      .where('id', '=', walletId)
      .executeTakeFirstOrThrow()
    expect(wallet).toEqual({ amount: '0.00', arrears: '5.00' })
    expect(await notices(owner, 'auto_scaling_failed')).toHaveLength(1)
  })

  it('dev_consumeRu draws as metering does; hub_getViewUsedInfo lists the packages, active first', async () => {
    const account = await signedInAccount(server, 'ru-used-info')
    const owner = { userId: account.userId }
    const other = await signedInAccount(server, 'ru-used-other')
    const walletId = await walletIdOf(db(), owner)
    const { completePurchase } = await import('../purchases/purchase-core')
    const buy = async (name: string, startsAt?: Date) =>
      completePurchase(db(), {
        owner,
        walletId,
        sku: await sku(name),
        channel: 'wallet',
        amount: '0.00',
        autoRenew: false,
        reason: 'gift',
        startsAt,
      })
    const growth = await buy('Growth')
    const payg = await buy('Pay As You Go')
    const queued = await buy('Pro', new Date(Date.now() + 5 * DAY))
    const ended = await buy('Growth', new Date(Date.now() - 40 * DAY))

    const drew = await postRpc(server.app, {
      method: 'dev_consumeRu',
      params: { email: account.email, ru: 250_000_000 },
    })
    expect(drew.body.result).toMatchObject({ cost: 250_000_000, drawn: 250_000_000, dropped: 0 })
    const usedUp = await postRpc(server.app, {
      method: 'dev_consumeRu',
      params: { email: account.email, ru: 10, archive: true },
    })
    expect(usedUp.body.result).toMatchObject({ cost: 13, drawn: 13 })

    const page = await ok(account, 'hub_getViewUsedInfo', { page: 1, perPage: 10 })
    expect(page.total).toBe(4)
    expect(
      page.list.map((row: { purchaseId: number; status: string; ruUsed: number }) => [
        row.purchaseId,
        row.status,
        row.ruUsed,
      ]),
    ).toEqual([
      [payg.id, 'active', 13],
      [queued.id, 'queued', 0],
      [growth.id, 'used_up', 250_000_000],
      [ended.id, 'expired', 0],
    ])
    const paged = await ok(account, 'hub_getViewUsedInfo', { page: 2, perPage: 3, packageType: 'all' })
    expect(paged).toMatchObject({
      total: 4,
      page: 2,
      perPage: 3,
      list: [expect.objectContaining({ purchaseId: ended.id })],
    })
    const standard = await ok(account, 'hub_getViewUsedInfo', { page: 1, perPage: 10, packageType: 'standard' })
    expect(standard.list.map((row: { purchaseId: number }) => row.purchaseId)).toEqual([queued.id, growth.id, ended.id])
    expect(await ok(other, 'hub_getViewUsedInfo', { page: 1, perPage: 10 })).toMatchObject({ total: 0, list: [] })
  })
})
