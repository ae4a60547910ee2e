/**
 * Money coming in (issue 16): the ledger every movement of money is a row of, deposits by crypto
 * and by card, deposit addresses, where the chain watcher stands, card payment orders, saved
 * cards and the processor webhooks already handled.
 *
 * - `wallets.low_balance_threshold`: under it a spend sends `low_balance`; for a personal wallet it
 *   is the e-mail setting of the same name (account/email-config.ts writes both), carried over.
 * - `wallet_ledger`: one row per movement. `balance_delta` moves `wallets.amount`,
 *   `arrears_delta` moves `wallets.arrears`; both change in the same transaction as the row, so
 *   `wallets` is a cache of the ledger's sums (server/modules/wallet/ledger.ts keeps it so, and
 *   the property tests check it). An arrears settlement moves both by the same amount.
 * - `deposits`: a crypto transfer is identified by `(network_id, tx_hash, log_index)`, a card
 *   deposit by its payment order; each is unique, so a re-scan or a webhook delivered twice finds
 *   the row and credits nothing more. `status` moves to `succeeded` once, in the transaction that
 *   writes its ledger row.
 * - `deposit_addresses`: the wallet's address per coin and network; BIP-44 index = wallet id, so
 *   an address is derived, never stored as a secret.
 * - `chain_cursors`: the last block each network's watcher has scanned, so a restart resumes.
 * - `payment_orders`: one card payment (a deposit, later a package or a node), from creation to
 *   paid, failed or canceled; `processor_payment_id` is the processor's payment intent.
 * - `credit_cards`: saved cards as the processor describes them (id, brand, last four, expiry).
 * - `processor_webhooks`: ids of webhook events handled, so a second delivery is a no-op.
 * - `wallets` now signals its owner on `hubdeck_cache` (the trigger of 0016) on every write, so
 *   instances may keep the overview, read on every page, until the wallet changes.
 */
import { sqlMigration } from './migration'

export const migration0017WalletLedger = sqlMigration('0017_wallet_ledger', [
  `alter table wallets add column low_balance_threshold numeric(20, 2) not null default 10
    check (low_balance_threshold >= 0)`,
  // A threshold set before wallets had one (it lived in the e-mail settings) carries over.
  `update wallets w set low_balance_threshold = (u.email_config ->> 'lowBalanceThreshold')::numeric
     from users u
    where w.user_id = u.id and u.email_config ? 'lowBalanceThreshold'`,
  `alter table wallets add column card_customer_id text`,
  `create table deposits (
    id bigint generated always as identity primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    payment_method text not null check (payment_method in ('cobo', 'stripe')),
    status text not null check (status in ('pending', 'confirming', 'succeeded', 'failed')),
    usd_amount numeric(20, 2) not null check (usd_amount >= 0),
    coin text,
    network_id text,
    coin_amount numeric(40, 18),
    tx_hash text,
    log_index integer,
    block_number bigint,
    block_hash text,
    to_address text,
    confirmations integer not null default 0,
    required_confirmations integer not null default 0,
    order_id text unique,
    failure_reason text,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    unique (network_id, tx_hash, log_index)
  )`,
  `create index deposits_wallet_idx on deposits (wallet_id, id desc)`,
  `create index deposits_open_idx on deposits (status) where status in ('pending', 'confirming')`,
  `create table wallet_ledger (
    id bigint generated always as identity primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    kind text not null check (kind in ('deposit', 'purchase', 'refund', 'arrears_settlement', 'gift', 'usage')),
    balance_delta numeric(20, 2) not null,
    arrears_delta numeric(20, 2) not null default 0,
    deposit_id bigint references deposits (id),
    reference text,
    created_at timestamptz not null default now()
  )`,
  `create index wallet_ledger_wallet_idx on wallet_ledger (wallet_id, id)`,
  `create table deposit_addresses (
    id bigint generated always as identity primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    coin text not null,
    network_id text not null,
    address text not null,
    derivation_index integer not null,
    created_at timestamptz not null default now(),
    unique (wallet_id, coin, network_id)
  )`,
  `create index deposit_addresses_address_idx on deposit_addresses (network_id, lower(address))`,
  `create table chain_cursors (
    network_id text primary key,
    last_scanned_block bigint not null,
    updated_at timestamptz not null default now()
  )`,
  `create table payment_orders (
    id text primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    kind text not null check (kind in ('package', 'deposit', 'dn_node')),
    status text not null check (status in ('pending', 'requires_action', 'paid', 'failed', 'canceled')),
    amount numeric(20, 2) not null check (amount > 0),
    currency text not null default 'USD',
    processor text not null,
    processor_payment_id text unique,
    card_id text,
    client_secret text,
    failure_reason text,
    receipt_url text,
    target jsonb not null default '{}',
    created_at timestamptz not null default now(),
    paid_at timestamptz
  )`,
  `create index payment_orders_wallet_idx on payment_orders (wallet_id, created_at desc)`,
  `create table credit_cards (
    id text primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    processor text not null,
    brand text not null,
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    exp_month integer not null check (exp_month between 1 and 12),
    exp_year integer not null,
    holder_name text,
    is_default boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  `create unique index credit_cards_one_default on credit_cards (wallet_id) where is_default`,
  `create trigger wallets_signal_cache after insert or update or delete on wallets
    for each row execute function hubdeck_signal_cache_owner()`,
  `create table processor_webhooks (
    event_id text primary key,
    type text not null,
    received_at timestamptz not null default now()
  )`,
])
