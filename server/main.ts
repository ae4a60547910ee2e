/**
 * `npm start`: build the app if it is missing or stale, open and migrate the database, seed the
 * reference data, listen. SIGINT/SIGTERM stop accepting, close notice sockets with 1001 (clients
 * reconnect to another instance), let in-flight requests finish, close the database (PGlite
 * flushes to disk) and exit 0. A failed start logs why and exits 1.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { staleBuildReason, runViteBuild } from './app-build'
import { buildServer } from './app'
import { loadConfig, type ServerConfig } from './config'
import { openDatabase, type Database } from './db/database'
import { batchedLines } from './log-stream'
import { OUTBOX_PAGE_PATH } from './mail/outbox-page'
import { startDevOauthProvider } from './modules/account/oauth-dev-provider'
import { IN_PROCESS } from './modules/wallet/chain/deposit-settings'
import { prepareStartupData } from './startup-data'

/** How long in-flight work may take to finish after a stop signal before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000

const root = fileURLToPath(new URL('..', import.meta.url))
const config = loadConfig(process.env, root)
let database: Database | undefined

try {
  await prepareApp(config)
  database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir })
  const devOauth = config.oauthDevProvider ? await startDevOauthProvider(config.mail.publicUrl) : null
  const app = await buildServer({
    db: database,
    staticDir: config.staticDir,
    production: config.production,
    logger: { level: config.logLevel, stream: batchedLines() },
    rpcDomain: config.rpcDomain,
    supportEmail: config.supportEmail,
    trustProxy: config.trustProxy,
    vapid: config.vapid,
    mail: config.mail,
    oauthProviders: devOauth ? [devOauth.settings] : config.oauthProviders,
    gatewaySecret: config.gatewaySecret,
    deposits: config.deposits,
    cards: config.cards,
    banners: config.banners,
    nodes: config.nodes,
  })
  if (devOauth) app.addHook('onClose', () => devOauth.close())
  const { migrations, demo } = await prepareStartupData(database.kysely, {
    production: config.production,
    demoEmail: config.demoEmail,
    demoPassword: config.demoPassword,
  })
  app.log.info(
    { engine: database.engine, applied: migrations.applied, production: config.production },
    'database ready',
  )
  await app.listen({ port: config.port, host: config.host })
  // The bound port, not the asked one: `PORT=0` picks a free port, and tests read it from this line.
  const address = app.server.address()
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`
  console.log(`Hubdeck on ${origin}`)
  if (demo !== 'skipped') console.log(`Demo login: ${config.demoEmail} / ${config.demoPassword}`)
  if (!config.production && !config.mail.smtpUrl) console.log(`Mails (dev outbox): ${origin}${OUTBOX_PAGE_PATH}`)
  if (devOauth) console.log(`OAuth dev provider: ${devOauth.settings.issuer} (any login works)`)
  if (config.cards.processor === 'sandbox') console.log('Card payments: the sandbox (test card 4242 4242 4242 4242)')
  const devnet = config.deposits?.networks.find((network) => network.rpcUrl === IN_PROCESS)
  if (devnet)
    console.log(
      `Dev chain: ${devnet.name} (${devnet.id}, in-process, chain id ${devnet.evmChainId}); pay in with dev_sendTestTokens`,
    )
  handleStopSignals(app, database)
} catch (error) {
  console.error('Hubdeck failed to start:', error)
  await database?.close().catch(() => undefined)
  process.exit(1)
}

/** Builds the app when `npm start` serves the default `dist` and it is missing or stale. */
async function prepareApp({ skipBuild, staticDirIsDefault }: ServerConfig): Promise<void> {
  if (skipBuild || !staticDirIsDefault) return
  if (!existsSync(`${root}/index.html`)) {
    console.warn('No index.html in the project: the app cannot be built yet; serving the API only.')
    return
  }
  const reason = await staleBuildReason(root)
  if (!reason) return
  console.log(`Building the app (${reason})…`)
  await runViteBuild(root)
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
