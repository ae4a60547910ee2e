/**
 * The statement (`bills`, migration 0020): one line per movement a customer reads on
 * /rpc/billings/event — a deposit credited, a package bought (by wallet or card), usage charged
 * to the wallet, a node paid. Each line is written by the transaction that made the movement, so
 * the statement never shows what did not happen nor misses what did. `balance_after` is the
 * wallet's balance once the movement is in (the caller moved the wallet first).
 */
import { sql, type Kysely } from 'kysely'
import type { BillType, DecimalString, PaymentChannel } from '../../../contract/index'
import type { DB } from '../../db/schema'

export interface NewBill {
  walletId: number
  billType: BillType
  /** What it was, in English: the package or node name, `Deposit (USDT)`. */
  title: string
  /** USD, signed: positive credits the balance, negative debits it (or was paid by card). */
  amount: DecimalString
  /** Null for lines that moved no money from outside. */
  paymentChannel: PaymentChannel | null
  orderId?: string | null
}

/** Writes one statement line; answers its id. */
export async function writeBill(db: Kysely<DB>, bill: NewBill): Promise<number> {
  const row = await db
    .insertInto('bills')
    .values({
      wallet_id: bill.walletId,
      bill_type: bill.billType,
      title: bill.title,
      amount: bill.amount,
      balance_after: sql<string>`(select amount from wallets where id = ${bill.walletId})`,
      payment_channel: bill.paymentChannel,
      order_id: bill.orderId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}
