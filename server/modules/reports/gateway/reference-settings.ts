/**
 * Whether this server runs the reference gateway (issue 18): outside production, when no
 * external RPC domain is configured (`HUBDECK_RPC_DOMAIN` unset, so left at its placeholder
 * `hubdeck.dev`, where no gateway answers), and when the in-process dev chain runs (crypto
 * deposits with the `in-process` network: the default outside production). Then the dev
 * network's endpoint URLs point at this server, and it serves them.
 */
import { DEFAULT_PUBLIC_URL, DEFAULT_RPC_DOMAIN } from '../../../config'
import type { ReferenceCatalogue } from '../../system/chains.reference'
import type { CryptoDeposits } from '../../wallet/chain/crypto-deposits'
import { IN_PROCESS } from '../../wallet/chain/deposit-settings'

export interface ReferenceGatewayInputs {
  production: boolean
  /** The RPC domain the server was given (`HUBDECK_RPC_DOMAIN`, default `DEFAULT_RPC_DOMAIN`). */
  rpcDomain: string | undefined
  /** `HUBDECK_PUBLIC_URL` (default `DEFAULT_PUBLIC_URL`). */
  publicUrl: string | undefined
  deposits: CryptoDeposits | null
}

/** The reference gateway's catalogue settings, or null when it does not run. */
export function referenceGatewaySettings(inputs: ReferenceGatewayInputs): ReferenceCatalogue | null {
  if (inputs.production) return null
  if (inputs.rpcDomain !== undefined && inputs.rpcDomain !== DEFAULT_RPC_DOMAIN) return null
  if (!inputs.deposits?.settings.networks.some((network) => network.rpcUrl === IN_PROCESS)) return null
  // The default public URL names port 8080, which a server on another port is not at: the
  // caller's own origin is then the better guess.
  const configured = inputs.publicUrl !== undefined && inputs.publicUrl !== DEFAULT_PUBLIC_URL
  return { publicOrigin: configured ? inputs.publicUrl!.replace(/\/+$/, '') : null }
}
