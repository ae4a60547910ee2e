/**
 * For the purchase tests: a suite's sandbox-card server (card-test-kit.ts) with the catalogue's
 * ids, money in a wallet, and what a purchase leaves in the tables (purchases, grants, bills,
 * invoices, notices), read per owner. Not a test file: the suites beside it import it.
 */
import { sql } from 'kysely'
import { beforeAll } from 'vitest'
import type { TestAccount } from '../../../test-support/accounts'
import { suiteServer } from '../../../test-support/suite-server'
import type { TestEngine } from '../../../test-support/test-database'
import type { TestServer } from '../../../test-support/test-server'
import { startCardServer } from '../../wallet/cards/card-test-kit'
import { credit, walletIdOf } from '../../wallet/ledger'
import type { WalletOwner } from '../../wallet/wallet.queries'
import { skuByName } from '../packages.queries'

/** The catalogue's package ids by name. */
export interface SkuIds {
  free: number
  payg: number
  growth: number
  pro: number
  enterprise: number
}

/**
 * A purchase suite's sandbox-card server (started before its tests, closed after them) and the
 * catalogue's ids, filled in once the server is up.
 */
export function purchaseSuite(engine: TestEngine): { server: () => TestServer; sku: SkuIds } {
  const server = suiteServer(() => startCardServer(engine))
  const sku: SkuIds = { free: 0, payg: 0, growth: 0, pro: 0, enterprise: 0 }
  beforeAll(async () => {
    Object.assign(sku, await skuIds(server()))
  })
  return { server, sku }
}

/** The catalogue's packages by name. */
async function skuIds(server: TestServer): Promise<SkuIds> {
  const db = server.database.kysely
  const id = async (name: string) => (await skuByName(db, name))!.id
  return {
    free: await id('Free'),
    payg: await id('Pay As You Go'),
    growth: await id('Growth'),
    pro: await id('Pro'),
    enterprise: await id('Enterprise'),
  }
}

/** Puts `amount` USD into the owner's wallet (as a gift, so no deposit row or bill is involved). */
export async function fund(server: TestServer, owner: WalletOwner, amount: string): Promise<void> {
  const db = server.database.kysely
  await credit(db, await walletIdOf(db, owner), { kind: 'gift', amount })
}

/** Marks the account's first login done, as a starting-package choice would. */
export async function initialize(server: TestServer, account: TestAccount): Promise<void> {
  await server.database.kysely
    .updateTable('users')
    .set({ initialized: true })
    .where('id', '=', account.userId)
    .execute()
}

/** Everything a purchase writes for `owner`, oldest first. */
export async function purchaseTrail(server: TestServer, owner: WalletOwner) {
  const db = server.database.kysely
  const walletId = await walletIdOf(db, owner)
  const column = 'userId' in owner ? 'user_id' : 'team_id'
  const id = 'userId' in owner ? owner.userId : owner.teamId
  const [purchases, grants, bills, invoices, notices] = await Promise.all([
    db
      .selectFrom('purchases')
      .select(['order_id', 'payment_channel', sql<string>`amount::text`.as('amount'), 'reason', 'auto_renew'])
      .where(column, '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('package_grants as g')
      .innerJoin('skus as s', 's.id', 'g.sku_id')
      .select(['s.name', sql<string>`g.ru_total::text`.as('ru_total'), 'g.purchase_id'])
      .where(`g.${column}`, '=', id)
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('bills')
      .select([
        'bill_type',
        'title',
        sql<string>`amount::text`.as('amount'),
        sql<string>`balance_after::text`.as('balance_after'),
        'payment_channel',
        'order_id',
      ])
      .where('wallet_id', '=', walletId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['number', 'order_id', 'payment_channel', sql<string>`total::text`.as('total'), 'status'])
      .where('wallet_id', '=', walletId)
      .orderBy('id')
      .execute(),
    db.selectFrom('notices').select(['type', 'expand']).where(column, '=', id).orderBy('id').execute(),
  ])
  return { purchases, grants, bills, invoices, notices }
}
