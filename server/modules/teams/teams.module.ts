/**
 * The teams area: the caller's teams, creating, renaming and disbanding one, the team account of
 * team context, joining by invitation (hub_registerTeam), members, invitations, roles and notes
 * (members/). The `Team-Id` check of every call lives in team-context.ts; the team log in logs/.
 */
import type { HubModule } from '../module'
import { registerDevTeamMethods } from './dev.methods'
import { registerTeamLogMethods } from './logs/team-logs.methods'
import { registerMemberMethods } from './members/members.methods'
import { registerMyInviteMethods } from './members/my-invites.methods'
import { registerTeamRegistration } from './register-team.methods'
import { registerTeamMethods } from './teams.methods'

/** Owns the `teams`, `team_members` and `team_invitations` tables. */
export const teamsModule: HubModule = {
  name: 'teams',
  registerMethods(registry, settings) {
    registerTeamMethods(registry)
    registerTeamRegistration(registry)
    registerTeamLogMethods(registry)
    registerMemberMethods(registry, settings)
    registerMyInviteMethods(registry)
    if (!settings.production) registerDevTeamMethods(registry)
  },
}
