/**
 * Money over time (`hub_reportUserPurchase`, `hub_reportUserDeposit`): what the account or team in
 * context paid for packages (`purchases.amount`, free ones at 0, at the purchase's time) and what
 * was credited to its wallet (`deposits` that succeeded, at `completed_at`, in USD), per bucket of
 * the report (report-buckets.ts). PostgreSQL sums them per quarter-hour in cents as bigint; those
 * sums are placed in the buckets as integers and written back as decimal strings, never floats.
 */
import { sql, type Kysely } from 'kysely'
import type { MoneySeries } from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { WalletOwner } from '../wallet/wallet.queries'
import { bucketIndexOf, bucketStarts, utcOffsetMinutes } from './report-buckets'
import type { SeriesParams } from './usage-series'

/** Which money. */
export type MoneyKind = 'purchase' | 'deposit'

/** The owner's package payments or credited deposits per bucket. */
export async function moneySeries(
  db: Kysely<DB>,
  owner: WalletOwner,
  params: SeriesParams,
  kind: MoneyKind,
): Promise<MoneySeries> {
  const offsetMinutes = utcOffsetMinutes(params.from)
  const to = new Date(params.to)
  const starts = bucketStarts(new Date(params.from), to, params.interval, offsetMinutes)
  const from = starts[0] ?? new Date(params.from)
  const hours = kind === 'purchase' ? await purchaseHours(db, owner, from, to) : await depositHours(db, owner, from, to)
  const startMs = starts.map((start) => start.getTime())
  const cents = starts.map(() => 0n)
  // A quarter-hour is placed by its start: every UTC offset in use is a whole number of quarter
  // hours, so each quarter lies wholly in one bucket.
  for (const hour of hours) {
    const i = bucketIndexOf(startMs, new Date(hour.hour).getTime())
    if (i >= 0) cents[i]! += BigInt(hour.cents)
  }
  const total = cents.reduce((sum, value) => sum + value, 0n)
  return {
    interval: params.interval,
    currency: 'USD',
    points: starts.map((start, i) => ({ time: start.toISOString(), amount: centsToDecimal(cents[i]!) })),
    total: centsToDecimal(total),
  }
}

/** `1250n` → `"12.50"`, `-5n` → `"-0.05"`. */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

interface HourCents {
  /** The quarter-hour's start. */
  hour: Date | string
  cents: string | number
}

/** Package payments per quarter-hour (exact cents: `amount` is numeric with 2 decimals). */
async function purchaseHours(db: Kysely<DB>, owner: WalletOwner, from: Date, to: Date): Promise<HourCents[]> {
  const ownerColumn = sql.ref('userId' in owner ? 'user_id' : 'team_id')
  const ownerId = 'userId' in owner ? owner.userId : owner.teamId
  const { rows } = await sql<HourCents>`
    select date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') as hour,
      (sum(amount) * 100)::bigint::text as cents
    from purchases
    where ${ownerColumn} = ${ownerId} and created_at >= ${from} and created_at < ${to}
    group by 1`.execute(db)
  return rows
}

/** Deposits credited to the owner's wallet per quarter-hour. */
async function depositHours(db: Kysely<DB>, owner: WalletOwner, from: Date, to: Date): Promise<HourCents[]> {
  const ownerColumn = sql.ref('userId' in owner ? 'w.user_id' : 'w.team_id')
  const ownerId = 'userId' in owner ? owner.userId : owner.teamId
  const { rows } = await sql<HourCents>`
    select date_bin('15 minutes', d.completed_at, timestamptz '2000-01-01 00:00:00+00') as hour,
      (sum(d.usd_amount) * 100)::bigint::text as cents
    from deposits d join wallets w on w.id = d.wallet_id
    where ${ownerColumn} = ${ownerId} and d.status = 'succeeded'
      and d.completed_at >= ${from} and d.completed_at < ${to}
    group by 1`.execute(db)
  return rows
}
