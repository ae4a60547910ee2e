/**
 * Teams, as far as login needs them (issue 6), shaped for the full teams issue to build on:
 *
 * - `teams`: a name and its owner; disbanding sets `deleted_at` (soft delete), so the log, the
 *   notices and the bills of a disbanded team keep their subject.
 * - `team_members`: one row per (team, user) with the contract's `TeamRole` and `MemberStatus`,
 *   the owner's note and when the member joined. Exactly one owner per team. Only `active` rows
 *   of a team that is not deleted give team context (the `Team-Id` header).
 * - `team_invitations`: an invitation by e-mail carries a single-use code, stored only as its
 *   SHA-256, that expires; `accepted_at` / `rejected_at` close it. hub_registerTeam uses it.
 *
 * Team wallets and team notices (0003, 0004 made room with `team_id`) now point at `teams`.
 */
import { sqlMigration } from './migration'

/** Creates `teams`, `team_members` and `team_invitations`. */
export const migration0010Teams = sqlMigration('0010_teams', [
  `create table teams (
    id bigint generated always as identity primary key,
    name text not null check (char_length(name) between 1 and 64),
    owner_id bigint not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz
  )`,
  `create index teams_owner_idx on teams (owner_id) where deleted_at is null`,
  `create table team_members (
    team_id bigint not null references teams (id) on delete cascade,
    user_id bigint not null references users (id) on delete cascade,
    role text not null check (role in ('owner', 'member')),
    status text not null default 'active' check (status in ('active', 'invited')),
    note text not null default '' check (char_length(note) <= 200),
    invited_at timestamptz,
    joined_at timestamptz,
    created_at timestamptz not null default now(),
    primary key (team_id, user_id),
    check (status = 'invited' or joined_at is not null)
  )`,
  `create index team_members_user_idx on team_members (user_id)`,
  `create unique index team_members_one_owner_idx on team_members (team_id) where role = 'owner'`,
  `create table team_invitations (
    id bigint generated always as identity primary key,
    team_id bigint not null references teams (id) on delete cascade,
    inviter_id bigint not null references users (id) on delete cascade,
    email text not null check (email = lower(email)),
    code_hash text not null unique,
    note text not null default '' check (char_length(note) <= 200),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_by bigint references users (id) on delete set null,
    rejected_at timestamptz
  )`,
  `create index team_invitations_open_email_idx on team_invitations (email)
    where accepted_at is null and rejected_at is null`,
  `create index team_invitations_team_idx on team_invitations (team_id)`,
  `alter table wallets add constraint wallets_team_id_fkey foreign key (team_id) references teams (id) on delete cascade`,
  `alter table notices add constraint notices_team_id_fkey foreign key (team_id) references teams (id) on delete cascade`,
])
