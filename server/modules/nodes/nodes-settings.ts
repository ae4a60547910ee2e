/**
 * The nodes' configuration from the environment (config.ts calls this):
 * - `HUBDECK_NODE_PROVISIONER`: `sandbox` (the default and, for now, the only one built in; a
 *   real orchestrator adds its name here and implements provisioning/provisioner.ts).
 * - `HUBDECK_NODE_PROVISION_MS`: how long the sandbox takes to provision a node (default two
 *   minutes; end-to-end runs set a few seconds).
 * - `HUBDECK_NODE_LIFECYCLE_MS`: how often every instance runs the lifecycle job (default 5 s,
 *   so a provisioned node shows online within seconds).
 */
export interface NodeSettings {
  provisioner: 'sandbox'
  provisionMs: number
  /** Null: no timer (tests call `app.nodeLifecycle.runOnce(now)`). */
  intervalMs: number | null
}

export const DEFAULT_NODE_SETTINGS: NodeSettings = { provisioner: 'sandbox', provisionMs: 120_000, intervalMs: 5_000 }

export function nodeSettings(env: NodeJS.ProcessEnv): NodeSettings {
  const provisioner = env.HUBDECK_NODE_PROVISIONER?.trim() || 'sandbox'
  if (provisioner !== 'sandbox') {
    throw new Error(`HUBDECK_NODE_PROVISIONER=${provisioner}: the provisioners built in are: sandbox`)
  }
  return {
    provisioner,
    provisionMs: milliseconds(
      env.HUBDECK_NODE_PROVISION_MS,
      'HUBDECK_NODE_PROVISION_MS',
      DEFAULT_NODE_SETTINGS.provisionMs,
    ),
    intervalMs: milliseconds(env.HUBDECK_NODE_LIFECYCLE_MS, 'HUBDECK_NODE_LIFECYCLE_MS', 5_000),
  }
}

function milliseconds(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name}=${raw}: expected milliseconds (a whole number)`)
  return value
}
