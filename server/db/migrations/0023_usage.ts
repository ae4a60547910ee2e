/**
 * Usage metering (issue 18): the gateway's batches of calls folded into buckets.
 *
 * - `usage_batches`: every batch id counted, so a batch sent twice counts once (kept 31 days).
 * - `usage_hourly`: per API key × network × method × hour (UTC): requests, RU, errors, calls
 *   refused by the rate limit, and a latency histogram (`latency_hist`, the counts per bin of
 *   `LATENCY_BOUNDS_MS` in server/modules/reports/metering/latency-histogram.ts) so percentiles
 *   of any set of buckets can be merged. The owner (user or team, as on the key) is copied onto
 *   each row so an account's or team's reports never join through keys. Kept 31 days.
 * - `usage_daily`: the same per UTC day, written with the hourly row in the same transaction,
 *   kept two years.
 */
import { sqlMigration } from './migration'

const bucketColumns = `
    apikey_id bigint not null references api_keys (id) on delete cascade,
    user_id bigint references users (id) on delete cascade,
    team_id bigint references teams (id) on delete cascade,
    network_id text not null,
    method text not null,
    requests bigint not null default 0,
    ru bigint not null default 0,
    errors bigint not null default 0,
    rate_limited bigint not null default 0,
    latency_hist bigint[] not null,
    check ((user_id is null) <> (team_id is null))`

export const migration0023Usage = sqlMigration('0023_usage', [
  `create table usage_batches (
    id text primary key,
    calls integer not null,
    counted integer not null,
    unknown_keys integer not null,
    received_at timestamptz not null default now()
  )`,
  `create index usage_batches_received_idx on usage_batches (received_at)`,
  `create table usage_hourly (
    hour timestamptz not null,${bucketColumns},
    primary key (apikey_id, network_id, method, hour)
  )`,
  `create index usage_hourly_user_idx on usage_hourly (user_id, hour) where user_id is not null`,
  `create index usage_hourly_team_idx on usage_hourly (team_id, hour) where team_id is not null`,
  `create index usage_hourly_hour_idx on usage_hourly (hour)`,
  `create table usage_daily (
    day timestamptz not null,${bucketColumns},
    primary key (apikey_id, network_id, method, day)
  )`,
  `create index usage_daily_user_idx on usage_daily (user_id, day) where user_id is not null`,
  `create index usage_daily_team_idx on usage_daily (team_id, day) where team_id is not null`,
  `create index usage_daily_day_idx on usage_daily (day)`,
])
