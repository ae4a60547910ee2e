/**
 * Accounts and their sessions, and the idempotency keys of replayed writes.
 * Session tokens are never stored: only their SHA-256, so a leaked table signs nobody in.
 */
import { sqlMigration } from './migration'

/** Creates `users`, `sessions` and `idempotency_keys`. */
export const migration0002Accounts = sqlMigration('0002_accounts', [
  `create table users (
    id bigint generated always as identity primary key,
    email text unique check (email = lower(email)),
    password_hash text,
    nickname text not null,
    avatar text,
    language text not null default 'en' check (language in ('en', 'zh')),
    mail_status text not null default 'confirmed' check (mail_status in ('none', 'unconfirmed', 'confirmed')),
    initialized boolean not null default false,
    recharge_tips boolean not null default true,
    user_type text not null default 'user' check (user_type in ('user', 'team')),
    accept_term boolean not null default false,
    wallet_address text unique,
    promo_code text,
    email_config jsonb not null default '{}'::jsonb,
    limit_tier text not null default 'free',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table sessions (
    id uuid primary key default gen_random_uuid(),
    user_id bigint not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    ip text,
    user_agent text
  )`,
  `create index sessions_user_id_idx on sessions (user_id)`,
  `create table idempotency_keys (
    user_id bigint not null references users (id) on delete cascade,
    method text not null,
    key text not null,
    params_hash text not null,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (user_id, method, key)
  )`,
  `create index idempotency_keys_created_at_idx on idempotency_keys (created_at)`,
])
