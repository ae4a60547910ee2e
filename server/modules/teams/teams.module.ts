/**
 * The teams area, as far as login needs it (issue 6): the caller's teams, creating one, the team
 * account of team context, and joining by invitation (hub_registerTeam). The `Team-Id` check of
 * every call lives in team-context.ts. Members, invitations, notes and the log: a later issue.
 */
import type { HubModule } from '../module'
import { registerDevTeamMethods } from './dev.methods'
import { registerTeamRegistration } from './register-team.methods'
import { registerTeamMethods } from './teams.methods'

/** Owns the `teams`, `team_members` and `team_invitations` tables. */
export const teamsModule: HubModule = {
  name: 'teams',
  registerMethods(registry, settings) {
    registerTeamMethods(registry)
    registerTeamRegistration(registry)
    if (!settings.production) registerDevTeamMethods(registry)
  },
}
