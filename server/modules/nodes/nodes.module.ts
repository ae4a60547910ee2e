/**
 * The dedicated nodes area (issue 20): the catalogue (`dn_skus`), the nodes and their payments,
 * the lifecycle job and the provisioner (nodes.plugin.ts puts those into the server).
 */
import type { HubModule } from '../module'
import { registerDevNodeMethods } from './dev.methods'
import { registerNodeMethods } from './nodes.methods'
import type { NodeRuntime } from './node-runtime'

/** Owns `dn_skus`, `dn_nodes`, `dn_node_payments` and `dn_node_steps`. */
export const nodesModule: HubModule = {
  name: 'nodes',
  registerMethods(registry, settings) {
    // A registry built without a server (a test listing methods) has no runtime; its handlers
    // are registered all the same and would fail if called.
    const runtime = (): NodeRuntime => {
      if (!settings.nodes) throw new Error('dedicated nodes are not attached to this server (app.ts attachNodes)')
      return settings.nodes
    }
    registerNodeMethods(registry, runtime, settings.cardPayments ?? null)
    if (!settings.production) registerDevNodeMethods(registry, runtime)
  },
}
