/**
 * The query of the invitation mail's link (server/modules/teams/members/invite.mails.ts):
 * `/invite-member?inviteId=…&code=…`, with `register=1` when the address has no account yet.
 * Anything else reads as "no invitation named": the page then lists the caller's open ones.
 */
export interface InviteQuery {
  inviteId?: number
  code?: string
  register?: boolean
}

export function parseInviteQuery(search: Record<string, unknown>): InviteQuery {
  const query: InviteQuery = {}
  const id = Number(search.inviteId)
  if (Number.isSafeInteger(id) && id > 0) query.inviteId = id
  if (typeof search.code === 'string' && search.code !== '') query.code = search.code
  // The router parses `register=1` as the number 1.
  if (search.register === 1 || search.register === '1' || search.register === true) query.register = true
  return query
}

/** Why an invitation cannot be used, from the server's 10422 `data.status`. */
export type ClosedReason = 'used' | 'expired' | 'invalid'

export function closedReason(data: Record<string, unknown> | undefined): ClosedReason {
  const status = data?.status
  return status === 'used' || status === 'expired' ? status : 'invalid'
}
