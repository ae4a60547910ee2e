/**
 * The ledger: every movement of money is a `wallet_ledger` row, written in the same transaction
 * as the change it makes to `wallets.amount` and `wallets.arrears`, so the wallet row is always
 * the sum of its ledger (the property tests in ledger.test.ts check it). Amounts stay decimal
 * strings and all arithmetic happens in SQL `numeric`: no float ever holds money.
 *
 * Concurrency: a spend is one conditional `UPDATE … WHERE amount >= x`. PostgreSQL locks the row
 * and re-checks the condition after a concurrent spend commits, so two spends can never overdraw
 * (20 parallel spends against a balance for 5 leave exactly 5 paid); PGlite has one connection
 * and runs them one after the other.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DecimalString } from '../../../contract/index'
import { inTransaction } from '../../db/transaction'
import type { DB, WalletLedgerTable } from '../../db/schema'
import { businessRule } from '../../rpc/errors'
import { writeBill } from '../billing/bills'
import { notify, type NoticeTarget, type NotifyOptions } from '../notices/notify'
import { createWallet, type WalletOwner } from './wallet.queries'

/** The balance and arrears of a wallet after a movement. */
export interface Balance {
  amount: DecimalString
  arrears: DecimalString
}

/** What money comes in as. */
export type CreditKind = Extract<WalletLedgerTable['kind'], 'deposit' | 'refund' | 'gift'>

/** The wallet id of `owner`, creating the wallet at zero when it has none. */
export async function walletIdOf(db: Kysely<DB>, owner: WalletOwner): Promise<number> {
  const find = () =>
    db
      .selectFrom('wallets')
      .select('id')
      .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
      .executeTakeFirst()
  const found = (await find()) ?? (await createWallet(db, owner), await find())
  if (!found) throw new Error('the wallet could not be created')
  return Number(found.id)
}

/** Who a wallet's notices go to: its user, or every member of its team. */
export async function ownerOfWallet(db: Kysely<DB>, walletId: number): Promise<NoticeTarget> {
  const row = await db
    .selectFrom('wallets')
    .select(['user_id', 'team_id'])
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow()
  return row.user_id !== null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) }
}

/**
 * Puts `amount` into the wallet. Arrears are settled first: the part of the credit that covers
 * them is a second row (`arrears_settlement`) that takes it from the balance and the arrears.
 */
export async function credit(
  db: Kysely<DB>,
  walletId: number,
  entry: { kind: CreditKind; amount: DecimalString; depositId?: number; reference?: string },
): Promise<Balance> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<Balance & { settled: string }>`
      with old as (select arrears from wallets where id = ${walletId} for update)
      update wallets w
         set amount = w.amount + ${entry.amount}::numeric - least(old.arrears, ${entry.amount}::numeric),
             arrears = w.arrears - least(old.arrears, ${entry.amount}::numeric),
             updated_at = now()
        from old
       where w.id = ${walletId}
   returning w.amount::text as amount, w.arrears::text as arrears,
             least(old.arrears, ${entry.amount}::numeric)::text as settled`.execute(trx)
    const row = rows[0]
    if (!row) throw new Error(`no wallet ${walletId}`)
    await record(trx, walletId, { ...entry, balance: entry.amount })
    if (Number(row.settled) > 0) {
      await record(trx, walletId, {
        ...entry,
        kind: 'arrears_settlement',
        balance: `-${row.settled}`,
        arrears: `-${row.settled}`,
      })
    }
    return { amount: row.amount, arrears: row.arrears }
  })
}

/**
 * Takes `amount` from the balance, or refuses (10422) and changes nothing when the balance does
 * not cover it. Falling under the wallet's low-balance threshold sends a `low_balance` notice.
 */
export async function spend(
  db: Kysely<DB>,
  walletId: number,
  entry: { amount: DecimalString; reference?: string },
): Promise<Balance> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('wallets')
      .set({ amount: sql`amount - ${entry.amount}::numeric`, updated_at: sql`now()` })
      .where('id', '=', walletId)
      .where('amount', '>=', sql<string>`${entry.amount}::numeric`)
      .returning([
        sql<string>`amount::text`.as('amount'),
        sql<string>`arrears::text`.as('arrears'),
        sql<boolean>`(amount + ${entry.amount}::numeric >= low_balance_threshold and amount < low_balance_threshold)`.as(
          'crossed',
        ),
      ])
      .executeTakeFirst()
    if (!row) throw insufficientBalance()
    await record(trx, walletId, { kind: 'purchase', balance: `-${entry.amount}`, reference: entry.reference })
    return afterSpending(trx, walletId, row)
  })
}

/**
 * Charges metered usage: what the balance covers comes from it, the rest becomes arrears that
 * the next deposit settles first. Never refused: the calls were already served. Falling under
 * the low-balance threshold tells the owner, as a spend does.
 */
