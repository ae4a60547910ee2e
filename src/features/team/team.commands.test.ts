/**
 * Editing a note as a command: shown at once and as waiting, sent once with the contract's
 * params, the server's answer kept; a refusal brings the old note back; it survives a new read.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HubDatabase } from '../../store/db'
import { createEventLog, type EventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { createOutbox, type SendCall } from '../../store/outbox'
import { memberFixture as member } from './team-fixture'
import { editTeamNote } from './team.commands'
import { teamProjection } from './team.projection'

let db: HubDatabase
let log: EventLog

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [teamProjection], commands: [editTeamNote] })
  await log.append('u1:t7', [
    fact(
      'team.members.loaded',
      { teamId: 7, members: [member(1, 'owner'), member(2)], invitations: [], total: 2 },
      'server',
    ),
  ])
})

afterEach(async () => {
  await db.delete()
})

const notes = async () => (await log.read('u1:t7', teamProjection)).state?.members?.members.map((m) => m.note)

describe('editing a member note', () => {
  it('shows the note at once, sends it once, and keeps what the server answered', async () => {
    const calls: { method: string; params: unknown }[] = []
    const send: SendCall = async (method, params) => {
      calls.push({ method, params })
      return member(2, 'developer', 'On call')
    }
    const outbox = createOutbox({ log, send, judge: () => 'retry' })

    await outbox.enqueue('u1:t7', editTeamNote, { teamId: 7, userId: 2, note: 'on call' })
    expect(await notes()).toEqual(['', 'on call'])
    expect((await log.read('u1:t7', teamProjection)).pending).toBe(1)

    await outbox.flush('u1:t7')
    await outbox.flush('u1:t7')

    expect(calls).toEqual([{ method: 'hub_editTeamNote', params: { teamId: 7, userId: 2, note: 'on call' } }])
    expect(await notes()).toEqual(['', 'On call'])
  })

  it('a note the server refuses leaves the old one', async () => {
    const send: SendCall = async () => {
      throw new Error('10403 refused')
    }
    const outbox = createOutbox({ log, send, judge: () => 'refused' })
    await outbox.enqueue('u1:t7', editTeamNote, { teamId: 7, userId: 2, note: 'x' })
    await outbox.flush('u1:t7')
    expect(await notes()).toEqual(['', ''])
  })

  it('a note waiting offline still shows after the members are read again', async () => {
    const outbox = createOutbox({ log, send: async () => new Promise(() => {}), judge: () => 'retry' })
    await outbox.enqueue('u1:t7', editTeamNote, { teamId: 7, userId: 2, note: 'later' })
    await log.append('u1:t7', [
      fact(
        'team.members.loaded',
        { teamId: 7, members: [member(1, 'owner'), member(2)], invitations: [], total: 2 },
        'server',
      ),
    ])
    expect(await notes()).toEqual(['', 'later'])
  })
})
