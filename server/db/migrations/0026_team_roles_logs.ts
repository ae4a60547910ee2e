/**
 * Team roles and the team log (issue 19):
 *
 * - `team_members.role` takes the five roles of contract/team-permissions.ts; the old `member`
 *   rows become `developer` (they used the team's keys and balance). Still one owner per team
 *   (`team_members_one_owner_idx` of 0010 stays).
 * - `team_logs`: one row per action taken in team context, written by the dispatcher in the
 *   transaction of the action (server/modules/teams/logs/). Who (`actor_user_id`), what
 *   (`action`, `target`, `detail`, `method`), when and from where (`ip`). Paged newest first per
 *   team, filtered by actor or action.
 * - A log is never edited: a trigger refuses every UPDATE and DELETE of `team_logs` issued as a
 *   statement. Only the database's own cascades get through (`pg_trigger_depth() > 1`): deleting a
 *   team row deletes its log, deleting an account clears `actor_user_id`. Teams are disbanded by a
 *   soft delete and accounts are not deleted by the app, so in practice the log stays whole.
 */
import { sqlMigration } from './migration'

export const migration0026TeamRolesLogs = sqlMigration('0026_team_roles_logs', [
  `alter table team_members drop constraint team_members_role_check`,
  `update team_members set role = 'developer' where role = 'member'`,
  `alter table team_members add constraint team_members_role_check
    check (role in ('owner', 'admin', 'developer', 'billing', 'viewer'))`,
  `create table team_logs (
    id bigint generated always as identity primary key,
    team_id bigint not null references teams (id) on delete cascade,
    actor_user_id bigint references users (id) on delete set null,
    action text not null check (char_length(action) between 1 and 64),
    target text check (char_length(target) <= 200),
    detail text not null default '' check (char_length(detail) <= 1000),
    method text not null check (char_length(method) between 1 and 100),
    ip text check (char_length(ip) <= 100),
    created_at timestamptz not null default now()
  )`,
  `create index team_logs_team_time_idx on team_logs (team_id, created_at desc, id desc)`,
  `create index team_logs_team_actor_idx on team_logs (team_id, actor_user_id, created_at desc, id desc)`,
  `create index team_logs_team_action_idx on team_logs (team_id, action, created_at desc, id desc)`,
  `create index team_logs_actor_idx on team_logs (actor_user_id)`,
  `create or replace function hubdeck_team_logs_read_only() returns trigger language plpgsql as $fn$
    begin
      if pg_trigger_depth() > 1 then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      raise exception 'team_logs rows cannot be changed or deleted' using errcode = 'insufficient_privilege';
    end
  $fn$`,
  `create trigger team_logs_read_only before update or delete on team_logs
    for each row execute function hubdeck_team_logs_read_only()`,
  `create trigger team_logs_no_truncate before truncate on team_logs
    for each statement execute function hubdeck_team_logs_read_only()`,
])
