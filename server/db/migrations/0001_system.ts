/**
 * The system tables: the chain catalogue, banners and tracked events.
 * Networks keep features as booleans (queryable, typed) and limits as columns.
 */
import { sqlMigration } from './migration'

/** Creates `chains`, `networks`, `banners` and `event_tracking`. */
export const migration0001System = sqlMigration('0001_system', [
  `create table chains (
    id text primary key,
    name text not null,
    symbol text not null,
    family text not null check (family in ('evm', 'solana', 'other')),
    sort_order integer not null,
    enabled boolean not null default true
  )`,
  `create table networks (
    id text primary key,
    chain_id text not null references chains (id) on delete cascade,
    name text not null,
    evm_chain_id bigint,
    testnet boolean not null,
    https_template text not null,
    wss_template text,
    archive_mode boolean not null default false,
    mev_protection boolean not null default false,
    bundler boolean not null default false,
    get_logs_block_range integer check (get_logs_block_range > 0),
    ws_idle_timeout_seconds integer not null check (ws_idle_timeout_seconds > 0),
    sort_order integer not null,
    enabled boolean not null default true
  )`,
  `create index networks_chain_id_idx on networks (chain_id, sort_order)`,
  `create table banners (
    id uuid primary key default gen_random_uuid(),
    title text not null,
    title_zh text not null,
    link text,
    starts_at timestamptz,
    ends_at timestamptz,
    sort_order integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create table event_tracking (
    id bigint generated always as identity primary key,
    event text not null,
    page text,
    data jsonb,
    created_at timestamptz not null default now()
  )`,
  `create index event_tracking_created_at_idx on event_tracking (created_at)`,
])
