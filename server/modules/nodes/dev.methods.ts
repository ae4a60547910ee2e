/**
 * The nodes' dev methods (outside production only): run the lifecycle job at a chosen `now`, so
 * an end-to-end test moves a node through its life without waiting days, and the provider's stop
 * and start of a node.
 */
import type { MethodRegistry } from '../../rpc/registry'
import { inTransaction } from '../../db/transaction'
import { lockNode } from './lifecycle/lifecycle-steps'
import { nodeNotFound } from './node-payment'
import type { NodeRuntime } from './node-runtime'

export function registerDevNodeMethods(registry: MethodRegistry, runtime: () => NodeRuntime): void {
  registry.register(
    'dev_runNodeLifecycle',
    async (_ctx, { now }) => (await runtime().lifecycle.runOnce(new Date(now))).steps,
  )

  registry.register('dev_stopDnNode', async (ctx, { nodeId }) => {
    const node = await inTransaction(ctx.db, async (trx) => {
      const locked = await lockNode(trx, nodeId)
      if (!locked || locked.status === 'released') throw nodeNotFound(nodeId)
      if (locked.status !== 'online' && locked.status !== 'will_expired') return null
      await trx
        .updateTable('dn_nodes')
        .set({ status: 'stopped', stopped_at: new Date() })
        .where('id', '=', nodeId)
        .execute()
      return locked
    })
    if (node) await runtime().provisioner.stop(node.provisioned)
    return null
  })

  registry.register('dev_startDnNode', async (ctx, { nodeId }) => {
    const node = await inTransaction(ctx.db, async (trx) => {
      const locked = await lockNode(trx, nodeId)
      if (!locked || locked.status === 'released') throw nodeNotFound(nodeId)
      if (locked.status !== 'stopped') return null
      // Back to what it was: will_expired when that step of this period was taken already.
      const warned = await trx
        .selectFrom('dn_node_steps')
        .select('node_id')
        .where('node_id', '=', nodeId)
        .where('step', '=', 'will_expired')
        .where('term', '=', locked.term)
        .executeTakeFirst()
      const status = warned ? 'will_expired' : 'online'
      await trx.updateTable('dn_nodes').set({ status, stopped_at: null }).where('id', '=', nodeId).execute()
      return locked
    })
    if (node) await runtime().provisioner.start(node.provisioned)
    return null
  })
}
