/**
 * For billing tests: a suite's server whose export job looks every 50 ms, money in (a deposit
 * credited as the watcher credits one, so it writes its 'deposit' bill), packages bought through
 * `completePurchase` as every way of buying does, and a CSV export followed through its
 * file_download notice to the file behind the link.
 */
import { parse } from 'csv-parse/sync'
import { expect } from 'vitest'
import type { PaymentChannel } from '../../../contract/index'
import { rpcAsAccount, type TestAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import type { TestEngine } from '../../test-support/test-database'
import { createTestServer, type TestServer } from '../../test-support/test-server'
import { completePurchase } from '../packages/purchases/purchase-core'
import { skuByName } from '../packages/packages.queries'
import { creditDeposit, walletIdOf } from '../wallet/ledger'

/**
 * A billing suite's server (started before its tests, closed after them; by default one whose
 * export job looks every 50 ms) and `call` / `ok` as an account on it.
 */
export function billingSuite(
  engine: TestEngine,
  start: () => Promise<TestServer> = () => createTestServer(engine, { billing: { exportPollMs: 50 } }),
) {
  const server = suiteServer(start)
  return { server, ...rpcAsAccount(server) }
}

/** The owner a test acts for: the account, or one of its teams. */
export type Owner = { userId: number } | { teamId: number }

/** Credits a deposit of `usd` to the owner's wallet, as a settled crypto or card deposit is. */
export async function deposit(
  server: TestServer,
  owner: Owner,
  usd: string,
  values: { coin?: string | null; createdAt?: string } = {},
): Promise<void> {
  const db = server.database.kysely
  const walletId = await walletIdOf(db, owner)
  const coin = values.coin === undefined ? 'USDT' : values.coin
  const { id } = await db
    .insertInto('deposits')
    .values({
      wallet_id: walletId,
      payment_method: coin ? 'cobo' : 'stripe',
      status: 'confirming',
      usd_amount: usd,
      coin,
      coin_amount: coin ? usd : null,
      network_id: coin ? 'hubdeck-devnet' : null,
      ...(values.createdAt ? { created_at: values.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await creditDeposit(db, Number(id))
}

/** Buys `skuName` for the owner (`wallet`: from the balance; `card`/`coin`: paid already). */
export async function buy(
  server: TestServer,
  owner: Owner,
  skuName: string,
  channel: PaymentChannel = 'wallet',
): Promise<{ orderId: string; purchaseId: number }> {
  const db = server.database.kysely
  const sku = await skuByName(db, skuName)
  if (!sku) throw new Error(`no package ${skuName}`)
  const purchase = await completePurchase(db, {
    owner,
    walletId: await walletIdOf(db, owner),
    sku,
    channel,
    autoRenew: false,
    reason: 'buy',
  })
  return { orderId: purchase.orderId, purchaseId: purchase.id }
}

/** Moves an order's bill, purchase and invoice to `at`. */
export async function backdate(server: TestServer, orderId: string, at: string): Promise<void> {
  const db = server.database.kysely
  await db.updateTable('bills').set({ created_at: at }).where('order_id', '=', orderId).execute()
  await db.updateTable('purchases').set({ created_at: at }).where('order_id', '=', orderId).execute()
  await db.updateTable('invoices').set({ issued_at: at }).where('order_id', '=', orderId).execute()
}

/** The unread file_download notice of `kind`, waiting for the job; marks the type read. */
export async function exportNotice(
  server: TestServer,
  account: TestAccount,
  kind: string,
  headers: Record<string, string> = {},
): Promise<{ fileUrl: string }> {
  const { ok } = rpcAsAccount(() => server)
  const deadline = Date.now() + 10_000
  for (;;) {
    const page = await ok(account, 'hub_getUserMessages', { type: 'file_download', unread: true }, headers)
    const notice = page.list.find((entry: { expand: { type?: string } }) => entry.expand.type === kind)
    if (notice) {
      // Read: the next export of the same kind is told by a new notice.
      await ok(account, 'hub_setUserMessageRead', { type: 'file_download' })
      return notice.expand
    }
    if (Date.now() > deadline) throw new Error(`no file_download notice for ${kind}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Fetches a signed file link and answers the response. */
export async function fetchFile(server: TestServer, url: string) {
  return server.app.inject({ method: 'GET', url })
}

/** The CSV behind `url`, parsed: the header row and the data rows. */
export async function csvAt(server: TestServer, url: string): Promise<{ header: string[]; rows: string[][] }> {
  const response = await fetchFile(server, url)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hubdeck-\w+-\d{4}-\d{2}-\d{2}\.csv"/)
  // The byte-order mark that tells Excel the file is UTF-8.
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...rows] = parse(response.rawPayload, { bom: true, relax_column_count: false }) as string[][]
  return { header: header ?? [], rows }
}
