/**
 * Notices are rows first (frames on the socket second), so a reconnecting client catches up by
 * cursor. A notice belongs to one user or to one team; ids grow with time, so `id desc` is
 * newest first and an id is the cursor.
 */
import { sqlMigration } from './migration'

/** Creates `notices`. */
export const migration0004Notices = sqlMigration('0004_notices', [
  `create table notices (
    id bigint generated always as identity primary key,
    user_id bigint references users (id) on delete cascade,
    team_id bigint,
    type text not null,
    title text not null,
    content text not null,
    expand jsonb not null default '{}'::jsonb,
    read boolean not null default false,
    created_at timestamptz not null default now(),
    check ((user_id is null) <> (team_id is null))
  )`,
  `create index notices_user_idx on notices (user_id, id desc) where user_id is not null`,
  `create index notices_team_idx on notices (team_id, id desc) where team_id is not null`,
  `create index notices_user_unread_idx on notices (user_id, type) where not read`,
])
