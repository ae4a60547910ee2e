/**
 * Teams: the caller's teams, members, invitations, member notes and the team log
 * (SPEC §7 "Team", /rpc/team). The team a method acts on is named in its params and checked
 * against the caller's memberships and role (contract/team-permissions.ts); a refused call
 * answers 10403 and changes nothing.
 */
import * as v from 'valibot'
import type { IsoDateTime } from '../fields'
import {
  codeSchema,
  emailSchema,
  fieldCheck,
  idSchema,
  nameSchema,
  noteSchema,
  optionalRangeEntries,
  pageEntries,
  passwordHashSchema,
  passwordsMatchCheck,
  rangeCheck,
} from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { MemberStatus, TeamLogAction, TeamRole } from '../statuses'
import { TEAM_LOG_ACTIONS } from '../statuses'
import type { Session } from './account-auth'

/** A team the caller belongs to (SPEC §3 "Team entry"). */
export interface TeamEntry {
  teamId: number
  name: string
  /** The caller's role in it. */
  role: TeamRole
  ownerId: number
  ownerNickname: string
  memberCount: number
  createdAt: IsoDateTime
}

export interface TeamMember {
  userId: number
  nickname: string
  email: string | null
  avatar: string | null
  role: TeamRole
  status: MemberStatus
  /** The owner's note about the member; empty when none. */
  note: string
  invitedAt: IsoDateTime | null
  /** Null while the invitation waits. */
  joinedAt: IsoDateTime | null
}

/** The roles an invitation or hub_setMemberRole can give: every role but `owner`. */
export const INVITE_ROLES = ['admin', 'developer', 'billing', 'viewer'] as const
export type InviteRole = (typeof INVITE_ROLES)[number]

/** An invitation the caller received. */
export interface TeamInvite {
  inviteId: number
  teamId: number
  teamName: string
  inviterName: string
  /** The role joining gives. */
  role: InviteRole
  createdAt: IsoDateTime
  expiresAt: IsoDateTime
}

/** An open invitation as the team sees it (hub_getTeamMembers, hub_addMember). */
export interface TeamInvitation {
  inviteId: number
  /** The invited address; null for an invitation by user code. */
  email: string | null
  /** The account invited by its user code; null for an invitation by e-mail. */
  userId: number | null
  /** That account's nickname; null for an invitation by e-mail. */
  nickname: string | null
  role: InviteRole
  note: string
  inviterName: string
  createdAt: IsoDateTime
  /** 7 days after it was made; then it can no longer be used. */
  expiresAt: IsoDateTime
}

/** The members of a team (paged, owner first) and its open invitations (all of them). */
export interface TeamMembersPage extends Page<TeamMember> {
  invitations: TeamInvitation[]
}

/** A line of the team log (/rpc/team/logs). */
export interface TeamLog {
  id: number
  action: TeamLogAction
  actor: { userId: number; nickname: string }
  /** Who or what the action was about (a member's nickname, a key's name), or null. */
  target: string | null
  /** Extra words of the action, in English, e.g. the old and new team name. */
  detail: string
  /**
   * Where the action came from: the client IP the server saw (the proxy's forwarded address when
   * HUBDECK_TRUST_PROXY is set); null when none was known. Every role that reads the log sees it.
   */
  ip: string | null
  createdAt: IsoDateTime
}

/** The code a user shares so an owner can add them (hub_addMember). */
export interface UserCode {
  userCode: string
}

/** A user's sharable code: 6–16 letters and digits, case-insensitive. */
const userCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{6,16}$/, 'a 6–16 character user code is required'),
)

const teamId = { teamId: idSchema }
const member = { teamId: idSchema, userId: idSchema }
const inviteRole = v.picklist(INVITE_ROLES)

