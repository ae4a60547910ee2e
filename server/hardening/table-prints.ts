/**
 * Fingerprints of the database for "a refused call changed nothing": every table's row count
 * and the MD5 of its whole content, or only the rows of one account and its team.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../db/schema'
import { rowsAtRest, type TestServer } from '../test-support/test-server'

/**
 * Once the CSV exports earlier calls started are done and every notice is delivered: only then
 * does a fingerprint taken before a call compare with one taken after it.
 */
export async function dataAtRest(server: TestServer): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const busy = await server.database.kysely
      .selectFrom('csv_exports')
      .select('id')
      .where('status', '=', 'processing')
      .executeTakeFirst()
    if (!busy) break
    if (Date.now() > deadline) throw new Error('a CSV export never finished')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await rowsAtRest(server)
}

/** Every table's row count and the MD5 of its whole content, in one query. */
export async function fingerprint(db: Kysely<DB>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  return printsOf(
    db,
    tables.rows.map(({ name }) => ({ name, where: sql`true` })),
  )
}

/**
 * The same, of the rows that belong to `userId` or to `teamId` only: the user and team rows
 * themselves, and each row of a table with a `user_id`, `owner_id` or `team_id` column naming
 * them. What another account does to its own rows does not change it.
 */
export async function ownerPrint(
  db: Kysely<DB>,
  owner: { userId: number; teamId: number },
): Promise<Record<string, string>> {
  const columns = await sql<{ table: string; column: string }>`
    select c.table_name as table, c.column_name as column from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.column_name in ('user_id', 'owner_id', 'team_id')
    order by c.table_name, c.column_name`.execute(db)
  const conditions = new Map<string, RawBuilder<unknown>[]>([
    ['users', [sql`t.id = ${owner.userId}`]],
    ['teams', [sql`t.id = ${owner.teamId}`]],
  ])
  for (const { table, column } of columns.rows) {
    const id = column === 'team_id' ? owner.teamId : owner.userId
    conditions.set(table, [...(conditions.get(table) ?? []), sql`t.${sql.ref(column)} = ${id}`])
  }
  return printsOf(
    db,
    [...conditions].map(([name, where]) => ({ name, where: sql.join(where, sql` or `) })),
  )
}

async function printsOf(
  db: Kysely<DB>,
  tables: { name: string; where: RawBuilder<unknown> }[],
): Promise<Record<string, string>> {
  const parts = tables.map(
    ({ name, where }) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${sql.table(name)} t where ${where}`,
  )
  const rows = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db)
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.print]))
}
