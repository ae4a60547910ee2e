/**
 * Where a node stands in its paid time, for the list: not started (pending: the paid months start
 * when it comes online), running with the time left in SPEC §9's remaining-time words ("1 min",
 * minutes, hours, days), or ended, with when it is released unless renewed.
 */
import type { DedicatedNode } from '../../../contract/methods/nodes'
import { formatRemaining } from '../../lib/dates'

export type NodeTime =
  | { kind: 'notStarted' }
  | { kind: 'running'; left: string; endsAt: string }
  | { kind: 'ended'; endedAt: string; releasesAt: string | null }

/** The node's time at `now` (ms since the epoch). */
export function nodeTimeAt(node: Pick<DedicatedNode, 'expiresAt' | 'releasesAt'>, now: number): NodeTime {
  if (node.expiresAt === null) return { kind: 'notStarted' }
  const left = Date.parse(node.expiresAt) - now
  if (left > 0) return { kind: 'running', left: formatRemaining(left), endsAt: node.expiresAt }
  return { kind: 'ended', endedAt: node.expiresAt, releasesAt: node.releasesAt }
}
