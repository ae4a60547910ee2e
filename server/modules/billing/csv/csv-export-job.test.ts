/**
 * The export job with several instances: each waiting export is written once, however many
 * passes run at the same time; an export whose file cannot be made is marked failed and the
 * others are still written.
 */
import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer } from '../../../test-support/test-server'
import { toJsonb } from '../../../db/jsonb'
import { billingSuite, deposit } from '../billing-test-kit'
import { writeNextExport } from './csv-export-job'

describe.each(testEngines())('the CSV export job on %s', (engine) => {
  const { server, ok } = billingSuite(engine, async () => {
    // Its own job never comes round during the tests: the passes below are the only ones.
    const started = await createTestServer(engine, { billing: { exportPollMs: 3_600_000 } })
    await started.app.ready()
    return started
  })

  it('writes each export once when passes run side by side, as several instances do', async () => {
    const db = server().database.kysely
    const accounts = await Promise.all([1, 2, 3].map(() => signedInAccount(server(), 'job')))
    for (const account of accounts) {
      await deposit(server(), { userId: account.userId }, '10.00')
      await ok(account, 'hub_getViewUserBillCsv', {})
      await ok(account, 'hub_getViewUserDepositInfoCsv', {})
    }
    const passes = await Promise.all(Array.from({ length: 10 }, () => writeNextExport(db)))
    expect(passes.filter(Boolean)).toHaveLength(6)
    expect(await writeNextExport(db)).toBe(false)

    for (const account of accounts) {
      const notices = await ok(account, 'hub_getUserMessages', { type: 'file_download' })
      expect(notices.list.map((notice: { expand: { type: string } }) => notice.expand.type).sort()).toEqual([
        'bill',
        'deposit',
      ])
    }
    const exports = await db
      .selectFrom('csv_exports')
      .select(['status', 'row_count'])
      .where(
        'user_id',
        'in',
        accounts.map((account) => account.userId),
      )
      .execute()
    expect(exports).toEqual(Array.from({ length: 6 }, () => ({ status: 'ready', row_count: 1 })))
  })

  it('marks an export it cannot write as failed and goes on to the next', async () => {
    const db = server().database.kysely
    const account = await signedInAccount(server(), 'job-fail')
    const broken = await ok(account, 'hub_getViewUserBillCsv', {})
    // A filter that no longer reads (as one stored by an older version might).
    await db
      .updateTable('csv_exports')
      .set({ params: toJsonb({ from: 'not a time' }) })
      .where('id', '=', broken.exportId)
      .execute()
    const fine = await ok(account, 'hub_getViewUserPurchaseInfoCsv', {})

    await server().app.csvExports.drain()
    const rows = await db
      .selectFrom('csv_exports')
      .select(['id', 'status', 'error'])
      .where('user_id', '=', account.userId)
      .orderBy('created_at')
      .execute()
    expect(rows).toEqual([
      // Refused by name before any query, on both engines alike.
      { id: broken.exportId, status: 'failed', error: `Error: The range's from is not a time: "not a time"` },
      { id: fine.exportId, status: 'ready', error: null },
    ])
    const notices = await ok(account, 'hub_getUserMessages', { type: 'file_download' })
    expect(notices.list.map((notice: { expand: { type: string } }) => notice.expand.type)).toEqual(['purchase'])
  })
})
