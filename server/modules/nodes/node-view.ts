/**
 * A node as the contract's `DedicatedNode`, and hub_getUserDnNodeView's page: the caller's nodes
 * (or its team's), newest first, released ones left out. A pending node's progress is the
 * provisioner's at the moment of reading; endpoints appear once it is online.
 */
import { sql, type Kysely } from 'kysely'
import type { DedicatedNode, NodeClient, NodeStatus, Page } from '../../../contract/index'
import type { DB, DnNodeRowStatus } from '../../db/schema'
import type { WalletOwner } from '../wallet/wallet.queries'
import { CYCLE_OF_MONTHS } from './node-skus'
import { RELEASE_GRACE_MS } from './lifecycle/lifecycle-rules'
import type { NodeProvisioner, ProvisionedNode } from './provisioning/provisioner'

/** How a node is read: the provisioner, and the origin its served-here endpoints carry. */
export interface NodeReader {
  provisioner: NodeProvisioner
  origin: string
  now?: Date
}

/** The columns a node is read with (dn_nodes `n` joined with dn_skus `s`). */
export function nodeQuery(db: Kysely<DB>) {
  return db
    .selectFrom('dn_nodes as n')
    .innerJoin('dn_skus as s', 's.id', 'n.sku_id')
    .select([
      'n.id',
      'n.name',
      'n.sku_id',
      'n.status',
      'n.cycle_months',
      'n.secret',
      'n.auto_renew',
      'n.created_at',
      'n.expires_at',
      's.chain_id',
      's.network_id',
      's.network_name',
      's.region',
      's.region_name',
      's.client',
      (eb) =>
        eb
          .selectFrom('dn_node_payments as p')
          .select('p.order_id')
          .whereRef('p.node_id', '=', 'n.id')
          .where('p.term', '=', 0)
          .as('order_id'),
    ])
}

export type NodeRow = Awaited<ReturnType<ReturnType<typeof nodeQuery>['executeTakeFirstOrThrow']>>

/** The provisioner's view of a node row. */
export function provisionedNode(
  row: Pick<NodeRow, 'id' | 'secret' | 'network_id' | 'region' | 'created_at'>,
): ProvisionedNode {
  return {
    id: Number(row.id),
    secret: row.secret,
    networkId: row.network_id,
    region: row.region,
    orderedAt: new Date(row.created_at),
  }
}

export function toDedicatedNode(row: NodeRow, reader: NodeReader): DedicatedNode {
  const node = provisionedNode(row)
  const pending = row.status === 'pending'
  const { progress, step } = pending
    ? reader.provisioner.progress(node, reader.now ?? new Date())
    : { progress: 100, step: null }
  const endpoints = pending ? null : reader.provisioner.endpoints(node, reader.origin)
  const expiresAt = row.expires_at ? new Date(row.expires_at) : null
  return {
    id: Number(row.id),
    orderId: row.order_id ?? '',
    name: row.name,
    skuId: Number(row.sku_id),
    chainId: row.chain_id,
    networkId: row.network_id,
    networkName: row.network_name,
    region: row.region,
    regionName: row.region_name,
    client: row.client as NodeClient,
    status: listedStatus(row.status),
    cycle: CYCLE_OF_MONTHS[row.cycle_months as 1 | 3 | 12],
    // A node the job has not moved yet shows 99 at most: it is online once the job says so.
    progress: pending ? Math.min(progress, 99) : 100,
    step: pending ? (step ?? 'starting') : null,
    httpsUrl: endpoints?.httpsUrl ?? null,
    wssUrl: endpoints?.wssUrl ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    releasesAt:
      row.status === 'expired' && expiresAt ? new Date(expiresAt.getTime() + RELEASE_GRACE_MS).toISOString() : null,
    autoRenew: row.auto_renew,
  }
}

/** The owner's listed nodes, newest first; of one status when named. */
export async function nodePage(
  db: Kysely<DB>,
  owner: WalletOwner,
  filter: { page: number; perPage: number; status?: NodeStatus },
  reader: NodeReader,
): Promise<Page<DedicatedNode>> {
  let query = nodeQuery(db).where('n.status', '<>', 'released')
  query = 'userId' in owner ? query.where('n.user_id', '=', owner.userId) : query.where('n.team_id', '=', owner.teamId)
  if (filter.status) query = query.where('n.status', '=', filter.status)
  const rows = await query
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute()
  return {
    list: rows.map((row) => toDedicatedNode(row, reader)),
    total: rows.length > 0 ? Number(rows[0]!.total) : await countNodes(db, owner, filter.status),
    page: filter.page,
    perPage: filter.perPage,
  }
}

/** The total when the page asked for lies past the end (no row to carry the window count). */
async function countNodes(db: Kysely<DB>, owner: WalletOwner, status?: NodeStatus): Promise<number> {
  let query = db
    .selectFrom('dn_nodes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '<>', 'released')
  query = 'userId' in owner ? query.where('user_id', '=', owner.userId) : query.where('team_id', '=', owner.teamId)
  if (status) query = query.where('status', '=', status)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

function listedStatus(status: DnNodeRowStatus): NodeStatus {
  // Released nodes are never read here; the filter above leaves them out.
  return status === 'released' ? 'expired' : status
}
