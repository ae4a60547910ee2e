/**
 * What a refused or failed settings write means for the panel. The calls go out with `hideError`
 * (the panel shows every failure inline, beside the control that caused it), so this is where a
 * rejection becomes something to show: a package the feature needs (with a link to buy one), a
 * refused whitelist entry (shown at that entry), another refusal in the server's words, or no
 * answer at all.
 */
import type { WhitelistProblem, WhitelistRefusal } from '../../../../contract/whitelist'
import { RpcCallError, isCancelled } from '../../../lib/rpc-client'
import { localizedMessage } from '../../../lib/rpc-error-policy'

export type SettingFailure =
  /** The package lacks the feature: the server's words name the package to buy. */
  | { kind: 'package'; message: string; requiredSku: string | null }
  /** hub_updateApiKey refused an entry (`data { entry, index, reason }`). */
  | { kind: 'whitelist'; message: string; problem: WhitelistProblem }
  /** Any other refusal (MEV protection with global cast, a key deleted meanwhile…). */
  | { kind: 'refused'; message: string }
  /** No answer (offline, timeout, server down): nothing changed, try again. */
  | { kind: 'unanswered' }

const BUSINESS_RULE = 10422
const WHITELIST_REASONS: readonly WhitelistRefusal[] = [
  'malformed_ip',
  'malformed_cidr',
  'malformed_domain',
  'duplicate',
  'too_many',
]

/** Reads a rejection; null for a cancelled call, which is nobody's failure. */
export function readSettingFailure(error: unknown): SettingFailure | null {
  if (isCancelled(error)) return null
  if (error instanceof RpcCallError) {
    const message = localizedMessage(error)
    const data = error.data ?? {}
    if (error.code === BUSINESS_RULE && 'requiredSku' in data) {
      return { kind: 'package', message, requiredSku: typeof data.requiredSku === 'string' ? data.requiredSku : null }
    }
    const problem = error.code === BUSINESS_RULE ? whitelistProblem(data) : null
    if (problem) return { kind: 'whitelist', message, problem }
    return { kind: 'refused', message }
  }
  // A transport failure (or anything else): the server never said no, so nothing changed.
  return { kind: 'unanswered' }
}

function whitelistProblem(data: Record<string, unknown>): WhitelistProblem | null {
  const { entry, index, reason } = data
  if (typeof entry !== 'string' || typeof index !== 'number') return null
  if (!WHITELIST_REASONS.includes(reason as WhitelistRefusal)) return null
  return { entry, index, reason: reason as WhitelistRefusal }
}
