/**
 * For the node tests: a suite's server with the card sandbox and no lifecycle timer (tests drive
 * `app.nodeLifecycle.runOnce(now)` with their own clock), the catalogue's ids, and what a node
 * purchase leaves in the tables. Not a test file: the suites beside it import it.
 */
import { sql } from 'kysely'
import type { TestServer } from '../../test-support/test-server'
import { createTestServer } from '../../test-support/test-server'
import type { TestEngine } from '../../test-support/test-database'
import { SANDBOX_SECRET } from '../wallet/cards/card-test-kit'
import { walletIdOf } from '../wallet/ledger'
import type { WalletOwner } from '../wallet/wallet.queries'
import type { NodeSettings } from './nodes-settings'

/** One minute of provisioning in tests: a node is online when the test's clock says so. */
export const PROVISION_MS = 60_000

export const NODE_TEST_SETTINGS: Partial<NodeSettings> = { intervalMs: null, provisionMs: PROVISION_MS }

export function startNodeServer(engine: TestEngine): Promise<TestServer> {
  return createTestServer(engine, {
    cards: { processor: 'sandbox', webhookSecret: SANDBOX_SECRET },
    nodes: NODE_TEST_SETTINGS,
  })
}

/** The catalogue id of the SKU named `name`. */
export async function dnSkuId(server: TestServer, name: string): Promise<number> {
  const row = await server.database.kysely
    .selectFrom('dn_skus')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export const DEVNET_SKU = 'Hubdeck Devnet · Local'
export const GETH_SKU = 'Ethereum Full · Frankfurt · Geth'

/** Everything node payments wrote for `owner`, oldest first. */
export async function nodeTrail(server: TestServer, owner: WalletOwner) {
  const db = server.database.kysely
  const walletId = await walletIdOf(db, owner)
  const column = 'userId' in owner ? 'user_id' : 'team_id'
  const id = 'userId' in owner ? owner.userId : owner.teamId
  const [nodes, payments, bills, invoices] = await Promise.all([
    db
      .selectFrom('dn_nodes')
      .select(['id', 'status', 'paid_months', 'term'])
      .where(column, '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('dn_node_payments as p')
      .innerJoin('dn_nodes as n', 'n.id', 'p.node_id')
      .select(['p.order_id', 'p.payment_channel', 'p.reason', 'p.term', sql<string>`p.amount::text`.as('amount')])
      .where(`n.${column}`, '=', id)
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('bills')
      .select(['bill_type', sql<string>`amount::text`.as('amount'), 'payment_channel', 'order_id'])
      .where('wallet_id', '=', walletId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['order_id', sql<string>`total::text`.as('total'), 'lines'])
      .where('wallet_id', '=', walletId)
      .orderBy('id')
      .execute(),
  ])
  return { nodes, payments, bills, invoices }
}
