/**
 * Editing a member's note, as a command (like renaming an API key): a note is safe to send twice,
 * so it is queued offline, shown at once, sent exactly once and, if refused, dropped with the
 * optimistic note (the RPC client says why).
 */
import { defineCommand, optimistic } from '../../store/command'
import { fact } from '../../store/events'
import { editNote, teamProjection } from './team.projection'

export interface EditTeamNotePayload {
  teamId: number
  userId: number
  note: string
}

/** Its name in queued rows: the list reads it to mark a note as waiting. */
export const EDIT_TEAM_NOTE = 'team.editNote'

export const editTeamNote = defineCommand({
  name: EDIT_TEAM_NOTE,
  method: 'hub_editTeamNote',
  params: (payload: EditTeamNotePayload) => ({ teamId: payload.teamId, userId: payload.userId, note: payload.note }),
  optimistic: optimistic(teamProjection, (state, payload: EditTeamNotePayload) =>
    editNote(state, payload.teamId, payload.userId, payload.note),
  ),
  accepted: (payload, result, at) => [
    fact('team.member.saved', { teamId: payload.teamId, member: result }, 'server', at),
  ],
})
