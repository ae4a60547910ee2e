/**
 * Dedicated nodes (issue 20): the catalogue, the nodes, each payment for one, and the lifecycle
 * steps taken.
 *
 * - `dn_skus`: a network × region × client × machine on sale, with the price of each billing
 *   cycle (1, 3, 12 months) and the set-up fee a first monthly purchase adds. Seeded below: the
 *   development network `hubdeck-devnet` (a real local node, server/modules/nodes/provisioning/)
 *   and public networks at list prices modelled on Chainstack's and QuickNode's dedicated nodes.
 * - `dn_nodes`: one per node bought, owned by an account or a team (exactly one, as purchases
 *   are). `paid_months` counts what was paid while pending (the paid time starts when it comes
 *   online); `term` counts the paid periods (0: the first, +1 per renewal), so a lifecycle step
 *   of one period is told once however often the node is renewed. `status` `released` is past:
 *   such a node is no longer listed.
 * - `dn_node_payments`: what paid each period: `order_id` unique (a card order pays once), and
 *   `(node_id, term)` unique (a period is paid once, whichever call or instance gets there first).
 * - `dn_node_steps`: each lifecycle step of each period, unique: the job's claim, so a step
 *   happens once across instances and restarts.
 */
import { sqlMigration } from './migration'

export const migration0028DedicatedNodes = sqlMigration('0028_dedicated_nodes', [
  `create table dn_skus (
    id bigint generated always as identity primary key,
    name text not null unique,
    chain_id text not null,
    network_id text not null,
    network_name text not null,
    region text not null,
    region_name text not null,
    client text not null,
    cpu integer not null check (cpu > 0),
    memory_gb integer not null check (memory_gb > 0),
    storage_gb integer not null check (storage_gb > 0),
    archive boolean not null default false,
    monthly_price numeric(12, 2) not null check (monthly_price > 0),
    quarterly_price numeric(12, 2) not null check (quarterly_price > 0),
    yearly_price numeric(12, 2) not null check (yearly_price > 0),
    setup_fee numeric(12, 2) not null default 0 check (setup_fee >= 0),
    available boolean not null default true,
    sort_order integer not null default 0
  )`,
  `create table dn_nodes (
    id bigint generated always as identity primary key,
    user_id bigint references users (id) on delete cascade,
    team_id bigint references teams (id) on delete cascade,
    wallet_id bigint not null references wallets (id) on delete cascade,
    sku_id bigint not null references dn_skus (id),
    name text not null,
    cycle_months integer not null check (cycle_months in (1, 3, 12)),
    status text not null default 'pending'
      check (status in ('pending', 'online', 'will_expired', 'expired', 'stopped', 'released')),
    paid_months integer not null check (paid_months > 0),
    term integer not null default 0,
    secret text not null,
    auto_renew boolean not null default false,
    renewal_failed_at timestamptz,
    online_at timestamptz,
    expires_at timestamptz,
    stopped_at timestamptz,
    released_at timestamptz,
    created_at timestamptz not null default now(),
    check ((user_id is null) <> (team_id is null))
  )`,
  `create index dn_nodes_user_idx on dn_nodes (user_id, created_at desc, id desc) where user_id is not null`,
  `create index dn_nodes_team_idx on dn_nodes (team_id, created_at desc, id desc) where team_id is not null`,
  `create index dn_nodes_live_idx on dn_nodes (status, expires_at) where status <> 'released'`,
  `create table dn_node_payments (
    id bigint generated always as identity primary key,
    node_id bigint not null references dn_nodes (id) on delete cascade,
    term integer not null,
    order_id text not null unique,
    payment_channel text not null check (payment_channel in ('card', 'wallet', 'coin')),
    reason text not null check (reason in ('buy', 'renewal', 'auto_renewal')),
    months integer not null check (months > 0),
    amount numeric(12, 2) not null check (amount >= 0),
    created_at timestamptz not null default now(),
    unique (node_id, term)
  )`,
  `create table dn_node_steps (
    node_id bigint not null references dn_nodes (id) on delete cascade,
    step text not null check (step in ('online', 'will_expired', 'expired', 'released')),
    term integer not null,
    taken_at timestamptz not null,
    primary key (node_id, step, term)
  )`,
  `insert into dn_skus (name, chain_id, network_id, network_name, region, region_name, client, cpu, memory_gb,
      storage_gb, archive, monthly_price, quarterly_price, yearly_price, setup_fee, sort_order)
    values
      ('Hubdeck Devnet · Local', 'hubdeck', 'hubdeck-devnet', 'Hubdeck Devnet', 'local', 'This server',
        'ganache', 1, 2, 20, true, 9.00, 25.65, 91.80, 5.00, 10),
      ('Ethereum Full · Frankfurt · Geth', 'ethereum', 'ethereum-mainnet', 'Ethereum Mainnet', 'eu-central',
        'Frankfurt', 'geth', 8, 32, 2500, false, 499.00, 1422.15, 5089.80, 99.00, 20),
      ('Ethereum Full · Virginia · Reth', 'ethereum', 'ethereum-mainnet', 'Ethereum Mainnet', 'us-east',
        'Virginia', 'reth', 8, 32, 2500, false, 449.00, 1279.65, 4579.80, 99.00, 21),
      ('Ethereum Full · Singapore · Nethermind', 'ethereum', 'ethereum-mainnet', 'Ethereum Mainnet',
        'ap-southeast', 'Singapore', 'nethermind', 8, 32, 2500, false, 499.00, 1422.15, 5089.80, 99.00, 22),
      ('Ethereum Archive · Frankfurt · Erigon', 'ethereum', 'ethereum-mainnet', 'Ethereum Mainnet', 'eu-central',
        'Frankfurt', 'erigon', 16, 64, 4000, true, 1499.00, 4272.15, 15289.80, 199.00, 30),
      ('Ethereum Archive · Virginia · Reth', 'ethereum', 'ethereum-mainnet', 'Ethereum Mainnet', 'us-east',
        'Virginia', 'reth', 16, 64, 4000, true, 1399.00, 3987.15, 14269.80, 199.00, 31),
      ('Polygon Full · Frankfurt · Bor', 'polygon', 'polygon-mainnet', 'Polygon PoS', 'eu-central',
        'Frankfurt', 'bor', 16, 64, 6000, false, 899.00, 2562.15, 9169.80, 149.00, 40),
      ('Polygon Full · Virginia · Erigon', 'polygon', 'polygon-mainnet', 'Polygon PoS', 'us-east',
        'Virginia', 'erigon', 16, 64, 6000, false, 849.00, 2419.65, 8659.80, 149.00, 41),
      ('BNB Chain Full · Singapore · BSC', 'bsc', 'bsc-mainnet', 'BNB Smart Chain Mainnet', 'ap-southeast',
        'Singapore', 'bsc', 16, 64, 4000, false, 799.00, 2277.15, 8149.80, 149.00, 50),
      ('BNB Chain Full · Virginia · Erigon', 'bsc', 'bsc-mainnet', 'BNB Smart Chain Mainnet', 'us-east',
        'Virginia', 'erigon', 16, 64, 4000, false, 749.00, 2134.65, 7639.80, 149.00, 51),
      ('Arbitrum One Full · Virginia · Nitro', 'arbitrum', 'arbitrum-mainnet', 'Arbitrum One', 'us-east',
        'Virginia', 'nitro', 8, 32, 2000, false, 599.00, 1707.15, 6109.80, 99.00, 60),
      ('Arbitrum One Full · Frankfurt · Nitro', 'arbitrum', 'arbitrum-mainnet', 'Arbitrum One', 'eu-central',
        'Frankfurt', 'nitro', 8, 32, 2000, false, 599.00, 1707.15, 6109.80, 99.00, 61)`,
])
