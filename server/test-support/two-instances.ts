/**
 * Two server instances on one database, as behind a load balancer, for a suite: started in
 * `beforeAll`, closed in `afterAll`. On PostgreSQL the second instance opens its own pool (and
 * its own LISTEN connection) on the same schema, so the two really race and hear each other only
 * through NOTIFY; PGlite is one connection in one process, which both instances share.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { buildServer, type BuildServerOptions } from '../app'
import { openDatabase, type Database } from '../db/database'
import { createTestDatabase, type TestDatabase, type TestEngine } from './test-database'
import type { TestServer } from './test-server'

/** The running pair; read it inside tests (it throws before the suite's `beforeAll` ran). */
export interface TwoInstances {
  readonly a: FastifyInstance
  readonly b: FastifyInstance
  /** The database as instance A opened it: a test's own queries go through it. */
  readonly database: Database
  /** Instance A as a `TestServer`, for the test-support helpers (`signedInAccount`, `rpcAsAccount`). */
  readonly serverA: TestServer
}

/** Registers the suite's hooks; both instances are built with `options` (no test server defaults). */
export function twoInstanceSuite(
  engine: TestEngine,
  options: Partial<Omit<BuildServerOptions, 'db'>> = {},
): TwoInstances {
  let test: TestDatabase | undefined
  let secondDatabase: Database | undefined
  let a: FastifyInstance | undefined
  let b: FastifyInstance | undefined

  beforeAll(async () => {
    test = await createTestDatabase(engine, { prepared: true })
    if (engine === 'postgres') {
      const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(test.database.kysely)
      secondDatabase = await openDatabase({
        databaseUrl: process.env.HUBDECK_TEST_DATABASE_URL!,
        searchPath: schema.rows[0]!.schema,
      })
    }
    a = await buildServer({ db: test.database, production: false, ...options })
    b = await buildServer({ db: secondDatabase ?? test.database, production: false, ...options })
    await Promise.all([a.ready(), b.ready()])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await secondDatabase?.close()
    await test?.dispose()
  })

  const started = () => {
    if (!test || !a || !b) throw new Error('the two instances are read before their beforeAll ran')
    return { a, b, database: test.database }
  }
  return {
    get a() {
      return started().a
    },
    get b() {
      return started().b
    },
    get database() {
      return started().database
    },
    get serverA() {
      const { a, database } = started()
      // Closing is the suite's job: the helpers that take a TestServer never close it.
      return { app: a, database, close: async () => undefined }
    },
  }
}
