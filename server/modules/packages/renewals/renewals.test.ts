import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { twoInstanceSuite } from '../../../test-support/two-instances'
import { CARDS, SANDBOX_SECRET, saveCard } from '../../wallet/cards/card-test-kit'
import { credit, walletIdOf } from '../../wallet/ledger'
import { skuByName, type PackageOwner } from '../packages.queries'
import { completePurchase } from '../purchases/purchase-core'

const MINUTE = 60_000

/**
 * Two server instances on one database, each with its own auto-renew job, driven by the test's
 * clock (`renewals: { intervalMs: null }`). On PostgreSQL each has its own pool, so their runs
 * really race for the same rows; PGlite is one connection shared by both.
 */
describe.each(testEngines())('auto-renew with two instances on one %s database', (engine) => {
  const instances = twoInstanceSuite(engine, {
    renewals: { intervalMs: null },
    cards: { processor: 'sandbox', webhookSecret: SANDBOX_SECRET },
  })

  const db = () => instances.database.kysely
  const server = () => instances.serverA
  /** Both instances run their job at `now`, twice each, at the same time. */
  const bothRun = (now: Date) => {
    const { a, b } = instances
    return Promise.all([
      a.renewals.runOnce(now),
      b.renewals.runOnce(now),
      b.renewals.runOnce(now),
      a.renewals.runOnce(now),
    ])
  }

  /** An account whose wallet holds `balance` and that bought Growth with auto-renew on (mode `package`). */
  async function renewingAccount(name: string, balance: string) {
    const account = await signedInAccount(server(), name)
    const owner: PackageOwner = { userId: account.userId }
    const walletId = await walletIdOf(db(), owner)
    await credit(db(), walletId, { kind: 'gift', amount: balance })
    const sku = (await skuByName(db(), 'Growth'))!
    const bought = await completePurchase(db(), {
      owner,
      walletId,
      sku,
      channel: 'wallet',
      autoRenew: true,
      reason: 'buy',
    })
    await db()
      .updateTable('wallets')
      .set({ auto_renew_mode: 'package', auto_renew: true })
      .where('id', '=', walletId)
      .execute()
    return { account, owner, walletId, bought }
  }
  const renewalsOf = (purchaseId: number) =>
    db()
      .selectFrom('purchases')
      .select(['id', 'reason', 'payment_channel', 'amount', 'starts_at', 'expires_at', 'renewal_failed_at'])
      .where('renewal_of', '=', purchaseId)
      .execute()
  /** The package notices the owner got, in order (the wallet's own `low_balance` left out). */
  const noticeTypes = async (owner: { userId: number }) =>
    (
      await db()
        .selectFrom('notices')
        .select('type')
        .where('user_id', '=', owner.userId)
        .where('type', '<>', 'low_balance')
        .orderBy('id')
        .execute()
    ).map((row) => row.type)
  const wallet = (walletId: number) =>
    db()
      .selectFrom('wallets')
      .select(['amount', 'auto_renew_mode', 'auto_renew'])
      .where('id', '=', walletId)
      .executeTakeFirstOrThrow()

  it('renews exactly once per period, then fails with a short wallet, switches auto-renew off and tells the end', async () => {
    const { owner, walletId, bought } = await renewingAccount('renew-twice', '100.00')
    const periodEnd = new Date(bought.expiresAt!)

    // Nothing is due a day before the end.
    expect((await bothRun(new Date(periodEnd.getTime() - 24 * 60 * MINUTE))).flatMap((run) => run.renewals)).toEqual([])

    // Half an hour before the end: bought once, queued to start when the period ends.
    const runs = await bothRun(new Date(periodEnd.getTime() - 30 * MINUTE))
    expect(runs.flatMap((run) => run.renewals)).toEqual(['renewed_by_wallet'])
    const [renewal, ...more] = await renewalsOf(bought.id)
    expect(more).toEqual([])
    expect(renewal).toMatchObject({ reason: 'renewal', payment_channel: 'wallet', amount: '49.00' })
    expect(new Date(renewal!.starts_at).getTime()).toBe(periodEnd.getTime())
    expect(await wallet(walletId)).toMatchObject({ amount: '2.00', auto_renew_mode: 'package' })
    // A restart (or a later run) does not renew the same period again.
    expect((await bothRun(new Date(periodEnd.getTime() + MINUTE))).flatMap((run) => run.renewals)).toEqual([])
    expect(await renewalsOf(bought.id)).toHaveLength(1)
    // The first grant ended, but its renewal took over: no `expired`.
    expect(await noticeTypes(owner)).toEqual(['buy_package', 'auto_renew_success'])

    // The next period: $2 left and no card. It fails once, and auto-renew goes off.
    const secondEnd = new Date(renewal!.expires_at!)
    const failed = await bothRun(new Date(secondEnd.getTime() - 30 * MINUTE))
    expect(failed.flatMap((run) => run.renewals)).toEqual(['failed_wallet_short'])
    expect(await renewalsOf(Number(renewal!.id))).toEqual([])
    const marked = await db()
      .selectFrom('purchases')
      .select('renewal_failed_at')
      .where('id', '=', renewal!.id)
      .executeTakeFirstOrThrow()
    expect(marked.renewal_failed_at).not.toBeNull()
    expect(await wallet(walletId)).toMatchObject({ amount: '2.00', auto_renew_mode: 'none', auto_renew: false })

    // Its end is told once, whichever instance gets there.
    const ended = await bothRun(new Date(secondEnd.getTime() + MINUTE))
    expect(ended.reduce((sum, run) => sum + run.expired, 0)).toBe(1)
    expect(await noticeTypes(owner)).toEqual([
      'buy_package',
      'auto_renew_success',
      'auto_renew_off',
      'auto_scaling_failed',
      'expired',
    ])
  })

  it('pays with the default card when the wallet is short, and switches off when the card is refused', async () => {
    const paid = await renewingAccount('renew-card', '49.00')
    await saveCard(server(), paid.account, CARDS.succeeds)
    const first = await bothRun(new Date(new Date(paid.bought.expiresAt!).getTime() - 30 * MINUTE))
    expect(first.flatMap((run) => run.renewals)).toEqual(['renewed_by_card'])
    expect(await renewalsOf(paid.bought.id)).toEqual([
      expect.objectContaining({ payment_channel: 'card', amount: '49.00' }),
    ])
    const order = await db()
      .selectFrom('payment_orders')
      .select(['kind', 'status'])
      .where('wallet_id', '=', paid.walletId)
      .where('kind', '=', 'package')
      .execute()
    expect(order).toEqual([{ kind: 'package', status: 'paid' }])

    const refused = await renewingAccount('renew-declined', '49.00')
    await saveCard(server(), refused.account, CARDS.declined)
    const second = await bothRun(new Date(new Date(refused.bought.expiresAt!).getTime() - 30 * MINUTE))
    expect(second.flatMap((run) => run.renewals)).toEqual(['failed_card'])
    expect(await renewalsOf(refused.bought.id)).toEqual([])
    expect(await wallet(refused.walletId)).toMatchObject({ auto_renew_mode: 'none' })
    expect((await noticeTypes(refused.owner)).slice(-2)).toEqual(['auto_renew_off', 'card_auto_scaling_failed'])
  })
})
