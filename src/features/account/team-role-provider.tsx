/**
 * Provides the caller's team role (src/components/access/team-role.tsx) from the stored profile:
 * the role of the team the team cookie names. A role changed by the owner arrives with the next
 * profile read; until then the server's refusal still stands. Mounted by the dashboard layout
 * (src/routes/rpc/route.tsx), where the header's switcher reads the same profile: mounted at the
 * app's root, above the router, its profile view broke the profile page's edits end to end
 * (profile.spec.ts), so it lives only as long as the dashboard does.
 */
import type { ReactNode } from 'react'
import { TeamRoleContext } from '../../components/access/team-role'
import { readTeamId } from '../../lib/team-context'
import { useView } from '../../store/use-view'
import { profileProjection } from './profile.projection'

export function TeamRoleProvider({ children }: { children: ReactNode }) {
  const profile = useView(profileProjection)?.state
  const teamId = readTeamId()
  const role = teamId === null ? null : (profile?.teamList.find((team) => team.teamId === teamId)?.role ?? null)
  return <TeamRoleContext value={role}>{children}</TeamRoleContext>
}
