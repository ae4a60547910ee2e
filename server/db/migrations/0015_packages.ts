/**
 * Packages (issue 7's foundation for the packages issue): the catalogue on sale and what each
 * owner holds.
 *
 * - `skus` is the catalogue (contract `Sku`): type, price (USD, 2 decimals), request units, how
 *   long it lasts, its rate limit and the API-key features it includes (a jsonb array of
 *   `ApiKeyFeature`). `sort_order` is the upgrade ladder, lowest first: the list shows it in that
 *   order and a refusal names the first rung that has a feature. Seeded here once; an operator's
 *   edits survive, later catalogue changes ship as migrations (as the chain catalogue does).
 * - `package_grants` is what an owner (a user or a team, exactly one, like `api_keys`) holds: a
 *   package from `starts_at` until `expires_at` (exclusive; null: until used up). Purchases will
 *   write these rows; today `dev_grantPackage` and the demo seed do. An owner without a live grant
 *   is on the free package.
 */
import { sqlMigration } from './migration'

/** Creates `skus` with the starting catalogue, and `package_grants`. */
export const migration0015Packages = sqlMigration('0015_packages', [
  `create table skus (
    id bigint generated always as identity primary key,
    name text not null unique check (char_length(name) between 1 and 100),
    description text not null,
    package_type text not null check (package_type in ('standard', 'default', 'free', 'enterprise')),
    price numeric(12, 2) not null check (price >= 0),
    ru bigint not null check (ru >= 0),
    duration_days integer check (duration_days > 0),
    rate_limit integer not null check (rate_limit > 0),
    features jsonb not null default '[]',
    auto_renewable boolean not null default false,
    sort_order integer not null,
    created_at timestamptz not null default now()
  )`,
  `create table package_grants (
    id bigint generated always as identity primary key,
    user_id bigint references users (id) on delete cascade,
    team_id bigint references teams (id) on delete cascade,
    sku_id bigint not null references skus (id),
    starts_at timestamptz not null default now(),
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    check ((user_id is null) <> (team_id is null)),
    check (expires_at is null or expires_at > starts_at)
  )`,
  `create index package_grants_user_idx on package_grants (user_id, expires_at) where user_id is not null`,
  `create index package_grants_team_idx on package_grants (team_id, expires_at) where team_id is not null`,
  // The starting catalogue: see modules/packages/README.md for why these names, prices and features.
  `insert into skus
    (name, description, package_type, price, ru, duration_days, rate_limit, features, auto_renewable, sort_order)
  values
    ('Free', '20M request units every 30 days to try every chain; no advanced features.',
      'free', 0, 20000000, 30, 500, '[]', false, 10),
    ('Pay As You Go', '10M request units per top-up that never expire, with archive mode.',
      'default', 10, 10000000, null, 2500, '["archive_mode"]', true, 20),
    ('Growth', '250M request units for 30 days, with archive mode and the ERC-4337 bundler.',
      'standard', 49, 250000000, 30, 2500, '["archive_mode", "bundler"]', true, 30),
    ('Pro', '1.2B request units for 30 days, with archive mode, the ERC-4337 bundler and MEV protection.',
      'standard', 199, 1200000000, 30, 10000, '["archive_mode", "bundler", "mev_protection"]', true, 40),
    ('Enterprise', 'Volume, rate limits and support agreed with our sales team; every feature.',
      'enterprise', 1999, 10000000000, 30, 50000, '["archive_mode", "bundler", "mev_protection"]', false, 50)`,
])
