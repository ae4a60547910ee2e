/**
 * Puts dedicated nodes into a Fastify server: the provisioner (the sandbox, with its local dev
 * nodes), `app.nodeLifecycle` run every `intervalMs` from `onReady` until `onClose` (`null`: no
 * timer, tests drive `runOnce(now)`), and the endpoint of nodes served here. Answers the runtime
 * the node methods use (`ModuleSettings.nodes`). Call `socketRoute()` once the websocket plugin
 * is registered.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { runPeriodically } from '../../http/periodic-job'
import type { CardPayments } from '../wallet/cards/processor'
import { createNodeLifecycleJob, type NodeLifecycleJob } from './lifecycle/lifecycle-job'
import type { NodeRuntime } from './node-runtime'
import { DEFAULT_NODE_SETTINGS, type NodeSettings } from './nodes-settings'
import { createDevnetNodes } from './provisioning/devnet-nodes'
import { nodeEndpointRoute, nodeSocketRoute } from './provisioning/node-endpoint.routes'
import { createSandboxProvisioner } from './provisioning/sandbox-provisioner'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's node lifecycle job. */
    nodeLifecycle: NodeLifecycleJob
  }
}

export interface AttachedNodes {
  runtime: NodeRuntime
  socketRoute(): void
}

export function attachNodes(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: {
    settings?: Partial<NodeSettings>
    rpcDomain: string
    publicOrigin: string | null
    production: boolean
    /** Card payments (auto-renew of nodes bought by card); null: off. */
    cards: CardPayments | null
  },
): AttachedNodes {
  const settings = { ...DEFAULT_NODE_SETTINGS, ...options.settings }
  const devnetNodes = createDevnetNodes()
  const provisioner = createSandboxProvisioner({
    provisionMs: settings.provisionMs,
    rpcDomain: options.rpcDomain,
    devnetNodes,
  })
  const lifecycle = createNodeLifecycleJob({ db, provisioner, cards: options.cards })
  app.decorate('nodeLifecycle', lifecycle)
  app.addHook('onClose', () => provisioner.close())
  if (settings.intervalMs !== null) {
    runPeriodically(app, {
      intervalMs: settings.intervalMs,
      label: 'node lifecycle run',
      run: () => lifecycle.runOnce(),
    })
  }
  nodeEndpointRoute(app, db, devnetNodes)
  return {
    runtime: { provisioner, lifecycle, publicOrigin: options.publicOrigin, sellsDevnet: !options.production },
    socketRoute: () => nodeSocketRoute(app, db, devnetNodes),
  }
}
