/**
 * Team selection (SPEC §2 "Access guard", §6): which context a session works in — the person's
 * own (login type Personal) or one of their teams (login type Team, with the team's id).
 *
 * With no login type chosen yet, SPEC's rules decide by themselves: a personal user without
 * teams works as the person; a team-type user with exactly one team is entered into it; anyone
 * else chooses (at /choose-team). With a login type already chosen, the person is switching: they
 * choose. Entering a team first loads its team-user profile (`enterTeam`): a team the server
 * refuses (no longer a member) is not recorded, and the choice stays open with the reason.
 *
 * Effects are named here and provided by the app:
 * - `enterTeam` (input: the team id) loads hub_getTeamUserProfile in that team's context;
 * - `recordPersonal` / `recordTeam` write the login-type and team cookies and reload the account
 *   for that context.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { LoginType, UserType } from '../../contract/enums'

export interface TeamSelectionInput {
  userType: UserType
  /** The ids of the user's teams (`UserProfile.teamList`). */
  teamIds: readonly number[]
  /** The login type already chosen in this browser, or null. */
  loginType: LoginType | null
}

export interface TeamSelectionContext extends TeamSelectionInput {
  /** The team being entered or entered. */
  teamId: number | null
  /** Why the last team could not be entered; cleared by the next choice. */
  lastError: unknown
}

export type TeamSelectionEvent =
  | { type: 'team.choose'; teamId: number }
  /** Back to the person's own account (personal users only: a team-type user has none). */
  | { type: 'personal.choose' }

export type TeamSelectionTag =
  /** The list is shown and waits for a choice. */
  | 'choosing'
  /** A team is being entered: its button spins, further choices are ignored. */
  | 'busy'
  /** The last team could not be entered; `lastError` says why. */
  | 'failed'

/** Once `done`: the context chosen. */
export type TeamSelectionOutput = { loginType: 'Personal' } | { loginType: 'Team'; teamId: number }

/** SPEC §2's rule for a session with no login type yet: what is chosen without asking, if anything. */
export function automaticChoice(input: TeamSelectionInput): TeamSelectionOutput | null {
  if (input.loginType !== null) return null
  const [onlyTeam] = input.teamIds
  if (input.userType === 'user') return input.teamIds.length === 0 ? { loginType: 'Personal' } : null
  return input.teamIds.length === 1 && onlyTeam !== undefined ? { loginType: 'Team', teamId: onlyTeam } : null
}

export const teamSelectionMachine = setup({
  types: {
    context: {} as TeamSelectionContext,
    input: {} as TeamSelectionInput,
    events: {} as TeamSelectionEvent,
    tags: {} as TeamSelectionTag,
    output: {} as TeamSelectionOutput,
  },
  actors: {
    enterTeam: fromPromise<unknown, { teamId: number }>(async () => {
      throw new Error('enterTeam is provided by the app')
    }),
  },
  actions: {
    recordPersonal: () => {},
    recordTeam: (_, _teamId: number) => {},
  },
  guards: {
    choosesPersonalByItself: ({ context }) => automaticChoice(context)?.loginType === 'Personal',
    entersTeamByItself: ({ context }) => automaticChoice(context)?.loginType === 'Team',
    isMember: ({ context, event }) => event.type === 'team.choose' && context.teamIds.includes(event.teamId),
    hasPersonalAccount: ({ context }) => context.userType === 'user',
  },
}).createMachine({
  id: 'teamSelection',
  context: ({ input }) => ({ ...input, teamId: null, lastError: undefined }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'choosesPersonalByItself', target: 'personal' },
        {
          guard: 'entersTeamByItself',
          target: 'entering',
          actions: assign({ teamId: ({ context }) => context.teamIds[0] ?? null }),
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      tags: ['choosing'],
      initial: 'ready',
      states: {
        ready: {},
        failed: { tags: ['failed'] },
      },
      on: {
        'team.choose': {
          guard: 'isMember',
          target: 'entering',
          actions: assign({ teamId: ({ event }) => event.teamId, lastError: undefined }),
        },
        'personal.choose': { guard: 'hasPersonalAccount', target: 'personal' },
      },
    },
    entering: {
      tags: ['busy'],
      invoke: {
        id: 'enterTeam',
        src: 'enterTeam',
        input: ({ context }) => ({ teamId: context.teamId as number }),
        onDone: 'team',
        onError: {
          target: 'choosing.failed',
          actions: assign({ lastError: ({ event }) => event.error, teamId: null }),
        },
      },
    },
    personal: {
      type: 'final',
      entry: 'recordPersonal',
    },
    team: {
      type: 'final',
      entry: { type: 'recordTeam', params: ({ context }) => context.teamId as number },
    },
  },
  output: ({ context }): TeamSelectionOutput =>
    context.teamId === null ? { loginType: 'Personal' } : { loginType: 'Team', teamId: context.teamId },
})
