/**
 * The lifecycle's steps, each taken for one node in its own transaction. A step is claimed by its
 * `dn_node_steps` row (primary key node × step × term): the node row is locked with
 * `for update skip locked` and its condition checked again under the lock, and the insert that
 * claims the step does nothing when another instance (or an earlier run before a restart) took
 * it. Only the claim's winner moves the node and sends the notice, so each happens once.
 */
import { sql, type Kysely } from 'kysely'
import type { DevNodeStep } from '../../../../contract/index'
import type { DB, DnNodeRowStatus } from '../../../db/schema'
import { notify, type NoticeTarget } from '../../notices/notify'
import { cancelSubscription, moveSubscriptionEnd } from '../node-subscription'
import { provisionedNode } from '../node-view'
import type { NodeProvisioner, ProvisionedNode } from '../provisioning/provisioner'
import { addMonths, daysLeft, RELEASE_GRACE_MS, WILL_EXPIRE_MS } from './lifecycle-rules'

export type StepName = DevNodeStep['step']

/** A node as a step reads it, locked. */
export interface LockedNode {
  id: number
  name: string
  status: DnNodeRowStatus
  term: number
  paidMonths: number
  expiresAt: Date | null
  owner: NoticeTarget
  provisioned: ProvisionedNode
}

/** One kind of step: which nodes may take it, and what taking it does. */
export interface StepRule {
  step: StepName
  /** The statuses a node may take it from. */
  from: readonly DnNodeRowStatus[]
  /** Narrows candidates in SQL (`n` is dn_nodes), at `now`. */
  due?: (now: Date) => ReturnType<typeof sql<boolean>>
  /** Whether the locked node takes it now (checked in code, after the lock). */
  ready(node: LockedNode, now: Date, provisioner: NodeProvisioner): boolean
  /** The term the step belongs to: `online` happens once per node, the others once per period. */
  term(node: LockedNode): number
  /** Moves the node and tells its owner; runs only for the claim's winner. */
  take(trx: Kysely<DB>, node: LockedNode, now: Date): Promise<void>
  /** After commit: what the provisioner must do. */
  after?: 'start' | 'stop'
}

export const STEP_RULES: readonly StepRule[] = [
  {
    step: 'online',
    from: ['pending'],
    ready: (node, now, provisioner) => provisioner.progress(node.provisioned, now).progress >= 100,
    term: () => 0,
    async take(trx, node, now) {
      const expiresAt = addMonths(now, node.paidMonths)
      await move(trx, node, { status: 'online', online_at: now, expires_at: expiresAt })
      await moveSubscriptionEnd(trx, node.id, expiresAt)
      await notify(trx, node.owner, 'dn_node_online', { name: node.name, timeStamp: expiresAt.toISOString() })
    },
    after: 'start',
  },
  {
    step: 'will_expired',
    from: ['online'],
    due: (now) => sql<boolean>`n.expires_at <= ${new Date(now.getTime() + WILL_EXPIRE_MS)} and n.expires_at > ${now}`,
    ready: (node, now) => node.expiresAt !== null && node.expiresAt.getTime() - now.getTime() <= WILL_EXPIRE_MS,
    term: (node) => node.term,
    async take(trx, node, now) {
      await move(trx, node, { status: 'will_expired' })
      await notify(trx, node.owner, 'dn_node_will_expire', {
        name: node.name,
        leftDays: daysLeft(node.expiresAt!, now),
        timeStamp: node.expiresAt!.toISOString(),
      })
    },
  },
  {
    step: 'expired',
    from: ['online', 'will_expired', 'stopped'],
    due: (now) => sql<boolean>`n.expires_at <= ${now}`,
    ready: (node, now) => node.expiresAt !== null && node.expiresAt <= now,
    term: (node) => node.term,
    async take(trx, node) {
      await move(trx, node, { status: 'expired', stopped_at: null })
      // Its period is over: a card subscription canceling at its end (auto-renew off) ends now.
      await cancelSubscription(trx, node.id)
      const releasesAt = new Date(node.expiresAt!.getTime() + RELEASE_GRACE_MS)
      await notify(trx, node.owner, 'dn_node_expired', { name: node.name, timeStamp: releasesAt.toISOString() })
    },
    after: 'stop',
  },
  {
    step: 'released',
    from: ['expired'],
    due: (now) => sql<boolean>`n.expires_at <= ${new Date(now.getTime() - RELEASE_GRACE_MS)}`,
    ready: (node, now) => node.expiresAt !== null && node.expiresAt.getTime() + RELEASE_GRACE_MS <= now.getTime(),
    term: (node) => node.term,
    async take(trx, node, now) {
      await move(trx, node, { status: 'released', released_at: now })
    },
    after: 'stop',
  },
]

/** Ids of nodes that may be due for `rule` at `now` (read without locks; each is checked again). */
export async function candidates(db: Kysely<DB>, rule: StepRule, now: Date, limit: number): Promise<number[]> {
  let query = db.selectFrom('dn_nodes as n').select('n.id').where('n.status', 'in', rule.from)
  if (rule.due) query = query.where(rule.due(now))
  const rows = await query.orderBy('n.id').limit(limit).execute()
  return rows.map((row) => Number(row.id))
}

/**
 * Takes `rule`'s step for node `nodeId` at `now` if it is due and nobody took it; answers the
 * node when this call took it.
 */
export async function takeStep(
  trx: Kysely<DB>,
  rule: StepRule,
  nodeId: number,
  now: Date,
  provisioner: NodeProvisioner,
): Promise<LockedNode | null> {
  const node = await lockNode(trx, nodeId)
  if (!node || !rule.from.includes(node.status) || !rule.ready(node, now, provisioner)) return null
  const claimed = await trx
    .insertInto('dn_node_steps')
    .values({ node_id: nodeId, step: rule.step, term: rule.term(node), taken_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('node_id')
    .executeTakeFirst()
  if (!claimed) return null
  await rule.take(trx, node, now)
  return node
}

/** The node, locked for this transaction; null when another instance holds it (it is taking a step). */
export async function lockNode(trx: Kysely<DB>, nodeId: number): Promise<LockedNode | null> {
  const row = await trx
    .selectFrom('dn_nodes as n')
    .innerJoin('dn_skus as s', 's.id', 'n.sku_id')
    .select([
      'n.id',
      'n.name',
      'n.status',
      'n.term',
      'n.paid_months',
      'n.expires_at',
      'n.user_id',
      'n.team_id',
      'n.secret',
      'n.created_at',
      's.network_id',
      's.region',
    ])
    .where('n.id', '=', nodeId)
    .forUpdate('n')
    .skipLocked()
    .executeTakeFirst()
  if (!row) return null
  return {
    id: Number(row.id),
    name: row.name,
    status: row.status,
    term: row.term,
    paidMonths: row.paid_months,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    owner: row.user_id !== null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) },
    provisioned: provisionedNode(row),
  }
}

async function move(
  trx: Kysely<DB>,
  node: LockedNode,
  changes: { status: DnNodeRowStatus; online_at?: Date; expires_at?: Date; stopped_at?: null; released_at?: Date },
): Promise<void> {
  await trx.updateTable('dn_nodes').set(changes).where('id', '=', node.id).execute()
}
