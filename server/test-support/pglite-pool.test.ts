/**
 * The worker's pool of prepared PGlite instances: each test file must still see a database of
 * its own, exactly as the template left it, whatever the file before it did.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { lendPreparedPglite } from './pglite-pool'
import { preparedTemplate } from './prepared-template'
import type { TestDatabase } from './test-database'

async function template(): Promise<Blob> {
  const blob = await preparedTemplate()
  if (!blob) throw new Error('the server suite’s global setup wrote no prepared template')
  return blob
}

async function count(test: TestDatabase, table: 'chains' | 'mail_outbox') {
  const result = await test.database.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(result.n)
}

async function mail(test: TestDatabase, subject: string): Promise<number> {
  const row = await test.database.kysely
    .insertInto('mail_outbox')
    .values({ recipient: 'pool@example.com', subject, text: subject })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

describe('the PGlite pool of the server suites', () => {
  it('lends the next file the template’s rows and sequences, whatever the last file wrote or deleted', async () => {
    const first = await lendPreparedPglite(await template())
    const chains = await count(first, 'chains')
    expect(chains).toBeGreaterThan(0)
    const firstId = await mail(first, 'one')
    await mail(first, 'two')
    await first.database.kysely.deleteFrom('chains').execute()
    await first.dispose()

    const second = await lendPreparedPglite(await template())
    expect(await count(second, 'chains')).toBe(chains)
    expect(await count(second, 'mail_outbox')).toBe(0)
    expect(await mail(second, 'again')).toBe(firstId)
    await second.dispose()
  })

  it('stops a closed loan’s queries and listeners, as a closed PGlite would', async () => {
    const first = await lendPreparedPglite(await template())
    const heard: string[] = []
    await first.database.listen('pool_test', (payload) => heard.push(payload))
    await first.database.close()
    await expect(count(first, 'chains')).rejects.toThrow(/closed/)
    await first.dispose()

    const second = await lendPreparedPglite(await template())
    await sql`select pg_notify('pool_test', 'after the loan')`.execute(second.database.kysely)
    // Heard in-process on the next turn, were anyone still listening.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard).toEqual([])
    await second.dispose()
  })

  it('lets a transaction still open when its file ends finish first, and keeps its rows from the next file', async () => {
    const first = await lendPreparedPglite(await template())
    let release: () => void = () => undefined
    let begun: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (release = resolve))
    const inside = new Promise<void>((resolve) => (begun = resolve))
    const transaction = first.database.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('mail_outbox').values({ recipient: 'a@example.com', subject: 's', text: 't' }).execute()
      begun()
      await waiting
      await trx.insertInto('mail_outbox').values({ recipient: 'b@example.com', subject: 's', text: 't' }).execute()
    })
    await inside
    const disposed = first.dispose()
    release()
    await transaction
    await disposed

    const second = await lendPreparedPglite(await template())
    expect(await count(second, 'mail_outbox')).toBe(0)
    await second.dispose()
  })

  it('does not lend again an instance whose schema a file changed', async () => {
    const first = await lendPreparedPglite(await template())
    await sql`create table pool_leftover (id int)`.execute(first.database.kysely)
    await sql`drop index mail_outbox_recipient_idx`.execute(first.database.kysely)
    await first.dispose()

    const second = await lendPreparedPglite(await template())
    const tables = await sql<{ name: string | null }>`select to_regclass('pool_leftover')::text as name`.execute(
      second.database.kysely,
    )
    expect(tables.rows[0]?.name).toBeNull()
    const index = await sql<{
      name: string | null
    }>`select to_regclass('mail_outbox_recipient_idx')::text as name`.execute(second.database.kysely)
    expect(index.rows[0]?.name).toBe('mail_outbox_recipient_idx')
    await second.dispose()
  })
})
