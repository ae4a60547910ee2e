/**
 * The ledger's promises, on PGlite and PostgreSQL: the wallet row is always the sum of its
 * ledger rows whatever happens to it (property-based), arrears are settled first, a spend never
 * overdraws even when 20 arrive at once, and a deposit is credited exactly once.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer } from '../../test-support/test-server'
import { chargeUsage, credit, creditDeposit, ledgerSums, spend, walletIdOf } from './ledger'

/** Cents as a decimal string: 1234 → "12.34". */
const usd = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** One movement of a random history. */
type Movement =
  | { op: 'credit'; kind: 'deposit' | 'gift' | 'refund'; cents: number }
  | { op: 'spend'; cents: number }
  | { op: 'usage'; cents: number }

const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({
    op: fc.constant('credit' as const),
    kind: fc.constantFrom('deposit' as const, 'gift' as const, 'refund' as const),
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ op: fc.constant('spend' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ op: fc.constant('usage' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
)

describe.each(testEngines())('the ledger on %s', (engine) => {
  let server: TestServer
  const db = () => server.database.kysely

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  async function wallet(): Promise<{ id: number; amount: string; arrears: string }> {
    const account = await signedInAccount(server)
    return { id: await walletIdOf(db(), { userId: account.userId }), amount: '0.00', arrears: '0.00' }
  }

  async function walletRow(id: number) {
    return db()
      .selectFrom('wallets')
      .select((eb) => [
        eb.cast<string>('amount', 'text').as('amount'),
        eb.cast<string>('arrears', 'text').as('arrears'),
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  }

  it('always sums to the balance and the arrears, and matches a model in whole cents', async () => {
    const { id } = await wallet()
    // The model continues from wherever the previous run left the wallet.
    let model = { amount: 0, arrears: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 12 }), async (history) => {
        for (const step of history) {
          if (step.op === 'credit') {
            await credit(db(), id, { kind: step.kind, amount: usd(step.cents) })
            const settled = Math.min(model.arrears, step.cents)
            model = { amount: model.amount + step.cents - settled, arrears: model.arrears - settled }
          } else if (step.op === 'usage') {
            await chargeUsage(db(), id, { amount: usd(step.cents) })
            const taken = Math.min(model.amount, step.cents)
            model = { amount: model.amount - taken, arrears: model.arrears + step.cents - taken }
          } else {
            const refused = await spend(db(), id, { amount: usd(step.cents) }).then(
              () => false,
              () => true,
            )
            expect(refused).toBe(step.cents > model.amount)
            if (!refused) model = { ...model, amount: model.amount - step.cents }
          }
        }
        const row = await walletRow(id)
        expect(await ledgerSums(db(), id)).toEqual(row)
        expect(row).toEqual({ amount: usd(model.amount), arrears: usd(model.arrears) })
      }),
      { numRuns: 30 },
    )
  })

  it('settles arrears first from the next deposit, as a row of its own', async () => {
    const { id } = await wallet()
    await credit(db(), id, { kind: 'gift', amount: '10.00' })
    expect(await chargeUsage(db(), id, { amount: '30.00' })).toEqual({ amount: '0.00', arrears: '20.00' })
    expect(await credit(db(), id, { kind: 'deposit', amount: '50.00' })).toEqual({ amount: '30.00', arrears: '0.00' })
    const kinds = await db()
      .selectFrom('wallet_ledger')
      .select([
        'kind',
        (eb) => eb.cast<string>('balance_delta', 'text').as('balance'),
        (eb) => eb.cast<string>('arrears_delta', 'text').as('arrears'),
      ])
      .where('wallet_id', '=', id)
      .orderBy('id')
      .execute()
    expect(kinds).toEqual([
      { kind: 'gift', balance: '10.00', arrears: '0.00' },
      { kind: 'usage', balance: '-10.00', arrears: '20.00' },
      { kind: 'deposit', balance: '50.00', arrears: '0.00' },
      { kind: 'arrears_settlement', balance: '-20.00', arrears: '-20.00' },
    ])
  })

  it('lets exactly 5 of 20 parallel spends through a balance that covers 5', async () => {
    const { id } = await wallet()
    await credit(db(), id, { kind: 'deposit', amount: '50.00' })
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => spend(db(), id, { amount: '10.00', reference: `spend-${n}` })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    const row = await walletRow(id)
    expect(row).toEqual({ amount: '0.00', arrears: '0.00' })
    expect(await ledgerSums(db(), id)).toEqual(row)
    for (const refused of results.filter((result) => result.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 10422 })
    }
  })

  it('credits a deposit once, however often it is asked to', async () => {
    const { id } = await wallet()
    const { id: depositId } = await db()
      .insertInto('deposits')
      .values({
        wallet_id: id,
        payment_method: 'cobo',
        status: 'confirming',
        usd_amount: '25.00',
        coin: 'USDT',
        coin_amount: '25',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const outcomes = await Promise.all([1, 2, 3].map(() => creditDeposit(db(), Number(depositId))))
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    expect(await creditDeposit(db(), Number(depositId))).toBe(false)
    expect(await walletRow(id)).toEqual({ amount: '25.00', arrears: '0.00' })
  })

  it('tells the owner once when a spend takes the balance under the threshold', async () => {
    const account = await signedInAccount(server)
    const id = await walletIdOf(db(), { userId: account.userId })
    await credit(db(), id, { kind: 'deposit', amount: '15.00' })
    await spend(db(), id, { amount: '4.00' })
    await spend(db(), id, { amount: '2.00' })
    await spend(db(), id, { amount: '1.00' })
    const notices = await db()
      .selectFrom('notices')
      .select(['type', 'expand'])
      .where('user_id', '=', account.userId)
      .where('type', '=', 'low_balance')
      .execute()
    expect(notices).toEqual([{ type: 'low_balance', expand: { amount: '9.00' } }])
  })
})
