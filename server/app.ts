/**
 * The Hub API server as a Fastify instance: JSON-RPC at `POST /api`, the notice socket at
 * `GET /ws`, `GET /healthz`, the built app with its cache policy and SPA fallback, security
 * headers on everything. Not listening: `main.ts` listens, tests call `inject()` or
 * `listen({ port: 0 })`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_PUBLIC_URL,
  DEFAULT_RPC_DOMAIN,
  DEFAULT_SUPPORT_EMAIL,
  type MailSettings,
  type OauthProviderSettings,
  type VapidSettings,
} from './config'
import { CacheInvalidation } from './db/cache-invalidation'
import type { Database } from './db/database'
import { compressionSupport } from './http/compression'
import { gracefulClose } from './http/graceful-close'
import { healthRoutes } from './http/health'
import { RequestLog } from './http/request-log'
import { outboxPageRoute } from './mail/outbox-page'
import { createMailer } from './mail/mailer'
import { securityHeaders } from './http/security-headers'
import { staticRoutes } from './http/static'
import { recordActivity } from './modules/account/activity'
import { avatarRoutes } from './modules/account/avatar.routes'
import { GATEWAY_AUTHORIZE_PATH, gatewayRoutes } from './modules/api-keys/gateway.routes'
import { createSessionCache, resolveSessionNow } from './modules/account/sessions'
import { registerAllMethods } from './modules/modules'
import { attachReferenceGateway } from './modules/reports/gateway/reference-gateway'
import { referenceGatewaySettings } from './modules/reports/gateway/reference-settings'
import { REFERENCE_NETWORKS } from './modules/system/chains.reference'
import { usageRoutes } from './modules/reports/metering/usage.routes'
import { withTeamContext } from './modules/teams/team-context'
import { attachBilling, type BillingSettings } from './modules/billing/billing.plugin'
import { attachCryptoDeposits } from './modules/wallet/chain/crypto-deposits.plugin'
import type { DepositSettings } from './modules/wallet/chain/deposit-settings'
import { attachCardPayments } from './modules/wallet/cards/card-payments.plugin'
import { attachRenewals, type RenewalSettings } from './modules/packages/renewals/renewals.plugin'
import { attachNodes } from './modules/nodes/nodes.plugin'
import type { NodeSettings } from './modules/nodes/nodes-settings'
import { attachUsageRetention, type UsageRetentionSettings } from './modules/reports/metering/usage-retention.plugin'
import type { CardSettings } from './modules/wallet/cards/card-settings'
import { supportRoutes } from './modules/support/support.routes'
import type { BannerSetting } from './modules/system/banners.config'
import { liveNotices } from './realtime/live-notices'
import type { RpcContext, Session } from './rpc/context'
import { MethodRegistry } from './rpc/registry'
import { RPC_PATH, rpcRoutes } from './rpc/rpc.routes'

/** What the server is built from. The caller owns `db`: it migrates it before and closes it after. */
export interface BuildServerOptions {
  /** An open, migrated (and seeded) database. */
  db: Database
  /** Absolute path of the built app; absent or null: no app is served (`/` answers 503). */
  staticDir?: string | null
  /** Production mode: no demo data, no dev-only methods. */
  production: boolean
  /** Fastify's pino logger: false (the default, quiet tests), true, or pino options. */
  logger?: FastifyServerOptions['logger']
  /** Domain of customer RPC endpoints (`HUBDECK_RPC_DOMAIN`). */
  rpcDomain?: string
  /** Shown to users as the address for help (`HUBDECK_SUPPORT_EMAIL`). */
  supportEmail?: string
  /** Trust `X-Forwarded-*` from a proxy in front (client IP, https for HSTS). */
  trustProxy?: boolean
  /** Web Push signing (`ServerConfig.vapid`); absent: a generated pair kept in the database. */
  vapid?: VapidSettings
  /** Outgoing mail (`ServerConfig.mail`); absent: the dev outbox, links to `DEFAULT_PUBLIC_URL`. */
  mail?: MailSettings
  /** OAuth / OpenID Connect providers (`ServerConfig.oauthProviders`); absent: none. */
  oauthProviders?: readonly OauthProviderSettings[]
  /** The RPC gateway's shared secret (`ServerConfig.gatewaySecret`); absent or null: `/gateway/authorize` answers 503. */
  gatewaySecret?: string | null
  /** Ping interval of notice sockets (default 30 s); tests shorten it. */
  socketHeartbeatMs?: number
  /**
   * Crypto deposits (`ServerConfig.deposits`): networks, tokens, HD key; absent or null: none
   * (no coins listed, no chain, no watcher). Tests that need the dev chain pass
   * `devnetDepositSettings({ blockTimeMs })` (modules/wallet/chain/devnet-network.ts).
   */
  deposits?: DepositSettings | null
  /**
   * Card payments (`ServerConfig.cards`): Stripe, the sandbox, or off; absent: the sandbox outside
   * production (a random webhook secret), off in production. Tests pass a known sandbox secret.
   */
  cards?: CardSettings
  /** The CSV export job (`exportPollMs`, default 1 s); tests wait on `app.csvExports.drain()`. */
  billing?: BillingSettings
  /** The auto-renew job (`app.renewals`); `{ intervalMs: null }`: no timer, tests call `runOnce(now)`. */
  renewals?: RenewalSettings
  /**
   * Dedicated nodes (`ServerConfig.nodes`): the provisioner, its provisioning time, and the
   * lifecycle job's timer (`app.nodeLifecycle`; `intervalMs: null`: tests call `runOnce(now)`).
   */
  nodes?: Partial<NodeSettings>
  /** The usage retention job (`app.usageRetention`); `{ intervalMs: null }`: no timer, tests call `runOnce(now)`. */
  usageRetention?: UsageRetentionSettings
  /** Banners by configuration (`ServerConfig.banners`); absent: only the `banners` table's. */
  banners?: readonly BannerSetting[]
}

