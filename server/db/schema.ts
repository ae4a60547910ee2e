/**
 * The Kysely table types: what each table holds as the code sees it. Column names stay snake_case
 * as in SQL, so a query reads the same in TypeScript and in psql; handlers map rows to the
 * camelCase shapes of the contract.
 */
import type { ColumnType, Generated } from 'kysely'

/** Every table of the schema, by name. Keep in step with `migrations/`. */
export interface DB {
  schema_migrations: SchemaMigrationsTable
  chains: ChainsTable
  networks: NetworksTable
  banners: BannersTable
  event_tracking: EventTrackingTable
  users: UsersTable
  sessions: SessionsTable
  idempotency_keys: IdempotencyKeysTable
  wallets: WalletsTable
  notices: NoticesTable
  rate_limits: RateLimitsTable
  account_activity: AccountActivityTable
  push_subscriptions: PushSubscriptionsTable
  server_settings: ServerSettingsTable
  socket_presence: SocketPresenceTable
  mail_outbox: MailOutboxTable
  mail_codes: MailCodesTable
  siwe_nonces: SiweNoncesTable
  teams: TeamsTable
  team_members: TeamMembersTable
  team_logs: TeamLogsTable
  team_invitations: TeamInvitationsTable
  avatars: AvatarsTable
  discount_codes: DiscountCodesTable
  discount_code_redemptions: DiscountCodeRedemptionsTable
  oauth_flows: OauthFlowsTable
  oauth_identities: OauthIdentitiesTable
  oauth_tickets: OauthTicketsTable
  api_keys: ApiKeysTable
  skus: SkusTable
  package_grants: PackageGrantsTable
  deposits: DepositsTable
  wallet_ledger: WalletLedgerTable
  deposit_addresses: DepositAddressesTable
  chain_cursors: ChainCursorsTable
  payment_orders: PaymentOrdersTable
  credit_cards: CreditCardsTable
  processor_webhooks: ProcessorWebhooksTable
  card_sandbox_customers: CardSandboxCustomersTable
  card_sandbox_payment_methods: CardSandboxPaymentMethodsTable
  card_sandbox_intents: CardSandboxIntentsTable
  card_sandbox_events: CardSandboxEventsTable
  card_subscriptions: CardSubscriptionsTable
  purchases: PurchasesTable
  bills: BillsTable
  invoice_counters: InvoiceCountersTable
  invoices: InvoicesTable
  invoice_configs: InvoiceConfigsTable
  invoice_preview_codes: InvoicePreviewCodesTable
  csv_exports: CsvExportsTable
  usage_batches: UsageBatchesTable
  usage_hourly: UsageHourlyTable
  usage_daily: UsageDailyTable
  usage_owner_hourly: UsageOwnerHourlyTable
  usage_owner_daily: UsageOwnerDailyTable
  support_tickets: SupportTicketsTable
  dn_skus: DnSkusTable
  dn_nodes: DnNodesTable
  dn_node_payments: DnNodePaymentsTable
  dn_node_steps: DnNodeStepsTable
}

/** A `timestamptz`: read as a Date, written as a Date or an ISO string, defaulted by SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/**
 * A `bigint` column. `pg` reads int8 as a string, PGlite as a number: map with `Number()` when the
 * value is known to be small (chain ids), keep the string where it may not be.
 */
type BigIntColumn = ColumnType<string | number, number | bigint | string, number | bigint | string>

/** A `bigint generated always as identity` primary key: read only. */
type IdentityColumn = ColumnType<string | number, never, never>

/** A `numeric` money column: read it as text (`amount::text`), write a decimal string. */
type NumericColumn = ColumnType<string, string | undefined, string>

/** A jsonb column; write it through `toJsonb()`. */
type JsonbColumn<T> = ColumnType<T, unknown, unknown>

export interface SchemaMigrationsTable {
  name: string
  applied_at: Timestamp
}

export interface ChainsTable {
  /** Stable slug, e.g. `ethereum`. */
  id: string
  name: string
  symbol: string
  family: 'evm' | 'solana' | 'other'
  sort_order: number
  enabled: ColumnType<boolean, boolean | undefined, boolean>
}

