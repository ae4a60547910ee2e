/**
 * The team-selection machine with the effects of entering a workspace (SPEC §6): a team's
 * team-user profile is loaded in that team's context first (the server checks membership), then
 * the session runtime switches context and the dashboard opens. /choose-team and the header's
 * workspace switcher both run it, so a switch is the same wherever it starts.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { LoginType } from '../../../contract/enums'
import type { UserProfile } from '../../../contract/methods/account-profile'
import { teamSelectionMachine } from '../../../machines/team-selection/team-selection.machine'
import { rpc } from '../../lib/rpc-client'
import { sessionRuntime, type LoginChoice } from './session-link'

/* eslint-disable lingui/no-unlocalized-strings -- contract values (LoginType), never shown */
export const PERSONAL = { loginType: 'Personal' } as const
export const TEAM = { loginType: 'Team' } as const
/* eslint-enable lingui/no-unlocalized-strings */

export function useTeamSelection(profile: UserProfile, loginType: LoginType | null) {
  const navigate = useNavigate()
  const enter = async (choice: LoginChoice) => {
    await (await sessionRuntime()).enterContext(choice)
    await navigate({ to: '/rpc/endpoint' })
  }
  return useMachine(
    teamSelectionMachine.provide({
      actors: {
        enterTeam: fromPromise<unknown, { teamId: number }>(({ input }) =>
          rpc('hub_getTeamUserProfile', {}, { teamId: input.teamId }),
        ),
      },
      actions: {
        recordPersonal: () => void enter(PERSONAL),
        recordTeam: (_, teamId: number) => void enter({ ...TEAM, teamId }),
      },
    }),
    { input: { userType: profile.userType, teamIds: profile.teamList.map((team) => team.teamId), loginType } },
  )
}
