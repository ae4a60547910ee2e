/**
 * The sandbox's provisioning, as a real dedicated node's goes (Chainstack and QuickNode show the
 * same phases): queued, a machine allocated, the client installed, the chain synced (most of the
 * time, from a snapshot), the endpoint started. Pure: a share of the provisioning time → progress
 * and step.
 */
import type { NodeProvisionStep } from '../../../../contract/index'
import type { ProvisionProgress } from './provisioner'

/** Where each step ends, as a share of the whole (0–1). */
const STEP_ENDS: ReadonlyArray<[NodeProvisionStep, number]> = [
  ['queued', 0.05],
  ['allocating', 0.2],
  ['installing', 0.35],
  ['syncing', 0.9],
  ['starting', 1],
]

/** The progress of a node `elapsedMs` into a provisioning of `totalMs`. */
export function provisionProgress(elapsedMs: number, totalMs: number): ProvisionProgress {
  const share = totalMs <= 0 ? 1 : Math.max(0, elapsedMs) / totalMs
  if (share >= 1) return { progress: 100, step: null }
  const step = STEP_ENDS.find(([, end]) => share < end)![0]
  return { progress: Math.min(99, Math.floor(share * 100)), step }
}
