/**
 * Packages that can be bought (issue 17): purchases, request units held and drawn, auto-renew,
 * the statement (bills), invoices with gap-free numbers, and CSV exports.
 *
 * - `package_grants` gains the request units it holds (`ru_total`) and has given (`ru_used`), the
 *   purchase that made it, and whether `ru_pkg_running_out` was sent for it. Grants made before
 *   (the demo seed, dev_grantPackage) hold their package's RU.
 * - `wallets.auto_renew_mode`: `none`, `package` (renew the package named by `auto_renew_sku_id`,
 *   or the owner's current one) or `payg` (top up Pay As You Go when the RU run out). The old
 *   boolean `auto_renew` stays in step (`mode <> 'none'`) for the overview's `autoRenew`.
 * - `purchases`: one row per package bought, by wallet, card or coin. `renewal_of` is unique:
 *   a purchase is renewed at most once, whichever instance's job gets there first.
 * - `bills`: the statement, one line per movement the customer sees (deposits, packages, usage
 *   charged to the wallet, nodes). `amount` is signed; `balance_after` the wallet after it.
 * - `invoices`: one per paid order; `(year, seq)` is unique and `invoice_counters` hands out the
 *   next `seq` under a row lock in the paying transaction, so a rolled-back payment gives its
 *   number back and the numbers of a year have no gaps.
 * - `invoice_configs`: the buyer's details printed on the wallet's later invoices.
 * - `invoice_preview_codes`: unguessable codes that open one invoice without a session.
 * - `csv_exports`: background CSV jobs and their files (kept in the row: they are small and
 *   short-lived, and any instance can serve the signed link).
 */
import { sqlMigration } from './migration'

export const migration0020Purchases = sqlMigration('0020_purchases', [
  `alter table package_grants
     add column purchase_id bigint,
     add column ru_total bigint not null default 0 check (ru_total >= 0),
     add column ru_used bigint not null default 0 check (ru_used >= 0),
     add column running_out_notified boolean not null default false`,
  `update package_grants g set ru_total = s.ru from skus s where s.id = g.sku_id`,
  `alter table wallets
     add column auto_renew_mode text not null default 'none' check (auto_renew_mode in ('none', 'package', 'payg')),
     add column auto_renew_sku_id bigint references skus (id)`,
  `update wallets set auto_renew_mode = 'package' where auto_renew`,
  `create table purchases (
    id bigint generated always as identity primary key,
    user_id bigint references users (id) on delete cascade,
    team_id bigint references teams (id) on delete cascade,
    wallet_id bigint not null references wallets (id) on delete cascade,
    sku_id bigint not null references skus (id),
    order_id text not null unique,
    payment_channel text not null check (payment_channel in ('card', 'wallet', 'coin')),
    amount numeric(12, 2) not null check (amount >= 0),
    ru bigint not null check (ru >= 0),
    auto_renew boolean not null default false,
    reason text not null default 'buy'
      check (reason in ('buy', 'first_login', 'renewal', 'free_monthly', 'gift', 'enterprise')),
    renewal_of bigint unique references purchases (id),
    renewal_failed_at timestamptz,
    starts_at timestamptz not null,
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    check ((user_id is null) <> (team_id is null))
  )`,
  `create index purchases_wallet_idx on purchases (wallet_id, created_at desc, id desc)`,
  `create index purchases_renewal_idx on purchases (expires_at) where auto_renew and renewal_failed_at is null`,
  `alter table package_grants add constraint package_grants_purchase_fk
     foreign key (purchase_id) references purchases (id) on delete cascade`,
  `create table bills (
    id bigint generated always as identity primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    bill_type text not null check (bill_type in ('deposit', 'ru', 'dn_node')),
    title text not null,
    amount numeric(14, 2) not null,
    balance_after numeric(14, 2) not null,
    payment_channel text check (payment_channel in ('card', 'wallet', 'coin')),
    order_id text,
    created_at timestamptz not null default now()
  )`,
  `create index bills_wallet_idx on bills (wallet_id, created_at desc, id desc)`,
  `create table invoice_counters (
    year integer primary key,
    last_seq integer not null check (last_seq > 0)
  )`,
  `create table invoices (
    id bigint generated always as identity primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    year integer not null,
    seq integer not null,
    number text not null unique,
    status text not null check (status in ('open', 'paid', 'void')),
    order_id text not null unique,
    payment_channel text not null check (payment_channel in ('card', 'wallet', 'coin')),
    currency text not null default 'USD',
    buyer jsonb not null,
    lines jsonb not null,
    subtotal numeric(12, 2) not null,
    discount numeric(12, 2) not null default 0,
    tax numeric(12, 2) not null default 0,
    total numeric(12, 2) not null,
    issued_at timestamptz not null default now(),
    paid_at timestamptz,
    unique (year, seq)
  )`,
  `create index invoices_wallet_idx on invoices (wallet_id, issued_at desc, id desc)`,
  `create table invoice_configs (
    wallet_id bigint primary key references wallets (id) on delete cascade,
    company_name text not null default '',
    tax_id text not null default '',
    email text not null default '',
    country text not null default '',
    address_line1 text not null default '',
    address_line2 text not null default '',
    city text not null default '',
    state text not null default '',
    postal_code text not null default '',
    updated_at timestamptz not null default now()
  )`,
  `create table invoice_preview_codes (
    code text primary key,
    invoice_id bigint not null references invoices (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create table csv_exports (
    id text primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    user_id bigint not null references users (id) on delete cascade,
    kind text not null check (kind in ('deposit', 'purchase', 'bill')),
    status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
    params jsonb not null default '{}',
    file_name text,
    file bytea,
    row_count integer,
    error text,
    claimed_at timestamptz,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create index csv_exports_waiting_idx on csv_exports (created_at) where status = 'processing'`,
])