export interface NetworksTable {
  /** Stable slug, e.g. `ethereum-mainnet`. */
  id: string
  chain_id: string
  name: string
  /** EVM chain id; null for non-EVM networks. */
  evm_chain_id: BigIntColumn | null
  testnet: boolean
  /** May hold `{domain}` (the configured RPC domain) and holds `{key}` (the API-key secret). */
  https_template: string
  wss_template: string | null
  archive_mode: boolean
  mev_protection: boolean
  bundler: boolean
  get_logs_block_range: number | null
  ws_idle_timeout_seconds: number
  sort_order: number
  enabled: ColumnType<boolean, boolean | undefined, boolean>
}

export interface BannersTable {
  id: Generated<string>
  title: string
  title_zh: string
  link: string | null
  /** Shown from this moment; null: already. */
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Hidden from this moment; null: never. */
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  sort_order: ColumnType<number, number | undefined, number>
  created_at: Timestamp
}

export interface EventTrackingTable {
  /** Identity; never written by the code. */
  id: ColumnType<string | number, never, never>
  event: string
  page: string | null
  /** jsonb; write it through `toJsonb()` so pg and PGlite store the same value. */
  data: ColumnType<Record<string, unknown> | null, unknown, unknown>
  created_at: Timestamp
}

export interface UsersTable {
  id: IdentityColumn
  /** Lower-cased; null for wallet- or OAuth-only accounts. */
  email: string | null
  /** scrypt of the client's MD5 (see modules/account/password.ts); null: no password yet. */
  password_hash: string | null
  nickname: string
  avatar: string | null
  language: ColumnType<'en' | 'zh', 'en' | 'zh' | undefined, 'en' | 'zh'>
  mail_status: ColumnType<'none' | 'unconfirmed' | 'confirmed', 'none' | 'unconfirmed' | 'confirmed' | undefined>
  initialized: ColumnType<boolean, boolean | undefined, boolean>
  recharge_tips: ColumnType<boolean, boolean | undefined, boolean>
  user_type: ColumnType<'user' | 'team', 'user' | 'team' | undefined, 'user' | 'team'>
  accept_term: ColumnType<boolean, boolean | undefined, boolean>
  wallet_address: string | null
  promo_code: string | null
  /** Partial `EmailConfig`; missing fields take the defaults. */
  email_config: JsonbColumn<Record<string, unknown>>
  /** Key of the rate-limit tier (modules/account/limit-tiers.ts). */
  limit_tier: ColumnType<string, string | undefined, string>
  /** When the terms were accepted (hub_setUserAcceptTerm); null: never. */
  terms_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The code the user shares so a team can invite them (0027, hub_getUserCode); set by the database. */
  user_code: ColumnType<string, never, never>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface SessionsTable {
  id: Generated<string>
  user_id: BigIntColumn
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string
  created_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  ip: string | null
  user_agent: string | null
}

export interface IdempotencyKeysTable {
  user_id: BigIntColumn
  method: string
  key: string
  /** SHA-256 of the params, so a key reused for other params is refused. */
  params_hash: string
  /** `{ result }` or `{ error }`; null while the first call is still running. */
  response: JsonbColumn<{ result?: unknown; error?: Record<string, unknown> } | null>
  created_at: Timestamp
}

export interface WalletsTable {
  id: IdentityColumn
  /** Exactly one of user_id and team_id is set. */
  user_id: BigIntColumn | null
  team_id: BigIntColumn | null
  amount: NumericColumn
  arrears: NumericColumn
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>
  ru_balance: ColumnType<string | number, number | string | undefined, number | string>
  updated_at: Timestamp
  /** A `low_balance` notice is sent when the balance falls under this (0017). */
  low_balance_threshold: NumericColumn
  /** The card processor's customer for this wallet's saved cards; null until the first card. */
  card_customer_id: ColumnType<string | null, string | null | undefined, string | null>
  /** `none`, `package` or `payg` (0020); `auto_renew` is kept equal to `mode <> 'none'`. */
  auto_renew_mode: ColumnType<
    'none' | 'package' | 'payg',
    'none' | 'package' | 'payg' | undefined,
    'none' | 'package' | 'payg'
  >
  /** The package `package` mode renews; null: the owner's current one. */
  auto_renew_sku_id: ColumnType<string | number | null, number | string | null | undefined, number | string | null>
}

export interface NoticesTable {
  id: IdentityColumn
  /** Exactly one of user_id and team_id is set. */
  user_id: BigIntColumn | null
  team_id: BigIntColumn | null
  type: string
  title: string
  content: string
  expand: JsonbColumn<Record<string, unknown>>
  read: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
  /** When an instance took on this notice's Web Push (realtime/notice-claim.ts); null: nobody yet. */
  push_claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface RateLimitsTable {
  /** `<limit>:<subject>`, e.g. `login:ann@example.com` (server/rpc/rate-limits.ts). */
  bucket: string
  /** Attempts taken since the window opened, refused ones included. */
  attempts: number
  /** When the window closes and the count starts again. */
  expires_at: ColumnType<Date, Date | string, Date | string>
}

export interface AccountActivityTable {
  id: IdentityColumn
  user_id: BigIntColumn
  /** The team the caller acted for, in team context. */
  team_id: BigIntColumn | null
  method: string
  /** The validated params, secrets redacted. */
  params: JsonbColumn<unknown>
  /** The `Idempotency-Key` the write came with, if any. */
  idempotency_key: string | null
  created_at: Timestamp
}

export interface PushSubscriptionsTable {
  id: IdentityColumn
  user_id: BigIntColumn
  /** The push service URL; unique, so saving it again re-binds the browser to the caller. */
  endpoint: string
  /** The browser's ECDH P-256 public key, base64url. */
  p256dh: string
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string
  user_agent: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ServerSettingsTable {
  /** e.g. `vapid_keys` (modules/push/vapid-keys.ts). */
  key: string
  value: JsonbColumn<unknown>
  created_at: Timestamp
}

export interface SocketPresenceTable {
  /** A user with at least one notice socket open on the instance. */
  user_id: BigIntColumn
  /** The server instance holding it (a random UUID per start, realtime/live-notices.ts). */
  instance_id: string
  /** Refreshed every heartbeat; a row two heartbeats old counts as gone. */
  seen_at: Timestamp
}

export interface MailOutboxTable {
  id: IdentityColumn
  /** The address the mail went to (lower-cased). */
  recipient: string
  subject: string
  text: string
  html: string | null
  created_at: Timestamp
}

export interface MailCodesTable {
  /** SHA-256 hex of the code a mailed link carries; the code itself is never stored. */
  code_hash: string
  /** `password_reset` also serves hub_noPassword's set-password link. */
  purpose: 'email_confirm' | 'password_reset' | 'email_bind'
  user_id: BigIntColumn
  /** The address the code was sent to. */
  email: string
  expires_at: ColumnType<Date, Date | string, Date | string>
  /** Set when the code was used: a code works once. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

export interface SiweNoncesTable {
  /** 32 alphanumeric characters, as EIP-4361's `Nonce:` line takes it (modules/account/siwe.ts). */
  nonce: string
  created_at: Timestamp
  /** 5 minutes after issue. */
  expires_at: ColumnType<Date, Date | string, Date | string>
  /** Set when a signed message used it: a nonce works once. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface TeamsTable {
  id: IdentityColumn
  name: string
  /** The user who owns it; also a `team_members` row with role `owner`. */
  owner_id: BigIntColumn
  created_at: Timestamp
  updated_at: Timestamp
  /** Set when the team is disbanded (soft delete); a deleted team gives no team context. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface TeamMembersTable {
  team_id: BigIntColumn
  user_id: BigIntColumn
  /** The contract's `TeamRole` (0026: owner, admin, developer, billing, viewer); one owner per team. */
  role: 'owner' | 'admin' | 'developer' | 'billing' | 'viewer'
  /** The contract's `MemberStatus`; only `active` members get team context. */
  status: ColumnType<'active' | 'invited', 'active' | 'invited' | undefined, 'active' | 'invited'>
  /** The owner's note about the member; '' when none. */
  note: ColumnType<string, string | undefined, string>
  invited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Set once the member is `active`. */
  joined_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

export interface TeamInvitationsTable {
  id: IdentityColumn
  team_id: BigIntColumn
  inviter_id: BigIntColumn
  /** The invited address, lower-cased; null for an invitation by user code (0027). */
  email: string | null
  /** SHA-256 hex of the invitation code; the code itself is never stored. Null by user code. */
  code_hash: string | null
  /** The role the invitee gets (0027); never `owner`. */
  role: ColumnType<
    'admin' | 'developer' | 'billing' | 'viewer',
    'admin' | 'developer' | 'billing' | 'viewer' | undefined,
    never
  >
  /** The account invited by its user code (0027); null for an invitation by e-mail. */
  invitee_id: ColumnType<string | number | null, number | string | null | undefined, never>
  /** Set when the team withdrew it (0027): final, like accepted and rejected. */
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  note: ColumnType<string, string | undefined, string>
  created_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
  /** Set when the invitation was used: a code works once. */
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The account that accepted it. */
  accepted_by: ColumnType<string | number | null, number | string | null | undefined, number | string | null>
  rejected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface AvatarsTable {
  user_id: BigIntColumn
  /** The first 16 hex digits of the bytes' SHA-256; part of the picture's URL. */
  version: string
  mime_type: 'image/png' | 'image/jpeg' | 'image/webp'
  /** The picture as uploaded (pg reads a Buffer, PGlite a Uint8Array). */
  bytes: ColumnType<Uint8Array, Uint8Array, Uint8Array>
  updated_at: Timestamp
}

export interface DiscountCodesTable {
  /** Upper-case, as `promoCodeSchema` allows (modules/account/discount-codes.ts). */
  code: string
  description: string
  description_zh: string
  /** Exactly one of percent_off and amount_off is set; read them as text. */
  percent_off: ColumnType<string | null, string | null | undefined, string | null>
  amount_off: ColumnType<string | null, string | null | undefined, string | null>
  /** Null: never expires. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Null: any number of accounts. */
  max_uses: ColumnType<number | null, number | null | undefined, number | null>
  used_count: ColumnType<number, number | undefined, number>
  created_at: Timestamp
}

export interface DiscountCodeRedemptionsTable {
  user_id: BigIntColumn
  code: string
  applied_at: Timestamp
}

export interface OauthFlowsTable {
  /** SHA-256 hex of the flow's `state`; the state itself is never stored. */
  state_hash: string
  /** Provider id (`HUBDECK_OAUTH_PROVIDERS`). */
  provider: string
  purpose: 'login' | 'bind'
  /** The account a binding is for; null for a login. */
  user_id: ColumnType<string | number | null, number | string | null | undefined, number | string | null>
  /** The PKCE code verifier (RFC 7636), sent with the code at the exchange. */
  code_verifier: string
  /** The OpenID Connect nonce the ID token must carry. */
  nonce: string
  created_at: Timestamp
  /** 10 minutes after the start. */
  expires_at: ColumnType<Date, Date | string, Date | string>
  /** Set when the callback used it: a flow works once. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface OauthIdentitiesTable {
  provider: string
  /** The provider's `sub` claim. */
  subject: string
  user_id: BigIntColumn
  /** What the provider calls the user (e-mail, else preferred_username, else sub), for display. */
  account: string
  /** The e-mail the provider gave, if any. */
  email: string | null
  bound_at: Timestamp
}

export interface OauthTicketsTable {
  /** SHA-256 hex of the ticket hub_checkOauthCode answered; the ticket itself is never stored. */
  ticket_hash: string
  provider: string
  subject: string
  account: string
  email: string | null
  /** Whether the provider said `email_verified`. */
  email_verified: boolean
  nickname: string | null
  created_at: Timestamp
  /** 30 minutes after the check. */
  expires_at: ColumnType<Date, Date | string, Date | string>
  /** Set when hub_oauthRegister used it. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** An API key of a user or of a team (migration 0013); `deleted_at` set: deleted, kept for history. */
export interface ApiKeysTable {
  id: IdentityColumn
  /** The owning user, or null when a team owns it. */
  user_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  /** The owning team, or null when a user owns it. */
  team_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  name: string
  /** The secret of endpoint URLs; unique. */
  secret: string
  features: JsonbColumn<Record<string, boolean>>
  bundler: ColumnType<string, string | undefined, string>
  mev: ColumnType<string, string | undefined, string>
  whitelist: JsonbColumn<string[]>
  created_at: Timestamp
  updated_at: Timestamp
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The secret before the last rotation (0014); accepted until `previous_secret_valid_until`. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>
  previous_secret_valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Set while the key is frozen: the gateway refuses it. */
  frozen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** A package of the catalogue (migration 0015); `sort_order` is the upgrade ladder, lowest first. */
export interface SkusTable {
  id: IdentityColumn
  name: string
  description: string
  /** The contract's `PackageType`. */
  package_type: string
  /** USD, `numeric(12,2)`: read as `price::text`. */
  price: NumericColumn
  /** Request units included. */
  ru: BigIntColumn
  /** Null: lasts until used up. */
  duration_days: number | null
  /** RU per second. */
  rate_limit: number
  /** The `ApiKeyFeature`s it includes. */
  features: JsonbColumn<string[]>
  auto_renewable: ColumnType<boolean, boolean | undefined, boolean>
  sort_order: number
  created_at: Timestamp
}

/** A package an owner (a user or a team, exactly one) holds from `starts_at` until `expires_at` (0015). */
export interface PackageGrantsTable {
  id: IdentityColumn
  user_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  team_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  sku_id: BigIntColumn
  starts_at: Timestamp
  /** Exclusive; null: until used up. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
  /** The purchase that made it; null for gifts of the demo seed and dev_grantPackage (0020). */
  purchase_id: ColumnType<string | number | null, number | string | null | undefined, number | string | null>
  /** Request units it holds and has given (0020). */
  ru_total: ColumnType<string | number, number | string | undefined, number | string>
  ru_used: ColumnType<string | number, number | string | undefined, number | string>
  /** Whether `ru_pkg_running_out` was sent for it (once, at 10 % left). */
  running_out_notified: ColumnType<boolean, boolean | undefined, boolean>
  /** Whether `expired` was sent for it, ended without renewal (0022). */
  expiry_notified: ColumnType<boolean, boolean | undefined, boolean>
}

/** A nullable column SQL defaults to null. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>

/** A crypto transfer or a card payment into a wallet (0017). */
export interface DepositsTable {
  id: IdentityColumn
  wallet_id: BigIntColumn
  /** The contract's `PaymentMethod`: `cobo` (crypto) or `stripe` (card). */
  payment_method: string
  /** The contract's `DepositStatus`. */
  status: string
  usd_amount: NumericColumn
  coin: Nullable<string>
  network_id: Nullable<string>
  coin_amount: Nullable<string>
  tx_hash: Nullable<string>
  log_index: Nullable<number>
  block_number: Nullable<string | number>
  block_hash: Nullable<string>
  to_address: Nullable<string>
  confirmations: ColumnType<number, number | undefined, number>
  required_confirmations: ColumnType<number, number | undefined, number>
  order_id: Nullable<string>
  failure_reason: Nullable<string>
  created_at: Timestamp
  completed_at: Nullable<Date | string>
}

/** One movement of money (0017); `wallets.amount` and `.arrears` are the sums of the deltas. */
export interface WalletLedgerTable {
  id: IdentityColumn
  wallet_id: BigIntColumn
  kind: 'deposit' | 'purchase' | 'refund' | 'arrears_settlement' | 'gift' | 'usage'
  balance_delta: NumericColumn
  arrears_delta: NumericColumn
  deposit_id: Nullable<string | number>
  /** What the movement is for: an order id, a SKU, a note. */
  reference: Nullable<string>
  created_at: Timestamp
}

/** A wallet's deposit address for one coin on one network (0017). */
export interface DepositAddressesTable {
  id: IdentityColumn
  wallet_id: BigIntColumn
  coin: string
  network_id: string
  address: string
  /** The BIP-44 address index it was derived at. */
  derivation_index: number
  created_at: Timestamp
}

/** Where a network's deposit watcher stands (0017). */
export interface ChainCursorsTable {
  network_id: string
  last_scanned_block: BigIntColumn
  updated_at: Timestamp
}

/** A card payment from creation to a final state (0017). */
export interface PaymentOrdersTable {
  id: string
  wallet_id: BigIntColumn
  /** The contract's `OrderKind`. */
  kind: string
  /** The contract's `OrderStatus`. */
  status: string
  amount: NumericColumn
  currency: ColumnType<string, string | undefined, string>
  /** `sandbox` or `stripe`. */
  processor: string
  processor_payment_id: Nullable<string>
  card_id: Nullable<string>
  client_secret: Nullable<string>
  failure_reason: Nullable<string>
  /** The processor's refusal code of a failed order (0019). */
  failure_code: Nullable<string>
  receipt_url: Nullable<string>
  /** What the order buys (a SKU, a node); `{}` for a deposit. */
  target: JsonbColumn<Record<string, unknown>>
  created_at: Timestamp
  paid_at: Nullable<Date | string>
}

/** A saved card, as the processor describes it (0017). */
export interface CreditCardsTable {
  id: string
  wallet_id: BigIntColumn
  processor: string
  /** The contract's `CardBrand`. */
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  holder_name: Nullable<string>
  is_default: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
}

/** A processor webhook event already handled (0017). */
export interface ProcessorWebhooksTable {
  event_id: string
  type: string
  received_at: Timestamp
}

/** A customer of the card sandbox (0018). */
export interface CardSandboxCustomersTable {
  id: string
  created_at: Timestamp
}

/** A card typed into the sandbox's field: no number, only its last four and its test behaviour (0018). */
export interface CardSandboxPaymentMethodsTable {
  id: string
  customer_id: Nullable<string>
  brand: string
  funding: 'credit' | 'debit' | 'prepaid'
  last4: string
  exp_month: number
  exp_year: number
  holder_name: Nullable<string>
  behaviour: 'succeeds' | 'card_declined' | 'insufficient_funds' | 'requires_3ds'
  created_at: Timestamp
}

/** A sandbox payment intent (`pi_…`) or setup intent (`seti_…`), with Stripe's statuses (0018). */
export interface CardSandboxIntentsTable {
  id: string
  kind: 'payment' | 'setup'
  client_secret: string
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'
  /** Cents, as Stripe counts; null for a setup intent. */
  amount: Nullable<string | number>
  currency: ColumnType<string, string | undefined, string>
  customer_id: Nullable<string>
  payment_method_id: Nullable<string>
  last_error_code: Nullable<string>
  last_error_message: Nullable<string>
  metadata: JsonbColumn<Record<string, string>>
  receipt_token: Nullable<string>
  created_at: Timestamp
  updated_at: Timestamp
}

/** A webhook event the sandbox owes our webhook route (0018). */
export interface CardSandboxEventsTable {
  id: string
  type: string
  /** The event's JSON exactly as signed and sent. */
  payload: string
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  delivered_at: Nullable<Date | string>
  created_at: Timestamp
}

/** An auto-renewal charged to a card (0018); contract `Subscription`. */
export interface CardSubscriptionsTable {
  id: string
  wallet_id: BigIntColumn
  kind: 'package' | 'dn_node'
  target_id: BigIntColumn
  name: string
  status: 'active' | 'past_due' | 'canceled'
  amount: NumericColumn
  currency: ColumnType<string, string | undefined, string>
  /** Null: it follows the wallet's default card. */
  card_id: Nullable<string>
  current_period_end: ColumnType<Date, Date | string, Date | string>
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
}

/** A package bought (0020). Exactly one of user_id and team_id is set. */
export interface PurchasesTable {
  id: IdentityColumn
  user_id: ColumnType<string | number | null, number | string | null | undefined, never>
  team_id: ColumnType<string | number | null, number | string | null | undefined, never>
  wallet_id: BigIntColumn
  sku_id: BigIntColumn
  order_id: string
  payment_channel: 'card' | 'wallet' | 'coin'
  amount: NumericColumn
  ru: ColumnType<string | number, number | string, number | string>
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>
  reason: ColumnType<
    'buy' | 'first_login' | 'renewal' | 'free_monthly' | 'gift' | 'enterprise',
    'buy' | 'first_login' | 'renewal' | 'free_monthly' | 'gift' | 'enterprise' | undefined,
    'buy' | 'first_login' | 'renewal' | 'free_monthly' | 'gift' | 'enterprise'
  >
  /** The purchase this one renews; unique, so a purchase renews once. */
  renewal_of: ColumnType<string | number | null, number | string | null | undefined, number | string | null>
  /** Set when renewing it failed (the owner was told); the job does not try it again. */
  renewal_failed_at: Nullable<Date | string>
  starts_at: ColumnType<Date, Date | string, Date | string>
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

/** A line of the statement (0020): `amount` signed, `balance_after` the wallet after it. */
export interface BillsTable {
  id: IdentityColumn
  wallet_id: BigIntColumn
  bill_type: 'deposit' | 'ru' | 'dn_node'
  title: string
  amount: NumericColumn
  balance_after: NumericColumn
  payment_channel: Nullable<'card' | 'wallet' | 'coin'>
  order_id: Nullable<string>
  created_at: Timestamp
}

/** The last invoice sequence number handed out per year (0020). */
export interface InvoiceCountersTable {
  year: number
  last_seq: number
}

/** An invoice of a paid order (0020). */
export interface InvoicesTable {
  id: IdentityColumn
  wallet_id: BigIntColumn
  year: number
  seq: number
  number: string
  status: 'open' | 'paid' | 'void'
  order_id: string
  payment_channel: 'card' | 'wallet' | 'coin'
  currency: ColumnType<string, string | undefined, string>
  /** The buyer as printed: the contract's `InvoiceParty`, frozen when issued. */
  buyer: JsonbColumn<Record<string, unknown>>
  /** The contract's `InvoiceLine[]`. */
  lines: JsonbColumn<unknown[]>
  subtotal: NumericColumn
  discount: ColumnType<string, string | undefined, string>
  tax: ColumnType<string, string | undefined, string>
  total: NumericColumn
  issued_at: Timestamp
  paid_at: Nullable<Date | string>
}

/** The buyer's details a wallet's invoices print (0020). */
export interface InvoiceConfigsTable {
  wallet_id: BigIntColumn
  company_name: ColumnType<string, string | undefined, string>
  tax_id: ColumnType<string, string | undefined, string>
  email: ColumnType<string, string | undefined, string>
  country: ColumnType<string, string | undefined, string>
  address_line1: ColumnType<string, string | undefined, string>
  address_line2: ColumnType<string, string | undefined, string>
  city: ColumnType<string, string | undefined, string>
  state: ColumnType<string, string | undefined, string>
  postal_code: ColumnType<string, string | undefined, string>
  updated_at: Timestamp
}

/** A code that opens one invoice without a session (0020). */
export interface InvoicePreviewCodesTable {
  code: string
  invoice_id: BigIntColumn
  created_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
}

/** A background CSV export and, once ready, its file (0020). */
export interface CsvExportsTable {
  id: string
  wallet_id: BigIntColumn
  user_id: BigIntColumn
  kind: 'deposit' | 'purchase' | 'bill'
  status: ColumnType<
    'processing' | 'ready' | 'failed',
    'processing' | 'ready' | 'failed' | undefined,
    'processing' | 'ready' | 'failed'
  >
  params: JsonbColumn<Record<string, unknown>>
  file_name: Nullable<string>
  file: Nullable<Uint8Array>
  row_count: Nullable<number>
  error: Nullable<string>
  claimed_at: Nullable<Date | string>
  created_at: Timestamp
  finished_at: Nullable<Date | string>
}

export interface UsageBatchesTable {
  id: string
  calls: number
  counted: number
  unknown_keys: number
  received_at: Timestamp
}

/** A bigint column read back as a string (pg) or a number (PGlite); written as either. */
type Count = ColumnType<string | number, number | bigint | string | undefined, number | bigint | string>

/** The columns of `usage_hourly` and `usage_daily` (migration 0023). */
interface UsageBucketColumns {
  apikey_id: ColumnType<string | number, number | bigint | string, never>
  user_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  team_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  network_id: string
  method: string
  requests: Count
  ru: Count
  errors: Count
  rate_limited: Count
  /** Counts per bin of `LATENCY_BOUNDS_MS`, one more bin than bounds (the last is "above"). */
  latency_hist: ColumnType<(string | number)[], (number | bigint | string)[], (number | bigint | string)[]>
}

export interface UsageHourlyTable extends UsageBucketColumns {
  /** The hour's start, UTC. */
  hour: Timestamp
}

export interface UsageDailyTable extends UsageBucketColumns {
  /** The UTC day's start. */
  day: Timestamp
}

/** The columns of `usage_owner_hourly` and `usage_owner_daily` (migration 0025). */
interface UsageOwnerColumns {
  user_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  team_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  /** 'u' and the user id, or 't' and the team id: generated, the primary key's first part. */
  owner: ColumnType<string, never, never>
  requests: Count
  ru: Count
  errors: Count
  rate_limited: Count
  /** Counts per bin of `LATENCY_BOUNDS_MS`, summed over the owner's rows. */
  latency_hist: ColumnType<(string | number)[], (number | bigint | string)[], (number | bigint | string)[]>
}

export interface UsageOwnerHourlyTable extends UsageOwnerColumns {
  /** The hour's start, UTC. */
  hour: Timestamp
}

export interface UsageOwnerDailyTable extends UsageOwnerColumns {
  /** The UTC day's start. */
  day: Timestamp
}

export interface SupportTicketsTable {
  id: string
  user_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  team_id: ColumnType<string | number | null, number | bigint | string | null | undefined, never>
  email: string
  topic: string
  subject: string
  message: string
  context: JsonbColumn<Record<string, unknown>>
  created_at: Timestamp
}

/**
 * One action taken in team context (0026), written in the action's transaction; rows are never
 * updated or deleted (a trigger refuses it).
 */
export interface TeamLogsTable {
  id: IdentityColumn
  team_id: ColumnType<string | number, number | bigint | string, never>
  /** Who acted; null once their account is gone. */
  actor_user_id: ColumnType<string | number | null, number | bigint | string | null, never>
  /** The contract's `TeamLogAction`. */
  action: ColumnType<string, string, never>
  /** Who or what the action was about (a key's name, a member's e-mail), or null. */
  target: ColumnType<string | null, string | null | undefined, never>
  detail: ColumnType<string, string | undefined, never>
  /** The method that did it. */
  method: ColumnType<string, string, never>
  /** The caller's address. */
  ip: ColumnType<string | null, string | null | undefined, never>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

/** A dedicated node on sale (0028): a network × region × client × machine, priced per cycle. */
export interface DnSkusTable {
  id: IdentityColumn
  name: string
  chain_id: string
  network_id: string
  network_name: string
  region: string
  region_name: string
  client: string
  cpu: number
  memory_gb: number
  storage_gb: number
  archive: ColumnType<boolean, boolean | undefined, boolean>
  monthly_price: NumericColumn
  quarterly_price: NumericColumn
  yearly_price: NumericColumn
  /** Added to a first purchase on the monthly cycle. */
  setup_fee: NumericColumn
  available: ColumnType<boolean, boolean | undefined, boolean>
  sort_order: ColumnType<number, number | undefined, number>
}

/** The lifecycle states a node row can hold; `released` is past and never listed. */
export type DnNodeRowStatus = 'pending' | 'online' | 'will_expired' | 'expired' | 'stopped' | 'released'

/** A dedicated node (0028), owned by an account or a team. */
export interface DnNodesTable {
  id: IdentityColumn
  user_id: ColumnType<string | number | null, number | string | null | undefined, never>
  team_id: ColumnType<string | number | null, number | string | null | undefined, never>
  wallet_id: BigIntColumn
  sku_id: BigIntColumn
  name: string
  cycle_months: number
  status: ColumnType<DnNodeRowStatus, DnNodeRowStatus | undefined, DnNodeRowStatus>
  /** Months paid while pending: they start when it comes online. */
  paid_months: number
  /** Paid periods so far (0: the first); a lifecycle step is told once per period. */
  term: ColumnType<number, number | undefined, number>
  /** The unguessable part of its endpoint URLs. */
  secret: string
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>
  renewal_failed_at: Nullable<Date | string>
  online_at: Nullable<Date | string>
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  stopped_at: Nullable<Date | string>
  released_at: Nullable<Date | string>
  created_at: Timestamp
}

/** What paid one period of a node (0028): once per order, once per (node, term). */
export interface DnNodePaymentsTable {
  id: IdentityColumn
  node_id: BigIntColumn
  term: number
  order_id: string
  payment_channel: 'card' | 'wallet' | 'coin'
  reason: 'buy' | 'renewal' | 'auto_renewal'
  months: number
  amount: NumericColumn
  created_at: Timestamp
}

/** A lifecycle step taken (0028): its primary key is the job's claim. */
export interface DnNodeStepsTable {
  node_id: BigIntColumn
  step: 'online' | 'will_expired' | 'expired' | 'released'
  term: number
  taken_at: ColumnType<Date, Date | string, never>
}
