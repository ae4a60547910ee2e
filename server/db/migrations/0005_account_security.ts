/**
 * Rate limits, the log of applied writes, and the index the session purge needs. Rate-limit
 * counters live here rather than in process memory: several server instances share them.
 */
import { sqlMigration } from './migration'

/** Creates `rate_limits` and `account_activity`; indexes `sessions.expires_at`. */
export const migration0005AccountSecurity = sqlMigration('0005_account_security', [
  `create table rate_limits (
    bucket text primary key,
    attempts integer not null check (attempts > 0),
    expires_at timestamptz not null
  )`,
  `create index rate_limits_expires_at_idx on rate_limits (expires_at)`,
  `create table account_activity (
    id bigint generated always as identity primary key,
    user_id bigint not null references users (id) on delete cascade,
    team_id bigint,
    method text not null,
    params jsonb not null,
    idempotency_key text,
    created_at timestamptz not null default now()
  )`,
  `create index account_activity_user_idx on account_activity (user_id, id)`,
  `create index sessions_expires_at_idx on sessions (expires_at)`,
])
