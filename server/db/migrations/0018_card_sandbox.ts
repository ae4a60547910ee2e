/**
 * The card sandbox's own state (issue 16), and the card subscriptions a saved card can be needed by.
 *
 * The sandbox stands in for Stripe's test mode (server/modules/wallet/cards/sandbox/). A real
 * processor keeps its payment intents, payment methods and customers on its side; the sandbox
 * keeps them here, in tables of its own that nothing else reads, so a restart loses no payment
 * and no saved card. It never stores a card number: a payment method keeps the last four digits
 * and which test behaviour its number selected (succeeds, declined, insufficient funds, 3-D Secure).
 *
 * - `card_sandbox_customers`: `cus_…` ids (`wallets.card_customer_id` points at one).
 * - `card_sandbox_payment_methods`: `pm_…`, attached to a customer once saved by a setup intent.
 * - `card_sandbox_intents`: payment intents (`pi_…`, amount in cents as Stripe counts it) and
 *   setup intents (`seti_…`), with Stripe's statuses and the client secret the card field uses.
 * - `card_sandbox_events`: the webhook outbox. An event is written in the transaction that changed
 *   the intent, and announced with `pg_notify` so it is delivered once that transaction commits;
 *   `delivered_at` stays null until our webhook route answered 2xx, so a restart re-delivers.
 * - `card_subscriptions`: auto-renewals charged to a card (contract `Subscription`). Nothing writes
 *   them yet (buying packages by card is the next issue); hub_removeCreditCard already refuses to
 *   remove a card one of them needs, and hub_getSubscriptions lists them.
 */
import { sqlMigration } from './migration'

export const migration0018CardSandbox = sqlMigration('0018_card_sandbox', [
  `create table card_sandbox_customers (
    id text primary key,
    created_at timestamptz not null default now()
  )`,
  `create table card_sandbox_payment_methods (
    id text primary key,
    customer_id text references card_sandbox_customers (id),
    brand text not null,
    funding text not null check (funding in ('credit', 'debit', 'prepaid')),
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    exp_month integer not null check (exp_month between 1 and 12),
    exp_year integer not null,
    holder_name text,
    behaviour text not null check (behaviour in ('succeeds', 'card_declined', 'insufficient_funds', 'requires_3ds')),
    created_at timestamptz not null default now()
  )`,
  `create table card_sandbox_intents (
    id text primary key,
    kind text not null check (kind in ('payment', 'setup')),
    client_secret text not null unique,
    status text not null check (status in
      ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
    amount bigint check (amount > 0),
    currency text not null default 'usd',
    customer_id text references card_sandbox_customers (id),
    payment_method_id text references card_sandbox_payment_methods (id),
    last_error_code text,
    last_error_message text,
    metadata jsonb not null default '{}',
    receipt_token text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((kind = 'payment') = (amount is not null))
  )`,
  `create table card_sandbox_events (
    id text primary key,
    type text not null,
    payload text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    delivered_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index card_sandbox_events_undelivered_idx on card_sandbox_events (next_attempt_at)
    where delivered_at is null`,
  `create table card_subscriptions (
    id text primary key,
    wallet_id bigint not null references wallets (id) on delete cascade,
    kind text not null check (kind in ('package', 'dn_node')),
    target_id bigint not null,
    name text not null,
    status text not null check (status in ('active', 'past_due', 'canceled')),
    amount numeric(20, 2) not null check (amount > 0),
    currency text not null default 'USD',
    card_id text,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  `create index card_subscriptions_wallet_idx on card_subscriptions (wallet_id)`,
])
