/**
 * Teams: the caller's teams, members, invitations, member notes and the team log
 * (SPEC §7 "Team", /rpc/team). The team a method acts on is named in its params and checked
 * against the caller's memberships; owner-only methods answer 10403 to members.
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

/** An invitation the caller received. */
export interface TeamInvite {
  inviteId: number
  teamId: number
  teamName: string
  inviterName: string
  createdAt: IsoDateTime
  expiresAt: IsoDateTime
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

export const teamMethods = {
  /** The caller's teams; the app asks for all at once (page 1, perPage 1000). */
  hub_getMyTeam: defineMethod<Page<TeamEntry>>()(v.strictObject(pageEntries(1000, 1000)), {
    auth: 'user',
  }),
  hub_createTeam: defineMethod<TeamEntry>()(v.strictObject({ name: nameSchema }), { auth: 'user' }),
  /** Owner only. */
  hub_editTeamName: defineMethod<TeamEntry>()(v.strictObject({ ...teamId, name: nameSchema }), {
    auth: 'user',
  }),
  /** Owner only; sends team_disband to every member. */
  hub_deleteTeam: defineMethod<null>()(v.strictObject(teamId), { auth: 'user' }),
  /** Members only (an owner disbands instead); sends team_member_leave to the owner. */
  hub_leaveTeam: defineMethod<null>()(v.strictObject(teamId), { auth: 'user' }),
  /** Members and pending invitations, owner first. */
  hub_getTeamMembers: defineMethod<Page<TeamMember>>()(
    v.strictObject({
      ...teamId,
      ...pageEntries(),
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    }),
    { auth: 'user' },
  ),
  /**
   * Owner only: invites by e-mail (a mail with a link to /invite-member; hub_registerTeam for
   * an address without an account) or by a user's code. Exactly one of them.
   */
  hub_addMember: defineMethod<TeamMember>()(
    v.pipe(
      v.strictObject({
        ...teamId,
        email: v.optional(emailSchema),
        userCode: v.optional(userCodeSchema),
        note: v.optional(noteSchema),
      }),
      fieldCheck(
        'email',
        (input) => (input.email === undefined) !== (input.userCode === undefined),
        'give an e-mail or a user code, one of them',
      ),
    ),
    { auth: 'user' },
  ),
  /** Owner only; sends team_remove_member to the member. */
  hub_removeMember: defineMethod<null>()(v.strictObject(member), { auth: 'user' }),
  /** Owner only. */
  hub_editTeamNote: defineMethod<TeamMember>()(v.strictObject({ ...member, note: noteSchema }), {
    auth: 'user',
  }),
  /** Invitations waiting for the caller, newest first. */
  hub_getMyInvite: defineMethod<TeamInvite[]>()(v.strictObject({}), { auth: 'user' }),
  /** Joins the team; sends team_approve_invite to the owner. */
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
