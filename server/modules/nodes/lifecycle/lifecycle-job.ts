/**
 * The dedicated nodes' lifecycle job: every run takes each step that is due at `now` (a test's
 * clock, or the real one on the timer of nodes.plugin.ts) — provisioned nodes come online, nodes
 * with auto-renew are paid for their next period, nodes near their end turn will_expired, ended
 * ones expire, and those past their grace are released — each node and step in its own
 * transaction (lifecycle-steps.ts), so every instance can run it at once and each step happens
 * exactly once. After a step commits, the provisioner starts or stops what serves the node.
 */
import type { Kysely } from 'kysely'
import type { DevNodeStep } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import type { CardPayments } from '../../wallet/cards/processor'
import type { NodeProvisioner } from '../provisioning/provisioner'
import { candidates, STEP_RULES, takeStep } from './lifecycle-steps'
import { autoRenewNode, dueAutoRenewals, type NodeRenewalOutcome } from './node-auto-renew'

/** How many nodes one run looks at per step (the next run takes the rest). */
const BATCH = 200

/** What one run did. */
export interface NodeLifecycleRun {
  steps: DevNodeStep[]
  renewals: Array<{ nodeId: number; outcome: NodeRenewalOutcome }>
}

export interface NodeLifecycleJob {
  /** Takes every step due at `now` (default: the clock). */
  runOnce(now?: Date): Promise<NodeLifecycleRun>
}

export function createNodeLifecycleJob({
  db,
  provisioner,
  cards,
}: {
  db: Kysely<DB>
  provisioner: NodeProvisioner
  /** Card payments, for nodes that renew by card; null: off (they renew from the wallet). */
  cards: CardPayments | null
}): NodeLifecycleJob {
  return {
    async runOnce(now = new Date()) {
      const run: NodeLifecycleRun = { steps: [], renewals: [] }
      // Online first, so a node that came online is renewed or expired by the same run's clock.
      const [online, ...later] = STEP_RULES
      await runStep(online!, now, run)
      for (const nodeId of await dueAutoRenewals(db, now, BATCH)) {
        const outcome = await db.transaction().execute((trx) => autoRenewNode(trx, nodeId, { now, cards }))
        if (outcome) run.renewals.push({ nodeId, outcome })
      }
      for (const rule of later) await runStep(rule, now, run)
      return run
    },
  }

  async function runStep(rule: (typeof STEP_RULES)[number], now: Date, run: NodeLifecycleRun): Promise<void> {
    for (const nodeId of await candidates(db, rule, now, BATCH)) {
      const taken = await db.transaction().execute((trx) => takeStep(trx, rule, nodeId, now, provisioner))
      if (!taken) continue
      run.steps.push({ nodeId, step: rule.step })
      if (rule.after === 'start') await provisioner.start(taken.provisioned)
      if (rule.after === 'stop') await provisioner.stop(taken.provisioned)
    }
  }
}
