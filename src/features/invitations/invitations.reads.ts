/** The read of /invite-member, returned as the fact the store records. */
import { rpc, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import './invitations.events'

/** The caller's open invitations: a personal method, sent without a team context. */
export async function readMyInvites(options: RpcOptions = {}): Promise<EventDraft> {
  const list = await rpc('hub_getMyInvite', {}, { ...options, teamId: null })
  return fact('invitations.loaded', { list }, 'server')
}

/** Records that an invitation is no longer open. */
export function answeredInvite(inviteId: number): EventDraft {
  return fact('invitations.answered', { inviteId }, 'user')
}
