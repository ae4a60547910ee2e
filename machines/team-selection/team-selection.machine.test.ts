import { getShortestPaths } from '@xstate/graph'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  automaticChoice,
  teamSelectionMachine,
  type TeamSelectionEvent,
  type TeamSelectionInput,
} from './team-selection.machine'

const refused = new Error('not a member of this team')

/** The machine with recording fakes; `refuse` lists the teams the server will not let in. */
function start(input: TeamSelectionInput, refuse: number[] = []) {
  const calls: string[] = []
  const machine = teamSelectionMachine.provide({
    actors: {
      enterTeam: fromPromise<unknown, { teamId: number }>(async ({ input: { teamId } }) => {
        calls.push(`enterTeam ${teamId}`)
        if (refuse.includes(teamId)) throw refused
        return { teamId }
      }),
    },
    actions: {
      recordPersonal: () => void calls.push('recordPersonal'),
      recordTeam: (_, teamId: number) => void calls.push(`recordTeam ${teamId}`),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, calls }
}

const personalUser = (teamIds: number[]): TeamSelectionInput => ({ userType: 'user', teamIds, loginType: null })
const teamUser = (teamIds: number[]): TeamSelectionInput => ({ userType: 'team', teamIds, loginType: null })

describe('SPEC §2: a session with no login type yet', () => {
  it('a personal user without teams works as the person, without being asked', async () => {
    const { actor, calls } = start(personalUser([]))
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ loginType: 'Personal' })
    expect(calls).toEqual(['recordPersonal'])
  })

  it('a personal user with teams chooses', () => {
    const { actor, calls } = start(personalUser([7]))
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true)
    expect(calls).toEqual([])
  })

  it("a team user with one team is entered into it: its profile is loaded, then it's recorded", async () => {
    const { actor, calls } = start(teamUser([7]))
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ loginType: 'Team', teamId: 7 })
    expect(calls).toEqual(['enterTeam 7', 'recordTeam 7'])
  })

  it('a team user with two teams chooses', () => {
    const { actor } = start(teamUser([7, 8]))
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true)
  })

  it('a team user with no team at all chooses (nothing to enter)', () => {
    expect(automaticChoice(teamUser([]))).toBeNull()
  })

  it('a login type already chosen is a switch: nothing is chosen by itself', () => {
    expect(automaticChoice({ ...personalUser([]), loginType: 'Team' })).toBeNull()
    expect(automaticChoice({ ...teamUser([7]), loginType: 'Personal' })).toBeNull()
  })
})

describe('choosing', () => {
  it('choosing a team loads its profile and records it', async () => {
    const { actor, calls } = start(personalUser([7, 8]))
    actor.send({ type: 'team.choose', teamId: 8 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ loginType: 'Team', teamId: 8 })
    expect(calls).toEqual(['enterTeam 8', 'recordTeam 8'])
  })

  it('a team the server refuses is not recorded, and the list stays with the reason', async () => {
    const { actor, calls } = start(personalUser([7, 8]), [8])
    actor.send({ type: 'team.choose', teamId: 8 })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().context.lastError).toBe(refused)
    expect(calls).toEqual(['enterTeam 8'])

    actor.send({ type: 'team.choose', teamId: 7 })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ loginType: 'Team', teamId: 7 })
  })

  it('a team the user is not in cannot be chosen', () => {
    const { actor, calls } = start(personalUser([7]))
    actor.send({ type: 'team.choose', teamId: 99 })
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true)
    expect(calls).toEqual([])
  })

  it('a personal user goes back to personal', () => {
    const { actor, calls } = start({ ...personalUser([7]), loginType: 'Team' })
    actor.send({ type: 'personal.choose' })
    expect(actor.getSnapshot().output).toEqual({ loginType: 'Personal' })
    expect(calls).toEqual(['recordPersonal'])
  })

  it('a team-type user has no personal account to go back to', () => {
    const { actor, calls } = start(teamUser([7, 8]))
    actor.send({ type: 'personal.choose' })
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true)
    expect(calls).toEqual([])
  })

  it('a second choice while a team is being entered is ignored', async () => {
    const { actor, calls } = start(personalUser([7, 8]))
    actor.send({ type: 'team.choose', teamId: 7 })
    actor.send({ type: 'team.choose', teamId: 8 })
    actor.send({ type: 'personal.choose' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(calls).toEqual(['enterTeam 7', 'recordTeam 7'])
  })
})

describe('the team-selection machine, model-based', () => {
  it('reaches every state from a personal user with teams', () => {
    const events: TeamSelectionEvent[] = [{ type: 'team.choose', teamId: 7 }, { type: 'personal.choose' }]
    const machine = teamSelectionMachine
    const paths = getShortestPaths(machine, {
      events: [
        ...events,
        { type: 'xstate.done.actor.enterTeam' } as unknown as TeamSelectionEvent,
        { type: 'xstate.error.actor.enterTeam', error: refused } as unknown as TeamSelectionEvent,
      ],
      input: personalUser([7]),
    })
    const names = paths.map((path) =>
      typeof path.state.value === 'string' ? path.state.value : Object.entries(path.state.value).flat().join('.'),
    )
    expect([...new Set(names)].sort()).toEqual(['choosing.failed', 'choosing.ready', 'entering', 'personal', 'team'])
  })
})
