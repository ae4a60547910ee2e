/**
 * `npm start`: build the app if it is missing or stale, open and migrate the database, seed the
 * reference data, listen. SIGINT/SIGTERM stop accepting, let in-flight requests finish, close the
 * database (PGlite flushes to disk) and exit 0.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { staleBuildReason, runViteBuild } from './app-build'
import { buildServer } from './app'
import { loadConfig } from './config'
import { openDatabase, type Database } from './db/database'
import { migrate } from './db/migrate'
import { seedReferenceData } from './modules/modules'

/** How long in-flight work may take to finish after a stop signal before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000

const root = fileURLToPath(new URL('..', import.meta.url))
const config = loadConfig(process.env, root)

await prepareApp()
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir })
const app = await buildServer({
  db: database,
  staticDir: config.staticDir,
  production: config.production,
  logger: { level: config.logLevel },
  rpcDomain: config.rpcDomain,
  supportEmail: config.supportEmail,
  trustProxy: config.trustProxy,
})
const migrations = await migrate(database.kysely)
app.log.info({ applied: migrations.applied, engine: database.engine }, 'database ready')
await seedReferenceData(database.kysely)
await app.listen({ port: config.port, host: config.host })
// The bound port, not the asked one: `PORT=0` picks a free port, and tests read it from this line.
const address = app.server.address()
console.log(`Hubdeck on http://localhost:${typeof address === 'object' && address ? address.port : config.port}`)
handleStopSignals(app, database)

/** Builds the app when `npm start` serves the default `dist` and it is missing or stale. */
async function prepareApp(): Promise<void> {
  if (config.skipBuild || !config.staticDirIsDefault) return
  if (!existsSync(`${root}/index.html`)) {
    console.warn('No index.html in the project: the app cannot be built yet; serving the API only.')
    return
  }
  const reason = await staleBuildReason(root)
  if (!reason) return
  console.log(`Building the app (${reason})…`)
  try {
    await runViteBuild(root)
  } catch (error) {
    console.error(`The app build failed: ${(error as Error).message}`)
    process.exit(1)
  }
}

function handleStopSignals(server: FastifyInstance, db: Database): void {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    server.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      server.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    try {
      await server.close()
      await db.close()
      server.log.info('stopped')
      process.exit(0)
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
