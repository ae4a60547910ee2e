/**
 * Team invitations as issue 19 needs them (hub_addMember, hub_revokeInvite, hub_approveInvite):
 *
 * - `team_invitations.role`: the role the invitee gets on approval (never `owner`). Rows of
 *   0010 were invitations as `member`, which 0026 made `developer`.
 * - by user code: `invitee_id` names the account invited by its code; such an invitation has no
 *   e-mail and no link code, so `email` and `code_hash` become nullable (one of `email` /
 *   `invitee_id` is set).
 * - `revoked_at`: withdrawn by the team. An invitation is open while `accepted_at`,
 *   `rejected_at` and `revoked_at` are null and `expires_at` is ahead; each of them is final.
 * - `users.user_code`: the code a user shares so a team can invite them (hub_getUserCode), 12
 *   random upper-case hex digits, unique, given to every account (existing ones too).
 */
import { sqlMigration } from './migration'

export const migration0027TeamInvitations = sqlMigration('0027_team_invitations', [
  `alter table team_invitations add column role text not null default 'developer'
    check (role in ('admin', 'developer', 'billing', 'viewer'))`,
  `alter table team_invitations add column invitee_id bigint references users (id) on delete cascade`,
  `alter table team_invitations add column revoked_at timestamptz`,
  `alter table team_invitations alter column email drop not null`,
  `alter table team_invitations alter column code_hash drop not null`,
  `alter table team_invitations add constraint team_invitations_whom_check
    check (email is not null or invitee_id is not null)`,
  `create index team_invitations_open_invitee_idx on team_invitations (invitee_id)
    where accepted_at is null and rejected_at is null and revoked_at is null`,
  `alter table users add column user_code text not null
    default upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`,
  `create unique index users_user_code_idx on users (user_code)`,
])
