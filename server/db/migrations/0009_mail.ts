/**
 * Mail: the dev outbox (every mail a development server "sends", shown by dev_listMail and the
 * console) and the codes that mailed links carry (e-mail confirmation, password reset). A code is
 * stored only as its SHA-256, is single-use (`used_at`) and expires (`expires_at`).
 */
import { sqlMigration } from './migration'

/** Creates `mail_outbox` and `mail_codes`. */
export const migration0009Mail = sqlMigration('0009_mail', [
  `create table mail_outbox (
    id bigint generated always as identity primary key,
    recipient text not null,
    subject text not null,
    text text not null,
    html text,
    created_at timestamptz not null default now()
  )`,
  `create index mail_outbox_recipient_idx on mail_outbox (recipient, id desc)`,
  `create table mail_codes (
    code_hash text primary key,
    purpose text not null check (purpose in ('email_confirm', 'password_reset')),
    user_id bigint not null references users (id) on delete cascade,
    email text not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index mail_codes_user_idx on mail_codes (user_id, purpose)`,
])
