/**
 * The sandbox provisioner (the default): a node takes `provisionMs` to provision (default two
 * minutes; `HUBDECK_NODE_PROVISION_MS`, which tests and end-to-end runs set short), reporting its
 * steps as it goes. A node on the development network gets a real local EVM node
 * (devnet-nodes.ts) served by this server at `/dn/<id>/<secret>` (HTTPS and WSS at the same path,
 * node-endpoint.routes.ts); a node on any other network reports endpoints on the provider's
 * domain (`https://<network>-<region>.dn.<rpc domain>/<secret>`), where a real deployment's
 * orchestrator would serve it.
 */
import { DEVNET_ID } from '../../wallet/chain/devnet-network'
import type { DevnetNodes } from './devnet-nodes'
import { provisionProgress } from './provision-steps'
import type { NodeProvisioner, ProvisionedNode } from './provisioner'

/** Where this server serves its dev-network nodes. */
export const NODE_ENDPOINT_PATH = '/dn'

export interface SandboxOptions {
  provisionMs: number
  /** The domain of endpoints of nodes not served here (`HUBDECK_RPC_DOMAIN`). */
  rpcDomain: string
  devnetNodes: DevnetNodes
}

export function createSandboxProvisioner({ provisionMs, rpcDomain, devnetNodes }: SandboxOptions): NodeProvisioner {
  return {
    name: 'sandbox',
    progress: (node, now) => provisionProgress(now.getTime() - node.orderedAt.getTime(), provisionMs),
    async start(node) {
      if (servedHere(node)) await devnetNodes.provider(node.id)
    },
    async stop(node) {
      if (servedHere(node)) await devnetNodes.stop(node.id)
    },
    endpoints(node, origin) {
      if (servedHere(node)) {
        const path = `${NODE_ENDPOINT_PATH}/${node.id}/${node.secret}`
        return { httpsUrl: `${origin}${path}`, wssUrl: `${origin.replace(/^http/, 'ws')}${path}` }
      }
      const host = `${node.networkId}-${node.region}.dn.${rpcDomain}`
      return { httpsUrl: `https://${host}/${node.secret}`, wssUrl: `wss://${host}/${node.secret}` }
    },
    close: () => devnetNodes.close(),
  }
}

function servedHere(node: ProvisionedNode): boolean {
  return node.networkId === DEVNET_ID
}
