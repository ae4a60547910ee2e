/**
 * API keys (issue 7): one row per key, owned by a user or by a team (exactly one of the two).
 *
 * - `secret` is the key in endpoint URLs: random, url-safe, unique across every key ever made,
 *   deleted ones included, so a secret never comes back for someone else.
 * - `features`, `bundler`, `mev` and `whitelist` are the key's settings (contract `ApiKey`).
 * - Deleting sets `deleted_at` (soft delete): the row stays for usage history, every method hides
 *   it, and its secret no longer opens anything.
 */
import { sqlMigration } from './migration'

/** Creates `api_keys`. */
export const migration0013ApiKeys = sqlMigration('0013_api_keys', [
  `create table api_keys (
    id bigint generated always as identity primary key,
    user_id bigint references users (id) on delete cascade,
    team_id bigint references teams (id) on delete cascade,
    name text not null check (char_length(name) between 1 and 64),
    secret text not null,
    features jsonb not null default '{"archive_mode": false, "mev_protection": false, "bundler": false}',
    bundler text not null default 'default'
      check (bundler in ('default', 'stackup', 'candide', 'pimlico', 'etherspot')),
    mev text not null default '' check (mev in ('', 'auto', 'globalcast')),
    whitelist jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    check ((user_id is null) <> (team_id is null))
  )`,
  `create unique index api_keys_secret_idx on api_keys (secret)`,
  `create index api_keys_user_idx on api_keys (user_id, created_at) where deleted_at is null and user_id is not null`,
  `create index api_keys_team_idx on api_keys (team_id, created_at) where deleted_at is null and team_id is not null`,
])
