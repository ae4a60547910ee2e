/**
 * CSV exports end to end: the method answers at once, the job writes the file, the
 * file_download notice brings a signed link, and the file behind it — parsed as a spreadsheet
 * would — holds exactly the rows the list method answers for the same filter. Cells a
 * spreadsheet would run as formulas arrive neutralised; a tampered or expired link is refused.
 */
import { describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer } from '../../../test-support/test-server'
import { backdate, buy, csvAt, deposit, exportNotice, fetchFile, billingSuite } from '../billing-test-kit'
import { signLink } from '../file-links'

describe.each(testEngines())('CSV exports on %s', (engine) => {
  const { server, call, ok } = billingSuite(engine)

  it('a bill export arrives through its notice and holds the rows hub_getUserBill answers for the same filter', async () => {
    const ann = await signedInAccount(server(), 'csv-bills')
    const owner = { userId: ann.userId }
    await deposit(server(), owner, '100.00')
    const old = await buy(server(), owner, 'Growth')
    await backdate(server(), old.orderId, '2025-06-01T00:00:00Z')
    await buy(server(), owner, 'Growth')
    await deposit(server(), owner, '5.50', { coin: null })
    const filter = { billType: 'all', paymentChannel: 'all', from: '2026-01-01T00:00:00Z' } as const

    const started = await ok(ann, 'hub_getViewUserBillCsv', filter)
    expect(started).toEqual({
      exportId: expect.stringMatching(/^exp_[\w-]{22}$/),
      kind: 'bill',
      status: 'processing',
      fileUrl: null,
      createdAt: expect.any(String),
    })
    const { fileUrl } = await exportNotice(server(), ann, 'bill')
    expect(fileUrl).toMatch(new RegExp(`^/files/exports/${started.exportId}\\?expires=\\d+&sig=[\\w-]+$`))

    const file = await csvAt(server(), fileUrl)
    const listed = await ok(ann, 'hub_getUserBill', { ...filter, perPage: 100 })
    expect(listed.total).toBe(3)
    expect(file.header).toEqual([
      'Date',
      'Type',
      'Description',
      'Payment',
      'Amount (USD)',
      'Balance after (USD)',
      'Order',
    ])
    const words = { deposit: 'Deposit', ru: 'Package', dn_node: 'Dedicated node' } as const
    const channels = { card: 'Card', wallet: 'Wallet', coin: 'Crypto' } as const
    expect(file.rows).toEqual(
      listed.list.map((bill: Record<string, string>) => [
        bill.createdAt,
        words[bill.billType as keyof typeof words],
        bill.title,
        bill.paymentChannel ? channels[bill.paymentChannel as keyof typeof channels] : '',
        bill.amount,
        bill.balanceAfter,
        bill.orderId ?? '',
      ]),
    )
    // A debit stays a number a spreadsheet can sum.
    expect(file.rows.map((row) => row[4])).toEqual(['5.50', '-49.00', '100.00'])
  })

  it('deposit and purchase exports hold the rows of their lists, filtered alike', async () => {
    const bob = await signedInAccount(server(), 'csv-lists')
    const owner = { userId: bob.userId }
    await deposit(server(), owner, '80.00')
    await deposit(server(), owner, '30.00', { coin: null })
    await buy(server(), owner, 'Growth')
    await buy(server(), owner, 'Pay As You Go', 'card')

    await ok(bob, 'hub_getViewUserDepositInfoCsv', { paymentMethod: 'cobo' })
    const deposits = await csvAt(server(), (await exportNotice(server(), bob, 'deposit')).fileUrl)
    const listedDeposits = await ok(bob, 'hub_getWalletDeposit', { paymentMethod: 'cobo', perPage: 100 })
    expect(deposits.header).toEqual([
      'Date',
      'Method',
      'Coin',
      'Network',
      'Coin amount',
      'USD credited',
      'Status',
      'Transaction',
    ])
    expect(deposits.rows).toEqual(
      listedDeposits.list.map((row: Record<string, string | null>) => [
        row.createdAt,
        'crypto',
        row.coin,
        row.networkId,
        row.coinAmount,
        row.usdAmount,
        row.status,
        row.txHash ?? '',
      ]),
    )
    expect(deposits.rows).toHaveLength(1)

    await ok(bob, 'hub_getViewUserPurchaseInfoCsv', { packageType: 'standard' })
    const purchases = await csvAt(server(), (await exportNotice(server(), bob, 'purchase')).fileUrl)
    const listed = await ok(bob, 'hub_getViewUserPurchaseInfo', { packageType: 'standard', perPage: 100 })
    expect(purchases.header).toEqual([
      'Date',
      'Package',
      'Package type',
      'Payment',
      'Amount (USD)',
      'RU',
      'Starts',
      'Expires',
      'Auto-renew',
      'Order',
    ])
    expect(purchases.rows).toEqual(
      listed.list.map((row: Record<string, string | number | boolean | null>) => [
        row.createdAt,
        row.skuName,
        'Additional Package',
        'Wallet',
        row.amount,
        String(row.ru),
        row.startsAt,
        row.expiresAt ?? '',
        'No',
        row.orderId,
      ]),
    )
    expect(purchases.rows.map((row) => row[1])).toEqual(['Growth'])
  })

  it('neutralises cells a spreadsheet would run as formulas: a statement line or package name starting with =, +, -, @ or a tab', async () => {
    const cat = await signedInAccount(server(), 'csv-inject')
    const owner = { userId: cat.userId }
    const db = server().database.kysely
    await deposit(server(), owner, '500.00')
    const hostile = ['=HYPERLINK("http://evil.example","Click")', '+1+cmd|calc', '-2+3', '@SUM(A1)', '\tTabbed']
    for (const title of hostile) {
      const { orderId } = await buy(server(), owner, 'Growth')
      await db.updateTable('bills').set({ title }).where('order_id', '=', orderId).execute()
    }
    // A catalogue name edited to a formula reaches the purchase export through its package name.
    const growth = await db
      .selectFrom('skus')
      .select(['id', 'name'])
      .where('name', '=', 'Growth')
      .executeTakeFirstOrThrow()
    await db.updateTable('skus').set({ name: '=cmd|" /C calc"!A0' }).where('id', '=', growth.id).execute()
    try {
      await ok(cat, 'hub_getViewUserBillCsv', { billType: 'ru' })
      const bills = await csvAt(server(), (await exportNotice(server(), cat, 'bill')).fileUrl)
      expect(bills.rows.map((row) => row[2]).sort()).toEqual(hostile.map((title) => `'${title}`).sort())
      expect(bills.rows.every((row) => row[4] === '-49.00')).toBe(true)

      await ok(cat, 'hub_getViewUserPurchaseInfoCsv', {})
      const purchases = await csvAt(server(), (await exportNotice(server(), cat, 'purchase')).fileUrl)
      expect(new Set(purchases.rows.map((row) => row[1]))).toEqual(new Set([`'=cmd|" /C calc"!A0`]))
    } finally {
      await db.updateTable('skus').set({ name: growth.name }).where('id', '=', growth.id).execute()
    }
  })

  it('refuses a tampered link (403) and an expired one (410), saying so', async () => {
    const dan = await signedInAccount(server(), 'csv-links')
    await deposit(server(), { userId: dan.userId }, '10.00')
    const started = await ok(dan, 'hub_getViewUserBillCsv', {})
    const { fileUrl } = await exportNotice(server(), dan, 'bill')
    const url = new URL(fileUrl, 'http://hub.test')

    const longer = new URL(url)
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    const otherFile = new URL(url)
    otherFile.pathname = '/files/exports/exp_someone_elses_export_id'
    const noSignature = new URL(url)
    noSignature.searchParams.delete('sig')
    for (const tampered of [longer, otherFile, noSignature]) {
      const response = await fetchFile(server(), tampered.pathname + tampered.search)
      expect(response.statusCode, tampered.href).toBe(403)
      expect(response.body).toContain('This download link is not valid.')
    }

    const db = server().database.kysely
    const expired = await signLink(db, { kind: 'exports', id: started.exportId }, 60_000, Date.now() - 120_000)
    const gone = await fetchFile(server(), expired.url)
    expect(gone.statusCode).toBe(410)
    expect(gone.body).toContain('This download link has expired.')
    expect((await fetchFile(server(), fileUrl)).statusCode).toBe(200)
  })

  it("exports the team's wallet in team context and tells the member who asked", async () => {
    const eve = await signedInAccount(server(), 'csv-team')
    const { teamId } = await ok(eve, 'hub_createTeam', { name: 'CSV team' })
    const team = { 'team-id': String(teamId) }
    await deposit(server(), { teamId }, '42.00')
    await deposit(server(), { userId: eve.userId }, '7.00')

    await ok(eve, 'hub_getViewUserBillCsv', {}, team)
    const file = await csvAt(server(), (await exportNotice(server(), eve, 'bill')).fileUrl)
    expect(file.rows.map((row) => row[4])).toEqual(['42.00'])
  })

  it('at most 3 exports wait at once per person; the job then writes them all', async () => {
    // A server whose job does not come round by itself within the test: the exports wait.
    const idle = await createTestServer(engine, { billing: { exportPollMs: 3_600_000 } })
    try {
      await idle.app.ready()
      const gil = await signedInAccount(idle, 'csv-limit')
      const idleRpc = rpcAsAccount(() => idle)
      for (const method of [
        'hub_getViewUserBillCsv',
        'hub_getViewUserDepositInfoCsv',
        'hub_getViewUserPurchaseInfoCsv',
      ]) {
        await idleRpc.ok(gil, method, {})
      }
      const fourth = await idleRpc.call(gil, 'hub_getViewUserBillCsv', {})
      expect(fourth.body.error).toMatchObject({ code: 10422, data: { reason: 'exports_waiting' } })
      expect(fourth.body.error.message).toContain('3 exports being prepared')

      await idle.app.csvExports.drain()
      const notices = await idleRpc.ok(gil, 'hub_getUserMessages', { type: 'file_download' })
      expect(notices.list.map((notice: { expand: { type: string } }) => notice.expand.type).sort()).toEqual([
        'bill',
        'deposit',
        'purchase',
      ])
      await idleRpc.ok(gil, 'hub_getViewUserBillCsv', {})
    } finally {
      await idle.close()
    }
  })

  it('bad filters are refused naming the field, and nothing is stored', async () => {
    const fay = await signedInAccount(server(), 'csv-bad')
    const db = server().database.kysely
    const count = async () =>
      Number((await db.selectFrom('csv_exports').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const before = await count()
    const refused = await call(fay, 'hub_getViewUserBillCsv', { billType: 'tips' })
    expect(refused.body.error).toMatchObject({ code: -32602, data: { field: 'billType' } })
    const reversed = await call(fay, 'hub_getViewUserDepositInfoCsv', {
      from: '2026-05-01T00:00:00Z',
      to: '2026-04-01T00:00:00Z',
    })
    expect(reversed.body.error).toMatchObject({ code: -32602, data: { field: 'to' } })
    expect(await count()).toBe(before)
  })
})
