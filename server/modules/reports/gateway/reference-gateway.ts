/**
 * The reference gateway (issue 18): outside production, when no external RPC domain is
 * configured, this server answers the dev network's endpoint URLs itself, `POST /v1/rpc/{key}` and
 * `GET /v1/ws/{key}`, so a key's copied URL works out of the box: each call is checked by the
 * same decision as `POST /gateway/authorize`, forwarded to the in-process chain, and metered
 * through the same code as `POST /gateway/usage`, batched per instance (usage-batcher.ts). The
 * instance is `app.referenceGateway` (null when it does not run); tests `flush()` it to read
 * what was metered.
 *
 * Attached in two steps: `attachReferenceGateway` before the websocket plugin (so its pre-close
 * hook closes its sockets before the plugin waits for every socket to go), and `socketRoute()`
 * once the plugin is registered.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { AuthorizeGatewayCall } from '../../api-keys/gateway.routes'
import type { ReferenceCatalogue } from '../../system/chains.reference'
import type { CryptoDeposits } from '../../wallet/chain/crypto-deposits'
import { recordUsageBatch } from '../metering/record-usage'
import { SERVED_NETWORKS, type ChainProvider, type GatewayCallDeps } from './gateway-calls'
import { referenceRpcRoute } from './http-route'
import { referenceSocketRoute, type ReferenceSockets, type SubscribingProvider } from './socket-route'
import { createUsageBatcher } from './usage-batcher'

/** A running reference gateway. */
export interface ReferenceGateway {
  /** The networks it serves (the dev network). */
  readonly networks: readonly string[]
  /** Counts every call served so far (tests read usage after it). */
  flush(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reference gateway of this instance; null when it does not run (production, an RPC domain, no dev chain). */
    referenceGateway: ReferenceGateway | null
  }
}

export interface ReferenceGatewayOptions {
  db: Kysely<DB>
  /** `referenceGatewaySettings(…)`: null, the gateway does not run. */
  settings: ReferenceCatalogue | null
  /** The gateway check `gatewayRoutes` answers with. */
  authorize: AuthorizeGatewayCall
  deposits: CryptoDeposits | null
  /** How often metered calls are counted; default 1 s. */
  flushIntervalMs?: number
}

/** Registers the HTTP route and the gateway's hooks; call `socketRoute()` after the websocket plugin. */
export function attachReferenceGateway(
  app: FastifyInstance,
  { db, settings, authorize, deposits, flushIntervalMs }: ReferenceGatewayOptions,
): { socketRoute(): void } {
  if (!settings || !deposits) {
    app.decorate('referenceGateway', null)
    return { socketRoute() {} }
  }
  const batcher = createUsageBatcher({
    send: (batch) => recordUsageBatch(db, batch),
    onError: (error) => app.log.error({ err: error }, 'reference gateway usage not counted yet; retrying'),
    intervalMs: flushIntervalMs,
  })
  const provider = async () => (await deposits.devnet()).provider
  const deps: GatewayCallDeps = {
    authorize,
    chain: provider as () => Promise<ChainProvider>,
    meter: (call) => batcher.add(call),
  }
  let sockets: ReferenceSockets | undefined
  app.decorate('referenceGateway', { networks: SERVED_NETWORKS, flush: () => batcher.flush() })
  app.addHook('preClose', async () => sockets?.closeAll(1001, 'server closing'))
  app.addHook('onClose', async () => {
    await batcher.close().catch((error: unknown) => app.log.error({ err: error }, 'reference gateway usage lost'))
  })
  referenceRpcRoute(app, db, deps)
  return {
    socketRoute() {
      sockets = referenceSocketRoute(app, db, {
        ...deps,
        subscriptions: provider as () => Promise<SubscribingProvider>,
      })
    },
  }
}
