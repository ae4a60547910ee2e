/**
 * Opens the one database the server uses: embedded PGlite by default, PostgreSQL when a URL is
 * given. Both speak the same SQL through Kysely, so nothing above this file knows which it is;
 * the same holds for LISTEN, which each engine does its own way.
 */
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import { createPgListener, type ListenEvents, type ListenHandler, type PgListener } from './pg-listener'
import type { DB } from './schema'

export type { ListenEvents, ListenHandler } from './pg-listener'

/** The open database: the query builder, which engine is behind it, and how to close it. */
export interface Database {
  readonly kysely: Kysely<DB>
  readonly engine: 'pglite' | 'postgres'
  /**
   * Calls `onPayload` with each notification on `channel` (a lower-case identifier) until the
   * returned function is called. `pg_notify` in a transaction is heard when it commits. On
   * PostgreSQL one dedicated connection listens and reopens itself if it drops (`events` says
   * when); PGlite is in this process and never drops.
   */
  listen(channel: string, onPayload: ListenHandler, events?: ListenEvents): Promise<() => Promise<void>>
  /** Ends every connection (or closes PGlite, flushing it to disk). Safe to call twice. */
  close(): Promise<void>
}

/** Where the data lives: a PostgreSQL URL, or a PGlite data folder (`memory://` for none). */
export type DatabaseOptions =
  | { databaseUrl: string; /** Schema to work in (tests use one per file). */ searchPath?: string }
  | {
      dataDir: string
      /** A data folder dumped by PGlite to start from (test suites share a migrated one). */ loadDataDir?: Blob
    }

/** The PGlite folder value that keeps everything in memory. */
export const IN_MEMORY = 'memory://'

/**
 * Opens the database and waits until it answers. PGlite does not create parent folders, so the
 * data folder is made first; its first open runs initdb (~4 s), later opens take under a second.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    'databaseUrl' in options
      ? openPostgres(options.databaseUrl, options.searchPath)
      : await openPglite(options.dataDir, options.loadDataDir)
  await database.kysely.selectNoFrom((eb) => eb.lit(1).as('ready')).execute()
  return database
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith(IN_MEMORY)) await mkdir(dataDir, { recursive: true })
  return pgliteDatabase(await PGlite.create({ dataDir, loadDataDir }))
}

/**
 * The database over an open PGlite (or anything that answers like one: the test suites lend a
 * reused instance through a stand-in whose `close` ends only the loan).
 */
export function pgliteDatabase(pglite: PGlite): Database {
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
  let closing: Promise<void> | undefined
  return {
    kysely,
    engine: 'pglite',
    async listen(channel, onPayload) {
      // LISTEN waits for PGlite's transaction lock, so it never lands inside a transaction Kysely holds open.
      const unlisten = await pglite.listen(channel, onPayload)
      return async () => {
        if (!pglite.closed) await unlisten()
      }
    },
    // Kysely closes PGlite only if it ever queried it: a database opened and never used is closed too.
    close: () => (closing ??= kysely.destroy().then(() => (pglite.closed ? undefined : pglite.close()))),
  }
}

function openPostgres(connectionString: string, searchPath?: string): Database {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`Unsafe schema name: ${searchPath}`)
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  // Channels belong to the database, not to a schema: the listener needs no search path.
  let listener: PgListener | undefined
  let closing: Promise<void> | undefined
  return {
    kysely,
    engine: 'postgres',
    listen: (channel, onPayload, events) =>
      (listener ??= createPgListener(connectionString)).listen(channel, onPayload, events),
    close: () => (closing ??= Promise.all([listener?.close(), kysely.destroy()]).then(() => undefined)),
  }
}
