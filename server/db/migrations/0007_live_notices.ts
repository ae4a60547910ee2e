/**
 * Live notices across instances. Every instance delivers each new notice to its own sockets, and
 * exactly one of them sends its Web Push: the one whose `update … where push_claimed_at is null`
 * wins. It pushes to the recipients that have no socket on any instance, which `socket_presence`
 * tells: one row per (user, instance) holding a socket, refreshed every heartbeat, so the rows of
 * an instance that died stop counting once they are two heartbeats old.
 *
 * `socket_presence` is unlogged: it is rewritten every heartbeat and worthless after a crash, so
 * it skips the write-ahead log. No foreign key to `users`: a row outlives nobody for long, and
 * heartbeats would otherwise lock every user row they touch.
 */
import { sqlMigration } from './migration'

/** Adds `notices.push_claimed_at` and creates `socket_presence`. */
export const migration0007LiveNotices = sqlMigration('0007_live_notices', [
  `alter table notices add column push_claimed_at timestamptz`,
  `create unlogged table socket_presence (
    user_id bigint not null,
    instance_id uuid not null,
    seen_at timestamptz not null default now(),
    primary key (user_id, instance_id)
  )`,
  `create index socket_presence_instance_idx on socket_presence (instance_id)`,
])
