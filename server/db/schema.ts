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
}

/** A `timestamptz`: read as a Date, written as a Date or an ISO string, defaulted by SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/**
 * A `bigint` column. `pg` reads int8 as a string, PGlite as a number: map with `Number()` when the
 * value is known to be small (chain ids), keep the string where it may not be.
 */
type BigIntColumn = ColumnType<string | number, number | bigint | string, number | bigint | string>

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
