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
  purpose: 'email_confirm' | 'password_reset'
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
