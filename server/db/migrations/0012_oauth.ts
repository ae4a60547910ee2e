/**
 * OAuth / OpenID Connect logins (issue 6, modules/account/oauth.*.ts).
 *
 * - `oauth_flows`: one row per login or binding the server started, under the SHA-256 of its
 *   `state` (the state travels through the browser and the provider; only its hash is kept). It
 *   holds what the callback needs: the provider, the purpose, the account a binding is for, the
 *   PKCE verifier and the nonce. Good for one use within 10 minutes; rows are purged a day after
 *   they expire.
 * - `oauth_identities`: an identity (provider, subject) belongs to one account, and an account
 *   has at most one identity per provider (hub_unbindOauth names only the provider). `account` is
 *   what the provider calls the user (an e-mail or a handle), for display.
 * - `oauth_tickets`: a new identity's claims between hub_checkOauthCode and hub_oauthRegister,
 *   under the SHA-256 of the ticket; one use within 30 minutes.
 */
import { sqlMigration } from './migration'

/** Creates `oauth_flows`, `oauth_identities` and `oauth_tickets`. */
export const migration0012Oauth = sqlMigration('0012_oauth', [
  `create table oauth_flows (
    state_hash text primary key,
    provider text not null,
    purpose text not null check (purpose in ('login', 'bind')),
    user_id bigint references users (id) on delete cascade,
    code_verifier text not null,
    nonce text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz,
    check ((purpose = 'bind') = (user_id is not null))
  )`,
  `create index oauth_flows_expires_at_idx on oauth_flows (expires_at)`,
  `create table oauth_identities (
    provider text not null,
    subject text not null,
    user_id bigint not null references users (id) on delete cascade,
    account text not null,
    email text,
    bound_at timestamptz not null default now(),
    primary key (provider, subject),
    unique (user_id, provider)
  )`,
  `create table oauth_tickets (
    ticket_hash text primary key,
    provider text not null,
    subject text not null,
    account text not null,
    email text,
    email_verified boolean not null,
    nickname text,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index oauth_tickets_expires_at_idx on oauth_tickets (expires_at)`,
])
