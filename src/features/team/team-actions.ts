/**
 * What the caller's role may do on the team page (contract/team-permissions.ts): each action is
 * enabled, or disabled with the matrix's reason in the reader's language. The same matrix makes
 * the server refuse, so a disabled button never hides a call that would pass.
 */
import { INVITE_ROLES, type InviteRole } from '../../../contract/methods/teams'
import { roleHas, type TeamRole } from '../../../contract/team-permissions'

export { refusalFor } from '../../components/access/team-role'

/** The roles `role` may give by invitation or role change: admin only by the owner. */
export function grantableRoles(role: TeamRole): InviteRole[] {
  if (!roleHas(role, 'members.write')) return []
  return INVITE_ROLES.filter((item) => item !== 'admin' || roleHas(role, 'team.admin'))
}

/**
 * Whether `role` may act on a member whose role is `target` (remove, change role, note): nobody
 * acts on the owner this way, and only the owner acts on an admin.
 */
export function mayManage(role: TeamRole, target: TeamRole): boolean {
  if (!roleHas(role, 'members.write') || target === 'owner') return false
  return target !== 'admin' || roleHas(role, 'team.admin')
}