/**
 * Builds the server with every route and module registered. `listen()` and `inject()` make it
 * ready; until then a test may still add a route of its own.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Keep-alive connections that sit idle do not hold up a graceful close.
    forceCloseConnections: 'idle',
    // One line per request instead of two (http/request-log.ts).
    logController: new RequestLog({ loggedByHandler: [RPC_PATH], debugOnly: [GATEWAY_AUTHORIZE_PATH] }),
  })
  const db = options.db.kysely
  const mail = options.mail ?? { smtpUrl: null, from: DEFAULT_MAIL_FROM, publicUrl: DEFAULT_PUBLIC_URL }
  const mailer = createMailer(mail, { db, log: app.log })
  app.addHook('onClose', async () => mailer.close?.())
  // Per-instance caches (sessions, key decisions, key lists) serve only while this instance hears
  // every invalidation: from `onReady` until close, and not while its LISTEN connection is down.
  const cacheInvalidation = new CacheInvalidation()
  let stopInvalidation: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stopInvalidation = await cacheInvalidation.start(options.db)
  })
  app.addHook('onClose', async () => stopInvalidation?.())
  const sessions = createSessionCache(cacheInvalidation)
  const cryptoDeposits = attachCryptoDeposits(app, options.deposits, db)
  const cardPayments = attachCardPayments(app, options.cards, options.db, options.production)
  attachRenewals(app, options.renewals, db, cardPayments)
  attachUsageRetention(app, options.usageRetention, db)
  const nodes = attachNodes(app, db, {
    settings: options.nodes,
    rpcDomain: options.rpcDomain ?? DEFAULT_RPC_DOMAIN,
    publicOrigin: mail.publicUrl !== DEFAULT_PUBLIC_URL ? mail.publicUrl.replace(/\/+$/, '') : null,
    production: options.production,
    cards: cardPayments,
  })
  attachBilling(app, db, { supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL, settings: options.billing })
  // The dev network served by this server itself when no RPC domain is configured (reports/gateway/).
  const referenceCatalogue = referenceGatewaySettings({
    production: options.production,
    rpcDomain: options.rpcDomain,
    publicUrl: options.mail?.publicUrl,
    deposits: cryptoDeposits,
  })
  const registry = registerAllMethods(new MethodRegistry(), {
    production: options.production,
    staticDir: options.staticDir ?? null,
    rpcDomain: options.rpcDomain ?? DEFAULT_RPC_DOMAIN,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    vapid: options.vapid,
    mailer,
    publicUrl: mail.publicUrl,
    oauthProviders: options.oauthProviders ?? [],
    cacheInvalidation,
    cryptoDeposits,
    cardPayments,
    nodes: nodes.runtime,
    referenceGateway: referenceCatalogue,
    banners: options.banners ?? [],
  })

  securityHeaders(app, { stripe: cardPayments?.field.processor === 'stripe' })
  await compressionSupport(app)
  gracefulClose(app)
  healthRoutes(app, { db })
  if (!options.production && !mail.smtpUrl) outboxPageRoute(app, { db })
  // The Team-Id header is checked here, once for every `user` method, before any handler runs.
  // A cached session without a Team-Id is answered without a promise (issue 15).
  const authenticate = (ctx: RpcContext): Session | Promise<Session> => {
    const session = resolveSessionNow(ctx.db, ctx.request.token, sessions)
    return session instanceof Promise
      ? session.then((resolved) => withTeamContext(ctx.db, resolved, ctx.request.teamId))
      : withTeamContext(ctx.db, session, ctx.request.teamId)
  }
  const committed = ({ userId, teamId }: Session) => {
    cacheInvalidation.invalidate({ userId })
    if (teamId !== null) cacheInvalidation.invalidate({ teamId: Number(teamId) })
  }
  await rpcRoutes(app, { db, registry, authenticate, recordWrite: recordActivity, committed })
  // The avatar upload answers like a method call, with the same session rules.
  await avatarRoutes(app, { db, authenticate, publicOrigin: options.production ? mail.publicUrl : null })
  // Support requests answer like a method call too; a bearer token is optional there.
  await supportRoutes(app, { db, authenticate, mailer, supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL })
  const authorizeGatewayCall = gatewayRoutes(app, {
    db,
    gatewaySecret: options.gatewaySecret ?? null,
    invalidation: cacheInvalidation,
    servedHere: referenceCatalogue ? REFERENCE_NETWORKS : undefined,
  })
  const referenceGateway = attachReferenceGateway(app, {
    db,
    settings: referenceCatalogue,
    authorize: authorizeGatewayCall,
    deposits: cryptoDeposits,
  })
  usageRoutes(app, { db, gatewaySecret: options.gatewaySecret ?? null })
  await liveNotices(app, {
    database: options.db,
    heartbeatMs: options.socketHeartbeatMs,
    vapid: options.vapid,
    mail: { mailer, publicUrl: mail.publicUrl },
    devMethods: options.production ? undefined : registry,
  })
  referenceGateway.socketRoute()
  nodes.socketRoute()
  await staticRoutes(app, { staticDir: options.staticDir ?? null })
  return app
}
