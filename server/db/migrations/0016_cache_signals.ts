/**
 * Cache invalidation at the source (issue 15): every write to a table whose rows server instances
 * cache signals the row's owner on `hubdeck_cache` (db/cache-signal.ts), delivered when the
 * transaction commits. A trigger rather than a call in each write path, so an operator's edit,
 * a dev method or a future method cannot leave a stale key decision or session behind.
 *
 * - `api_keys` (the gateway's key decisions, the key list): insert, update, delete; the owner is
 *   the team when `team_id` is set, else the account.
 * - `sessions` (the per-call session lookup): update (logout, password reset) and delete (purge);
 *   a new session needs no signal, nothing cached it yet.
 *
 * `create or replace`: a schema emptied of its tables (the migration tests) keeps its functions.
 * An update signals the old and the new owner (the same one today; PostgreSQL sends identical
 * payloads of one transaction once).
 */
import { sqlMigration } from './migration'

export const migration0016CacheSignals = sqlMigration('0016_cache_signals', [
  `create or replace function hubdeck_signal_cache_owner() returns trigger language plpgsql as $fn$
declare
  changed jsonb;
begin
  foreach changed in array array_remove(array[
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end
  ], null) loop
    perform pg_notify('hubdeck_cache', current_schema() || ':' || case
      when changed ->> 'team_id' is not null then 't:' || (changed ->> 'team_id')
      else 'u:' || (changed ->> 'user_id') end);
  end loop;
  return null;
end
$fn$`,
  `create trigger api_keys_signal_cache after insert or update or delete on api_keys
    for each row execute function hubdeck_signal_cache_owner()`,
  `create trigger sessions_signal_cache after update or delete on sessions
    for each row execute function hubdeck_signal_cache_owner()`,
])
