/**
 * A team log line's detail in the reader's words. The server keeps the detail as it was written
 * (`key=value` params, or `old → new` for a role change, contract/methods/teams.ts `TeamLog`);
 * the page shows roles in the reader's language, leaves out a value the target already names
 * (an invited e-mail), and keeps everything else as written.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { TEAM_ROLES, type TeamRole } from '../../../contract/team-permissions'
import { TEAM_ROLE_WORDS } from '../../i18n/team-role-words'

const isRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value)

const ROLE_LABEL = msg`Role`

/** The words of one `key=value` part, or null when it only repeats the target. */
function partWords(part: string, target: string | null, i18n: I18n): string | null {
  const roleChange = /^(\w+) → (\w+)$/.exec(part)
  if (roleChange && isRole(roleChange[1]!) && isRole(roleChange[2]!)) {
    return `${i18n._(TEAM_ROLE_WORDS[roleChange[1]])} → ${i18n._(TEAM_ROLE_WORDS[roleChange[2]])}`
  }
  const pair = /^(\w+)=(.*)$/.exec(part)
  if (!pair) return part
  const [, key, value] = pair
  if (value === target) return null
  if (key === 'role' && isRole(value!)) return `${i18n._(ROLE_LABEL)}: ${i18n._(TEAM_ROLE_WORDS[value])}`
  return part
}

/** The target and the detail of a log line, joined with " · ". */
export function logDetailText(line: { target: string | null; detail: string }, i18n: I18n): string {
  const parts = line.detail
    .split(', ')
    .filter(Boolean)
    .map((part) => partWords(part, line.target, i18n))
  return [line.target, ...parts].filter(Boolean).join(' · ')
}
