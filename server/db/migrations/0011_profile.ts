/**
 * The profile's settings (issue 6): the avatar picture, promo (discount) codes, the terms'
 * acceptance time and the e-mail binding's mailed codes.
 *
 * - `avatars`: one picture per account, its bytes in the database because several instances
 *   serve it and none has a disk of its own worth trusting. `version` is the start of the bytes'
 *   SHA-256: it is in the picture's URL, so a URL names one picture forever and can be cached
 *   for a year. The checks repeat the upload's rules (modules/account/avatar.ts).
 * - `discount_codes`: a code gives a percentage or an amount off, may expire and may be limited
 *   to `max_uses` accounts; `used_count` is raised by one conditional update, so two accounts
 *   cannot both take the last use. Codes are stored upper-case: customers type them in any case.
 * - `discount_code_redemptions`: which account applied which code, when; an account applies a
 *   code once. `users.promo_code` stays the code that applies now.
 * - `users.terms_accepted_at`: when hub_setUserAcceptTerm recorded the acceptance.
 * - `mail_codes.purpose` also takes `email_bind` (hub_sendBindConfirmMail → hub_bindEmail).
 */
import { sqlMigration } from './migration'

/** Creates `avatars`, `discount_codes` and `discount_code_redemptions`; widens `mail_codes.purpose`. */
export const migration0011Profile = sqlMigration('0011_profile', [
  `create table avatars (
    user_id bigint primary key references users (id) on delete cascade,
    version text not null check (version ~ '^[0-9a-f]{16}$'),
    mime_type text not null check (mime_type in ('image/png', 'image/jpeg', 'image/webp')),
    bytes bytea not null check (octet_length(bytes) between 1 and 2097152),
    updated_at timestamptz not null default now()
  )`,
  `create table discount_codes (
    code text primary key check (code = upper(code) and code ~ '^[A-Z0-9_-]{3,32}$'),
    description text not null,
    description_zh text not null,
    percent_off numeric(5,2) check (percent_off > 0 and percent_off <= 100),
    amount_off numeric(12,2) check (amount_off > 0),
    expires_at timestamptz,
    max_uses integer check (max_uses > 0),
    used_count integer not null default 0 check (used_count >= 0 and (max_uses is null or used_count <= max_uses)),
    created_at timestamptz not null default now(),
    check ((percent_off is null) <> (amount_off is null))
  )`,
  `create table discount_code_redemptions (
    user_id bigint not null references users (id) on delete cascade,
    code text not null references discount_codes (code) on delete cascade,
    applied_at timestamptz not null default now(),
    primary key (user_id, code)
  )`,
  `alter table users add column terms_accepted_at timestamptz`,
  `alter table mail_codes drop constraint mail_codes_purpose_check`,
  `alter table mail_codes add constraint mail_codes_purpose_check
    check (purpose in ('email_confirm', 'password_reset', 'email_bind'))`,
])
