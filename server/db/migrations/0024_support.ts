/**
 * Support tickets (issue 18): what `POST /requests` stores before it mails the support address.
 * `user_id`/`team_id` are the sender's session and context when there was one; `email` is where
 * replies go (the account's address, or the one a visitor gave). `context` holds what the app
 * attached (the page, the app's build, the language), never anything the user did not see.
 */
import { sqlMigration } from './migration'

export const migration0024Support = sqlMigration('0024_support', [
  `create table support_tickets (
    id text primary key,
    user_id bigint references users (id) on delete set null,
    team_id bigint references teams (id) on delete set null,
    email text not null,
    topic text not null,
    subject text not null,
    message text not null,
    context jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create index support_tickets_user_idx on support_tickets (user_id, created_at) where user_id is not null`,
])
