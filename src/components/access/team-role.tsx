/**
 * The caller's role in the team they work in, and why it may not make a call — the permission
 * matrix (contract/team-permissions.ts) as every screen uses it to disable what the server would
 * refuse, with the reason in the reader's language. The role comes from the signed-in profile,
 * which the dashboard layout provides (src/features/account/team-role-provider.tsx): features read it here
 * without reaching into the account feature. In personal context, or while the role is not known
 * yet, nothing is refused here; the server still refuses what it must.
 */
import { useLingui } from '@lingui/react/macro'
import { createContext, useContext } from 'react'
import { refusalReason, type TeamRole, type UserMethodName } from '../../../contract/team-permissions'

/** The caller's role in the current team; null in personal context or until known. */
export const TeamRoleContext = createContext<TeamRole | null>(null)

/** Why `role` may not call `method`, in `locale`; null when it may. */
export function refusalFor(role: TeamRole, method: string, locale: string): string | null {
  const reason = refusalReason(role, method)
  if (!reason) return null
  return locale.startsWith('zh') ? reason.zh : reason.en
}

/** The caller's role in the team they work in; null in personal context or until known. */
export function useTeamRole(): TeamRole | null {
  return useContext(TeamRoleContext)
}

/** Why the caller may not call `method` in the current workspace; null when they may. */
export function useTeamRefusal(method: UserMethodName): string | null {
  const { i18n } = useLingui()
  const role = useTeamRole()
  return role ? refusalFor(role, method, i18n.locale) : null
}
