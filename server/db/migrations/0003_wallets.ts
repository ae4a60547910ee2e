/**
 * Wallets: the balance and arrears of an account or, later, a team. Money is `numeric(20, 2)`
 * (USD cents exactly), read as text so no float ever holds it.
 */
import { sqlMigration } from './migration'

/** Creates `wallets`, one per user (or per team, once teams exist). */
export const migration0003Wallets = sqlMigration('0003_wallets', [
  `create table wallets (
    id bigint generated always as identity primary key,
    user_id bigint unique references users (id) on delete cascade,
    team_id bigint unique,
    amount numeric(20, 2) not null default 0,
    arrears numeric(20, 2) not null default 0 check (arrears >= 0),
    auto_renew boolean not null default false,
    ru_balance bigint not null default 0,
    updated_at timestamptz not null default now(),
    check ((user_id is null) <> (team_id is null))
  )`,
])
