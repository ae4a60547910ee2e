/**
 * Reading deposits: the history (filters and pages of SPEC §3 and §9) and the ones still open.
 * Amounts leave SQL as text (`numeric::text`), never as floats.
 */
import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import type {
  Deposit,
  DepositStatus,
  Page,
  PaymentMethod,
  PaymentMethodFilter,
  PendingDeposit,
} from '../../../contract/index'
import { rangePage, type PageFilter } from '../../db/page'
import type { DB, DepositsTable } from '../../db/schema'
import { trimDecimal } from './ledger'

/** A deposits row with its amounts as text. */
type DepositRow = Omit<Selectable<DepositsTable>, 'usd_amount' | 'coin_amount'> & {
  usd_amount: string
  coin_amount: string | null
}

function selectDeposits(db: Kysely<DB>, walletId: number) {
  return db
    .selectFrom('deposits')
    .selectAll()
    .select([sql<string>`usd_amount::text`.as('usd_amount'), sql<string | null>`coin_amount::text`.as('coin_amount')])
    .where('wallet_id', '=', walletId)
}

/** The filters of hub_getWalletDeposit, validated by the contract. */
export interface DepositFilter extends PageFilter {
  paymentMethod: PaymentMethodFilter
}

/** One page of the wallet's deposits, newest first; `from` inclusive, `to` exclusive. */
export async function depositPage(db: Kysely<DB>, walletId: number, filter: DepositFilter): Promise<Page<Deposit>> {
  let query = selectDeposits(db, walletId)
  if (filter.paymentMethod !== 'all') query = query.where('payment_method', '=', filter.paymentMethod)
  return rangePage(query, filter, {
    timeColumn: 'created_at',
    order: (q) => q.orderBy('id', 'desc'),
    toEntry: toDeposit,
  })
}

/** Deposits not yet credited: transfers gathering confirmations, card payments waiting. */
export async function pendingDeposits(db: Kysely<DB>, walletId: number): Promise<PendingDeposit[]> {
  const rows = await selectDeposits(db, walletId)
    .where('status', 'in', ['pending', 'confirming'])
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    ...toDeposit(row),
    status: row.status as PendingDeposit['status'],
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    orderId: row.order_id,
  }))
}

/** A row as the contract's Deposit. */
function toDeposit(row: DepositRow): Deposit {
  return {
    id: Number(row.id),
    paymentMethod: row.payment_method as PaymentMethod,
    status: row.status as DepositStatus,
    usdAmount: row.usd_amount,
    coin: row.coin,
    networkId: row.network_id,
    coinAmount: row.coin_amount === null ? null : trimDecimal(row.coin_amount),
    txHash: row.tx_hash,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
  }
}
