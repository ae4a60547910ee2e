/**
 * What the nodes module runs with, made once per server (nodes.plugin.ts) and handed to its
 * methods through `ModuleSettings.nodes`: the provisioner, the lifecycle job, and the origin the
 * served-here endpoints carry.
 */
import type { RpcContext } from '../../rpc/context'
import type { NodeLifecycleJob } from './lifecycle/lifecycle-job'
import type { NodeReader } from './node-view'
import type { NodeProvisioner } from './provisioning/provisioner'

declare module '../module' {
  interface ModuleSettings {
    /** Dedicated nodes (`attachNodes` in app.ts); absent: node methods are not registered. */
    nodes?: NodeRuntime
  }
}

export interface NodeRuntime {
  provisioner: NodeProvisioner
  lifecycle: NodeLifecycleJob
  /** The configured public origin (`HUBDECK_PUBLIC_URL`); null: the caller's own. */
  publicOrigin: string | null
  /** Whether the dev network's nodes are sold (outside production only). */
  sellsDevnet: boolean
}

/** How `ctx`'s caller reads nodes: endpoints at the public origin, else the origin it called. */
export function readerFor(runtime: NodeRuntime, ctx: RpcContext): NodeReader {
  const origin = runtime.publicOrigin ?? `${ctx.request.protocol ?? 'http'}://${ctx.request.host ?? 'localhost'}`
  return { provisioner: runtime.provisioner, origin }
}
