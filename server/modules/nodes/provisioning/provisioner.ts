/**
 * Where dedicated nodes come from: the provisioner interface. The lifecycle job asks it how far a
 * pending node has come (`progress`), tells it when a node comes online, stops, starts again or is
 * released, and the node list asks it for a node's endpoints. The sandbox (sandbox-provisioner.ts)
 * is the default; a real orchestrator implements the same interface and is chosen by
 * configuration (`HUBDECK_NODE_PROVISIONER`, nodes-settings.ts).
 */
import type { NodeProvisionStep } from '../../../../contract/index'

/** What a provisioner knows of a node. */
export interface ProvisionedNode {
  id: number
  /** The unguessable part of its endpoint URLs. */
  secret: string
  networkId: string
  region: string
  /** When it was ordered (paid): provisioning runs from then. */
  orderedAt: Date
}

/** How far a pending node has come. */
export interface ProvisionProgress {
  /** 0–100; 100: ready to come online. */
  progress: number
  /** What it is doing; null once ready. */
  step: NodeProvisionStep | null
}

/** A node's endpoints; `origin` is this server's as the caller reached it (for nodes served here). */
export interface NodeEndpoints {
  httpsUrl: string
  wssUrl: string
}

export interface NodeProvisioner {
  readonly name: string
  /** How far `node` has come at `now`. Pure for the sandbox, so a test's clock drives it. */
  progress(node: ProvisionedNode, now: Date): ProvisionProgress
  /** The node is online (first time, or started again): whatever serves it runs. */
  start(node: ProvisionedNode): Promise<void>
  /** The node is stopped, expired or released: whatever served it stops. */
  stop(node: ProvisionedNode): Promise<void>
  /** Its endpoints, once online. */
  endpoints(node: ProvisionedNode, origin: string): NodeEndpoints
  /** Stops everything it runs (server close). */
  close(): Promise<void>
}
