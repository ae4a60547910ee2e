/**
 * Web Push: the browsers that asked for notices while the app is closed, and a small key-value
 * table of server settings, where the generated VAPID key pair lives so restarts (and every
 * instance) sign with the same key. An endpoint is unique: one browser belongs to whoever saved
 * it last.
 */
import { sqlMigration } from './migration'

/** Creates `push_subscriptions` and `server_settings`. */
export const migration0006PushSubscriptions = sqlMigration('0006_push_subscriptions', [
  `create table push_subscriptions (
    id bigint generated always as identity primary key,
    user_id bigint not null references users (id) on delete cascade,
    endpoint text not null unique,
    p256dh text not null,
    auth text not null,
    user_agent text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index push_subscriptions_user_idx on push_subscriptions (user_id, updated_at desc)`,
  `create table server_settings (
    key text primary key,
    value jsonb not null,
    created_at timestamptz not null default now()
  )`,
])
