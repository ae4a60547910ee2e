import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, dropAllTables, type TestDatabase, testEngines } from '../test-support/test-database'
import { migrate } from './migrate'
import { migrations } from './migrations/migrations'
import { sqlMigration } from './migrations/migration'

describe.each(testEngines())('migrations on %s', (engine) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(engine)
  })
  beforeEach(async () => {
    await dropAllTables(test.database.kysely)
  })
  afterAll(async () => {
    await test?.dispose()
  })

  async function tableNames(): Promise<string[]> {
    const result = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(test.database.kysely)
    return result.rows.map((row) => row.name)
  }

  it('apply once, record themselves, and do nothing when run again', async () => {
    const db = test.database.kysely

    const first = await migrate(db)
    expect(first).toEqual({ applied: migrations.map((m) => m.name), skipped: [] })
    expect(await tableNames()).toEqual([
      'account_activity',
      'api_keys',
      'avatars',
      'banners',
      'bills',
      'card_sandbox_customers',
      'card_sandbox_events',
      'card_sandbox_intents',
      'card_sandbox_payment_methods',
      'card_subscriptions',
      'chain_cursors',
      'chains',
      'credit_cards',
      'csv_exports',
      'deposit_addresses',
      'deposits',
      'discount_code_redemptions',
      'discount_codes',
      'dn_node_payments',
      'dn_node_steps',
      'dn_nodes',
      'dn_skus',
      'event_tracking',
      'idempotency_keys',
      'invoice_configs',
      'invoice_counters',
      'invoice_preview_codes',
      'invoices',
      'mail_codes',
      'mail_outbox',
      'networks',
      'notices',
      'oauth_flows',
      'oauth_identities',
      'oauth_tickets',
      'package_grants',
      'payment_orders',
      'processor_webhooks',
      'purchases',
      'push_subscriptions',
      'rate_limits',
      'schema_migrations',
      'server_settings',
      'sessions',
      'siwe_nonces',
      'skus',
      'socket_presence',
      'support_tickets',
      'team_invitations',
      'team_logs',
      'team_members',
      'teams',
      'usage_batches',
      'usage_daily',
      'usage_hourly',
      'usage_owner_daily',
      'usage_owner_hourly',
      'users',
      'wallet_ledger',
      'wallets',
    ])

    const second = await migrate(db)
    expect(second).toEqual({ applied: [], skipped: migrations.map((m) => m.name) })
    const recorded = await db.selectFrom('schema_migrations').select('name').execute()
    expect(recorded.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
  })

  it('apply each migration once when two servers start at the same moment', async () => {
    const reports = await Promise.all([migrate(test.database.kysely), migrate(test.database.kysely)])
    // The lock is per step, so the two may share the work: together they apply each step once.
    const applied = reports.flatMap((report) => report.applied).sort()
    expect(applied).toEqual(migrations.map((m) => m.name))
    const recorded = await test.database.kysely
      .selectFrom('schema_migrations')
      .select('name')
      .orderBy('applied_at')
      .orderBy('name')
      .execute()
    expect(recorded.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
  })

  it('roll a failing migration back entirely and do not record it', async () => {
    const broken = sqlMigration('0002_broken', ['create table half_done (id int)', 'select * from no_such_table'])

    await expect(migrate(test.database.kysely, [...migrations, broken])).rejects.toThrow(/no_such_table/)

    expect(await tableNames()).not.toContain('half_done')
    const recorded = await test.database.kysely.selectFrom('schema_migrations').select('name').execute()
    expect(recorded.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
  })

  it('refuse a database migrated by a newer release', async () => {
    const future = sqlMigration('9999_future', ['create table from_the_future (id int)'])
    await migrate(test.database.kysely, [...migrations, future])

    await expect(migrate(test.database.kysely)).rejects.toThrow(/9999_future/)
  })
})
