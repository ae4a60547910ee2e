/**
 * The signed-in person's open invitations (hub_getMyInvite), kept so /invite-member shows the
 * last answer offline with its age. An answered one leaves the list at once.
 */
import type { TeamInvite } from '../../../contract/methods/teams'
import type { Projection } from '../../store/projection'
import './invitations.events'

export interface InvitationsState {
  /** Null until the first answer. */
  list: readonly TeamInvite[] | null
}

export const invitationsProjection: Projection<InvitationsState> = {
  name: 'invitations',
  version: 1,
  initial: { list: null },
  on: {
    'invitations.loaded': (_, { payload }) => ({ list: payload.list }),
    'invitations.answered': (state, { payload }) =>
      state.list ? { list: state.list.filter((invite) => invite.inviteId !== payload.inviteId) } : state,
  },
}
