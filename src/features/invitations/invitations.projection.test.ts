import { describe, expect, it } from 'vitest'
import type { TeamInvite } from '../../../contract/methods/teams'
import { applyEvent } from '../../store/projection'
import type { StoredEvent } from '../../store/events'
import { invitationsProjection } from './invitations.projection'

function event(type: string, payload: unknown): StoredEvent {
  return { id: '1', type, v: 1, payload, at: '2026-11-26T10:00:00Z', origin: 'server', scope: 'u' } as StoredEvent
}

const invite = (inviteId: number) => ({ inviteId, teamId: 1, teamName: 'T', role: 'viewer' }) as TeamInvite

describe('invitationsProjection', () => {
  it('keeps the last answer and drops an answered invitation', () => {
    let state = invitationsProjection.initial
    state = applyEvent(invitationsProjection, state, event('invitations.answered', { inviteId: 1 }))
    expect(state.list).toBeNull()
    state = applyEvent(invitationsProjection, state, event('invitations.loaded', { list: [invite(1), invite(2)] }))
    state = applyEvent(invitationsProjection, state, event('invitations.answered', { inviteId: 1 }))
    expect(state.list?.map((entry) => entry.inviteId)).toEqual([2])
  })
})