export const teamMethods = {
  /** The caller's teams; the app asks for all at once (page 1, perPage 1000). */
  hub_getMyTeam: defineMethod<Page<TeamEntry>>()(v.strictObject(pageEntries(1000, 1000)), {
    auth: 'user',
  }),
  hub_createTeam: defineMethod<TeamEntry>()(v.strictObject({ name: nameSchema }), { auth: 'user' }),
  /** team.admin (owner). */
  hub_editTeamName: defineMethod<TeamEntry>()(v.strictObject({ ...teamId, name: nameSchema }), {
    auth: 'user',
  }),
  /** team.admin (owner); sends team_disband to every member, whose memberships end. */
  hub_deleteTeam: defineMethod<null>()(v.strictObject(teamId), { auth: 'user' }),
  /**
   * Any member but the owner (who transfers ownership or disbands first); sends team_member_leave
   * to the owner and the admins.
   */
  hub_leaveTeam: defineMethod<null>()(v.strictObject(teamId), { auth: 'user' }),
  /** Members (owner first, then admins, then by joining) and the open invitations; `keyword` filters both. */
  hub_getTeamMembers: defineMethod<TeamMembersPage>()(
    v.strictObject({
      ...teamId,
      ...pageEntries(),
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    }),
    { auth: 'user' },
  ),
  /**
   * members.write: invites by e-mail (a mail with a link to /invite-member; hub_registerTeam for
   * an address without an account) or by a user's code, exactly one of them, as `role`
   * (developer when absent; only the owner invites admins). Single use, 7 days.
   */
  hub_addMember: defineMethod<TeamInvitation>()(
    v.pipe(
      v.strictObject({
        ...teamId,
        email: v.optional(emailSchema),
        userCode: v.optional(userCodeSchema),
        note: v.optional(noteSchema),
        role: v.optional(inviteRole, 'developer'),
      }),
      fieldCheck(
        'email',
        (input) => (input.email === undefined) !== (input.userCode === undefined),
        'give an e-mail or a user code, one of them',
      ),
    ),
    { auth: 'user' },
  ),
  /**
   * members.write; sends team_remove_member to the member and ends their team context. Nobody
   * removes the owner; only the owner removes an admin.
   */
  hub_removeMember: defineMethod<null>()(v.strictObject(member), { auth: 'user' }),
  /** members.write: withdraws an open invitation (final). */
  hub_revokeInvite: defineMethod<null>()(v.strictObject({ ...teamId, inviteId: idSchema }), { auth: 'user' }),
  /**
   * members.write: gives a member another role below owner. Only the owner makes or unmakes
   * admins; the owner's own role changes only by hub_transferTeamOwnership.
   */
  hub_setMemberRole: defineMethod<TeamMember>()(v.strictObject({ ...member, role: inviteRole }), { auth: 'user' }),
  /** team.admin (owner): the member becomes the owner and the owner an admin, in one transaction. */
  hub_transferTeamOwnership: defineMethod<TeamEntry>()(v.strictObject(member), { auth: 'user' }),
  /** members.write. */
  hub_editTeamNote: defineMethod<TeamMember>()(v.strictObject({ ...member, note: noteSchema }), {
    auth: 'user',
  }),
  /** Invitations waiting for the caller, newest first. */
  hub_getMyInvite: defineMethod<TeamInvite[]>()(v.strictObject({}), { auth: 'user' }),
  /** Joins the team with the invitation's role; sends team_approve_invite to the inviter. */
  hub_approveInvite: defineMethod<TeamEntry>()(v.strictObject({ inviteId: idSchema }), {
    auth: 'user',
  }),
  hub_rejectInvite: defineMethod<null>()(v.strictObject({ inviteId: idSchema }), { auth: 'user' }),
  hub_getUserCode: defineMethod<UserCode>()(v.strictObject({}), { auth: 'user' }),
  /** Newest first. */
  hub_getTeamLogs: defineMethod<Page<TeamLog>>()(
    v.pipe(
      v.strictObject({
        ...teamId,
        ...pageEntries(),
        ...optionalRangeEntries,
        action: v.optional(v.picklist(TEAM_LOG_ACTIONS)),
        actorUserId: v.optional(idSchema),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  /**
   * At /invite-member, for an invited address without an account: creates a team-type user
   * with the invitation's e-mail, joins the team and signs in.
   */
  hub_registerTeam: defineMethod<Session>()(
    v.pipe(
      v.strictObject({
        code: codeSchema,
        nickname: v.optional(nameSchema),
        password: passwordHashSchema,
        confirmPassword: passwordHashSchema,
      }),
      passwordsMatchCheck(),
    ),
    { auth: 'public' },
  ),
}
