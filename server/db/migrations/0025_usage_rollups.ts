/**
 * Usage per owner (issue 18): `usage_owner_hourly` and `usage_owner_daily` hold the sums of
 * `usage_hourly` and `usage_daily` per owner (user or team) × UTC hour or day, without key,
 * network and method. An account-wide report (the series of `hub_reportUserRuUsage`, the
 * composite figures, the forecast's rate) reads one row per hour or day here instead of one per
 * key × network × method: 45 times fewer rows for 3 keys × 3 networks × 5 methods.
 *
 * `owner` ('u42', 't7') is generated from `user_id` xor `team_id`, so one primary key and one
 * `on conflict (owner, hour)` serve users and teams alike on PGlite and PostgreSQL (a key over the
 * two nullable ids could not be a primary key). Metering writes them in the same transaction as
 * the detailed rows (usage-buckets.ts) and retention trims them at the same ages. The rows
 * already stored are summed in here once; a latency histogram is summed bin by bin.
 */
import { sqlMigration } from './migration'

const rollupColumns = `
    user_id bigint references users (id) on delete cascade,
    team_id bigint references teams (id) on delete cascade,
    owner text not null generated always as (
      case when user_id is not null then 'u' || user_id::text else 't' || team_id::text end
    ) stored,
    requests bigint not null default 0,
    ru bigint not null default 0,
    errors bigint not null default 0,
    rate_limited bigint not null default 0,
    latency_hist bigint[] not null,
    check ((user_id is null) <> (team_id is null))`

/** Sums `source`'s rows into `target` per owner × `period`. */
function backfill(target: string, source: string, period: string): string {
  return `insert into ${target} (${period}, user_id, team_id, requests, ru, errors, rate_limited, latency_hist)
    with sums as (
      select ${period}, user_id, team_id, sum(requests)::bigint as requests, sum(ru)::bigint as ru,
        sum(errors)::bigint as errors, sum(rate_limited)::bigint as rate_limited
      from ${source} group by ${period}, user_id, team_id
    ), bins as (
      select s.${period}, s.user_id, s.team_id, b.i, sum(b.v)::bigint as v
      from ${source} s cross join lateral unnest(s.latency_hist) with ordinality as b(v, i)
      group by s.${period}, s.user_id, s.team_id, b.i
    ), hists as (
      select ${period}, user_id, team_id, array_agg(v order by i) as latency_hist
      from bins group by ${period}, user_id, team_id
    )
    select s.${period}, s.user_id, s.team_id, s.requests, s.ru, s.errors, s.rate_limited,
      coalesce(h.latency_hist, '{}'::bigint[])
    from sums s left join hists h on h.${period} = s.${period}
      and h.user_id is not distinct from s.user_id and h.team_id is not distinct from s.team_id`
}

export const migration0025UsageRollups = sqlMigration('0025_usage_rollups', [
  `create table usage_owner_hourly (
    hour timestamptz not null,${rollupColumns},
    primary key (owner, hour)
  )`,
  `create index usage_owner_hourly_hour_idx on usage_owner_hourly (hour)`,
  `create table usage_owner_daily (
    day timestamptz not null,${rollupColumns},
    primary key (owner, day)
  )`,
  `create index usage_owner_daily_day_idx on usage_owner_daily (day)`,
  backfill('usage_owner_hourly', 'usage_hourly', 'hour'),
  backfill('usage_owner_daily', 'usage_daily', 'day'),
])
