/**
 * Every Dexie version from every earlier one, with data in it: the database is created with the
 * versions 1…k the code declares (read from `HubDatabase` itself, so a new `version(n)` is covered
 * without a line here), filled with rows in each of its tables, closed, and opened with the
 * current code: every row must be there, unchanged, and reachable through every index of the
 * current schema.
 */
import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import type { StoredEvent } from './events'
import { HubDatabase, type OutboxRow, type SnapshotRow } from './db'

interface DeclaredVersion {
  version: number
  stores: Record<string, string | null>
  upgrade?: Parameters<ReturnType<Dexie['version']>['upgrade']>[0]
}

/** The versions `HubDatabase` declares, in order, as its constructor declares them. */
function declaredVersions(): DeclaredVersion[] {
  const declared: DeclaredVersion[] = []
  class Recording extends HubDatabase {
    override version(versionNumber: number): ReturnType<Dexie['version']> {
      const version = super.version(versionNumber)
      const entry: DeclaredVersion = { version: versionNumber, stores: {} }
      declared.push(entry)
      const stores = version.stores.bind(version)
      const upgrade = version.upgrade.bind(version)
      version.stores = (schema) => {
        entry.stores = { ...entry.stores, ...schema }
        stores(schema)
        return version
      }
      version.upgrade = (run) => {
        entry.upgrade = run
        return upgrade(run)
      }
      return version
    }
  }
  void new Recording('hubdeck-recording').close()
  return declared
}

/** Rows like the app writes, per table; a table added later needs its maker here. */
const ROW_MAKERS: Record<string, () => object[]> = {
  events: () =>
    ['u1', 'u1', 'u1:t7', 'device'].map((scope, index): StoredEvent => ({
      id: `event-${index}`,
      type: 'test.happened',
      v: 1,
      payload: { index, text: '中文 and English', nested: { list: [1, 2, 3] } },
      at: `2026-11-27T05:0${index}:00.000Z`,
      origin: index % 2 ? 'socket' : 'server',
      scope,
    })),
  snapshots: () =>
    ['u1', 'u1:t7'].flatMap((scope) =>
      ['notices', 'keys'].map((name, index): SnapshotRow => ({
        scope,
        name,
        version: 1,
        seq: index + 1,
        state: { items: [{ id: index, name }] },
        syncedAt: index ? null : '2026-11-27T05:00:00.000Z',
      })),
    ),
  outbox: () =>
    ['u1', 'u1:t7'].map((scope, index): OutboxRow => ({
      key: `idempotency-${index}`,
      scope,
      command: 'keys.rename',
      payload: { id: index, name: 'renamed' },
      createdAt: '2026-11-27T05:00:00.000Z',
    })),
}

const versions = declaredVersions()
const latest = versions.at(-1)!.version

describe('the store database (Dexie) from every earlier version', () => {
  it('declares its versions in order and has a row maker for each table', () => {
    expect(versions.map((entry) => entry.version)).toEqual([...versions.map((entry) => entry.version)].sort())
    const tables = new Set(versions.flatMap((entry) => Object.keys(entry.stores)))
    expect([...tables].filter((table) => !ROW_MAKERS[table])).toEqual([])
  })

  it.each(versions.filter((entry) => entry.version < latest).map((entry) => entry.version))(
    'from version %i to the latest, every row kept and indexed',
    async (from) => {
      const name = `hubdeck-from-v${from}`
      const old = new Dexie(name)
      for (const entry of versions.filter((declared) => declared.version <= from)) {
        const version = old.version(entry.version).stores(entry.stores)
        if (entry.upgrade) version.upgrade(entry.upgrade)
      }
      await old.open()
      const written: Record<string, unknown[]> = {}
      for (const table of old.tables) {
        await table.bulkAdd(ROW_MAKERS[table.name]!())
        written[table.name] = await table.toArray()
      }
      old.close()

      const current = new HubDatabase(name)
      await current.open()
      expect(current.verno).toBe(latest)
      for (const [table, rows] of Object.entries(written)) {
        const store = current.table(table)
        expect(await store.toArray(), table).toEqual(rows)
        for (const index of store.schema.indexes)
          expect(await store.orderBy(index.name).count(), `${table} by ${index.name}`).toBe(rows.length)
      }
      current.close()
      await Dexie.delete(name)
    },
  )
})
