/**
 * A server on a fresh, migrated and seeded database, for tests that speak HTTP through
 * `app.inject()`. One per test file (PGlite takes seconds to open); tests that write must not
 * depend on each other's rows.
 */
import type { FastifyInstance } from 'fastify'
import { buildServer, type BuildServerOptions } from '../app'
import type { Database } from '../db/database'
import { countRows, createTestDatabase, type TestEngine } from './test-database'

/** The server, its database, and how to tear both down. */
export interface TestServer {
  app: FastifyInstance
  database: Database
  close(): Promise<void>
}

/** Builds a quiet test server; `options` override the defaults (no static folder, dev mode). */
export async function createTestServer(
  engine: TestEngine,
  options: Partial<Omit<BuildServerOptions, 'db'>> = {},
): Promise<TestServer> {
  const test = await createTestDatabase(engine, { prepared: true })
  // No auto-renew, usage retention or node lifecycle timer: a test drives them with `runOnce(now)`, and a timer
  // firing mid-test would add expiry notices to (or delete) rows the test counts.
  const app = await buildServer({
    db: test.database,
    production: false,
    renewals: { intervalMs: null },
    usageRetention: { intervalMs: null },
    nodes: { intervalMs: null },
    ...options,
  })
  return {
    app,
    database: test.database,
    async close() {
      await app.close()
      await test.dispose()
    },
  }
}

/**
 * Row counts of every table once the notices stored so far are delivered: each heard (claimed,
 * `push_claimed_at` set) and its pushes and mails written. A notice's mail lands after the call
 * that made it answered (on PostgreSQL, once LISTEN hears of it), so counting at once could count
 * it on one side of the call under test and not on the other.
 */
export async function rowsAtRest(server: TestServer): Promise<Record<string, number>> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const unheard = await server.database.kysely
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('push_claimed_at', 'is', null)
      .executeTakeFirstOrThrow()
    if (Number(unheard.n) === 0) break
    if (Date.now() > deadline) throw new Error(`${unheard.n} notices were never heard by the server`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await server.app.noticesDelivered()
  return countRows(server.database.kysely)
}

/** What a JSON-RPC call answered: the HTTP status and the parsed body. */
export interface RpcAnswer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
  body: any
}

/** POSTs to `/api`: an object is sent as JSON, a string as the raw body. */
export async function postRpc(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RpcAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.statusCode, body: response.json() }
}
