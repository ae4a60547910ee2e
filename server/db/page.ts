/**
 * One way to read "a page of a time range" (SPEC §3 filters, SPEC §9 pages): the range on one
 * time column (`from` inclusive, `to` exclusive), the page's rows in the caller's order, and the
 * count of every row the filters keep. Deposits, the statement, purchases and invoices read
 * through it, so their lists page and count alike.
 */
import { sql, type ReferenceExpression, type SelectQueryBuilder } from 'kysely'
import type { Page } from '../../contract/index'
import type { DB } from './schema'

/** A page and an optional time range, as the contract's `pageEntries` and `optionalRangeEntries` give them. */
export interface PageFilter {
  page: number
  perPage: number
  from?: string
  to?: string
}

/** How `rangePage` reads one list. */
export interface RangePageOptions<D, TB extends keyof D, O, T> {
  /** The column `from` and `to` bound. */
  timeColumn: ReferenceExpression<D, TB>
  /** The list's order (newest first, with a unique tie-break so pages never overlap). */
  order: (query: SelectQueryBuilder<D, TB, O>) => SelectQueryBuilder<D, TB, O>
  /** A row as the contract's entry. */
  toEntry: (row: O) => T
}

/** One page of `query` (its own filters already applied) within `filter`'s range, with the total. */
export async function rangePage<D extends DB, TB extends keyof D, O, T>(
  query: SelectQueryBuilder<D, TB, O>,
  filter: PageFilter,
  options: RangePageOptions<D, TB, O, T>,
): Promise<Page<T>> {
  let ranged = query
  if (filter.from) ranged = ranged.where(options.timeColumn, '>=', timeBound('from', filter.from))
  if (filter.to) ranged = ranged.where(options.timeColumn, '<', timeBound('to', filter.to))
  const [rows, count] = await Promise.all([
    options
      .order(ranged)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    ranged
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      // Kysely cannot follow `select` through a generic database type; the row is `{ n }`.
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
  ])
  return { list: rows.map(options.toEntry), total: Number(count.n), page: filter.page, perPage: filter.perPage }
}

/**
 * A bound as a time. The API's schemas let only times through; a filter stored earlier (an
 * export's params) may not read, and is refused here by name instead of reaching the database
 * as an invalid date (which node-postgres deprecates and will throw on).
 */
function timeBound(name: 'from' | 'to', value: string): Date {
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw new Error(`The range's ${name} is not a time: ${JSON.stringify(value)}`)
  return time
}

/** An empty page: a caller without a wallet has nothing to read (and a read makes no wallet). */
export function emptyPage<T>(filter: Pick<PageFilter, 'page' | 'perPage'>): Page<T> {
  return { list: [], total: 0, page: filter.page, perPage: filter.perPage }
}