export async function chargeUsage(
  db: Kysely<DB>,
  walletId: number,
  entry: { amount: DecimalString; reference?: string },
): Promise<Balance> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<Balance & { taken: string; owed: string; crossed: boolean }>`
      with old as (select amount from wallets where id = ${walletId} for update)
      update wallets w
         set amount = w.amount - least(old.amount, ${entry.amount}::numeric),
             arrears = w.arrears + ${entry.amount}::numeric - least(old.amount, ${entry.amount}::numeric),
             updated_at = now()
        from old
       where w.id = ${walletId}
   returning w.amount::text as amount, w.arrears::text as arrears,
             least(old.amount, ${entry.amount}::numeric)::text as taken,
             (${entry.amount}::numeric - least(old.amount, ${entry.amount}::numeric))::text as owed,
             (old.amount >= w.low_balance_threshold and w.amount < w.low_balance_threshold) as crossed`.execute(trx)
    const row = rows[0]
    if (!row) throw new Error(`no wallet ${walletId}`)
    await record(trx, walletId, {
      kind: 'usage',
      balance: `-${row.taken}`,
      arrears: row.owed,
      reference: entry.reference,
    })
    return afterSpending(trx, walletId, row)
  })
}

/** Writes one movement's row; the caller changed the wallet by the same deltas in this transaction. */
async function record(
  trx: Kysely<DB>,
  walletId: number,
  row: {
    kind: WalletLedgerTable['kind']
    balance: DecimalString
    arrears?: DecimalString
    depositId?: number
    reference?: string
  },
): Promise<void> {
  await trx
    .insertInto('wallet_ledger')
    .values({
      wallet_id: walletId,
      kind: row.kind,
      balance_delta: row.balance,
      arrears_delta: row.arrears ?? '0',
      deposit_id: row.depositId ?? null,
      reference: row.reference ?? null,
    })
    .execute()
}

/** Tells the owner when money going out took the balance under its threshold; answers the balance. */
async function afterSpending(trx: Kysely<DB>, walletId: number, row: Balance & { crossed: boolean }): Promise<Balance> {
  if (row.crossed) await notify(trx, await ownerOfWallet(trx, walletId), 'low_balance', { amount: row.amount })
  return { amount: row.amount, arrears: row.arrears }
}

/** The refusal of a spend the balance does not cover. */
export function insufficientBalance() {
  return businessRule(
    'Your balance does not cover this payment. Deposit first, or pay by card.',
    '余额不足以支付此笔款项。请先充值，或使用银行卡支付。',
  )
}

/**
 * Credits a deposit row exactly once: the status moves to `succeeded` and the ledger row is
 * written in one transaction, and only the call that moved the status credits. A second call
 * (a re-scan, a webhook delivered twice, a restart) finds it succeeded and returns false.
 * Tells the owner with a `deposit` notice in the same transaction (`notice`: how it is sent).
 */
export async function creditDeposit(db: Kysely<DB>, depositId: number, notice: NotifyOptions = {}): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('deposits')
      .set({ status: 'succeeded', completed_at: sql`now()` })
      .where('id', '=', depositId)
      .where('status', '!=', 'succeeded')
      .returning([
        'wallet_id',
        'coin',
        sql<string | null>`coin_amount::text`.as('coin_amount'),
        sql<string>`usd_amount::text`.as('usd_amount'),
        'order_id',
        'completed_at',
      ])
      .executeTakeFirst()
    if (!row) return false
    const walletId = Number(row.wallet_id)
    await credit(trx, walletId, {
      kind: 'deposit',
      amount: row.usd_amount,
      depositId,
      reference: row.order_id ?? undefined,
    })
    await writeBill(trx, {
      walletId,
      billType: 'deposit',
      title: row.coin ? `Deposit (${row.coin})` : 'Deposit by card',
      amount: row.usd_amount,
      paymentChannel: row.coin ? 'coin' : 'card',
      orderId: row.order_id,
    })
    await notify(
      trx,
      await ownerOfWallet(trx, walletId),
      'deposit',
      {
        coin: row.coin ?? 'USD',
        coinAmount: trimDecimal(row.coin_amount ?? row.usd_amount),
        usdAmount: row.usd_amount,
        timeStamp: new Date(row.completed_at ?? Date.now()).toISOString(),
      },
      undefined,
      notice,
    )
    return true
  })
}

/**
 * A crypto deposit with all its confirmations, recorded and credited at once, as the chain
 * watcher would: for dev_deposit (tests and demos that need a balance without waiting for blocks)
 * and the demo workspace's history. Answers the deposit's id.
 */
export async function creditConfirmedDeposit(
  db: Kysely<DB>,
  walletId: number,
  deposit: { coin: string; coinAmount: DecimalString; usdAmount: DecimalString },
  notice: NotifyOptions = {},
): Promise<number> {
  const { id } = await db
    .insertInto('deposits')
    .values({
      wallet_id: walletId,
      payment_method: 'cobo',
      status: 'confirming',
      usd_amount: deposit.usdAmount,
      coin: deposit.coin,
      coin_amount: deposit.coinAmount,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await creditDeposit(db, Number(id), notice)
  return Number(id)
}

/** The sums of a wallet's ledger, to check against the wallet row. */
export async function ledgerSums(db: Kysely<DB>, walletId: number): Promise<Balance> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<string>`coalesce(sum(balance_delta), 0)::numeric(20, 2)::text`.as('amount'),
      sql<string>`coalesce(sum(arrears_delta), 0)::numeric(20, 2)::text`.as('arrears'),
    ])
    .where('wallet_id', '=', walletId)
    .executeTakeFirstOrThrow()
  return row
}

/** `10.500000000000000000` → `10.5`: a coin amount as people write it. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}
