/**
 * Facts of /invite-member: the open invitations as the server answered hub_getMyInvite, and an
 * invitation the person answered (accepted, declined, or found closed), which leaves the list.
 */
import type { TeamInvite } from '../../../contract/methods/teams'

declare module '../../store/events' {
  interface EventPayloads {
    /** The caller's open invitations, newest first. */
    'invitations.loaded': { list: TeamInvite[] }
    /** The invitation is no longer open for the caller. */
    'invitations.answered': { inviteId: number }
  }
}

export {}
