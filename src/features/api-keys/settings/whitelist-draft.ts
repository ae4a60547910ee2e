/**
 * The whitelist editor's state rules, pure: what the typed entry would break if added, adding
 * it, and whether the draft differs from what the server holds. Every rule is the contract's
 * `checkWhitelist`, the very check hub_updateApiKey runs, so the editor never accepts what the
 * server would refuse, nor refuses what it would accept.
 */
import { MAX_WHITELIST_ENTRIES } from '../../../../contract/methods/api-keys'
import { checkWhitelist, normalizeWhitelistEntry, type WhitelistProblem } from '../../../../contract/whitelist'

/**
 * Why the typed entry cannot join the draft, or null when it can (or nothing is typed). A draft
 * that is itself refused (an entry stored before a rule changed) does not block a good entry.
 */
export function candidateProblem(draft: readonly string[], typed: string): WhitelistProblem | null {
  if (typed.trim() === '') return null
  const index = draft.length
  if (index >= MAX_WHITELIST_ENTRIES) return { entry: normalizeWhitelistEntry(typed), index, reason: 'too_many' }
  const withDraft = checkWhitelist([...draft, typed])
  if (withDraft.ok) return null
  if (withDraft.index === index) return problemOf(withDraft)
  const alone = checkWhitelist([typed])
  return alone.ok ? null : { ...problemOf(alone), index }
}

/** The draft with the typed entry added (normalised, as the server stores it), or why not. */
export function addToDraft(
  draft: readonly string[],
  typed: string,
): { ok: true; draft: string[] } | { ok: false; problem: WhitelistProblem | null } {
  if (typed.trim() === '') return { ok: false, problem: null }
  const problem = candidateProblem(draft, typed)
  if (problem) return { ok: false, problem }
  return { ok: true, draft: [...draft, normalizeWhitelistEntry(typed)] }
}

/** The first problem of the draft as a whole, to show at its entry; null when it can be saved. */
export function draftProblem(draft: readonly string[]): WhitelistProblem | null {
  const checked = checkWhitelist(draft)
  return checked.ok ? null : problemOf(checked)
}

/** Whether saving would change anything: same entries in the same order is no change. */
export function isDraftChanged(draft: readonly string[], saved: readonly string[]): boolean {
  return draft.length !== saved.length || draft.some((entry, index) => entry !== saved[index])
}

/**
 * The server's refusal of entry `index` (`data { entry, index, reason }`) with the hint the
 * same check gives here (the network meant, the entry repeated), which the wire does not carry.
 */
export function withLocalHint(draft: readonly string[], problem: WhitelistProblem): WhitelistProblem {
  const local = draftProblem(draft)
  return local && local.index === problem.index && local.reason === problem.reason ? local : problem
}

function problemOf({ entry, index, reason, hint }: WhitelistProblem): WhitelistProblem {
  return hint === undefined ? { entry, index, reason } : { entry, index, reason, hint }
}
