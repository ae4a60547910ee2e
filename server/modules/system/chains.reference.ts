/**
 * The development network in the catalogue, so endpoint URLs work out of the box (issue 18):
 * outside production, when no RPC domain is configured and the in-process chain runs, the
 * catalogue ends with `hubdeck-devnet`, whose templates point at this server's own reference
 * gateway (`/v1/rpc/{key}`, `/v1/ws/{key}`: reports/gateway/). Not a row of the chain table: it
 * exists only while this server runs the chain, and its URLs carry this server's origin, which
 * the table cannot know. Other networks keep their `{network}.{domain}` templates.
 *
 * The origin is the public URL when one is configured (`HUBDECK_PUBLIC_URL`), else the origin
 * the caller reached the server at (its Host, and https when served over TLS behind a trusted
 * proxy): a newcomer on `http://localhost:8080` copies `http://localhost:8080/v1/rpc/…`.
 */
import type { Chain, Network, NetworkFeatures } from '../../../contract/index'
import { REFERENCE_RPC_PATH, REFERENCE_WS_PATH } from '../../../contract/gateway-usage'
import { KEY_PLACEHOLDER } from '../../../contract/endpoint-urls'
import type { RpcContext } from '../../rpc/context'
import { sharedResult } from '../../rpc/serialize'
import type { ModuleSettings } from '../module'
import { DEVNET_CHAIN_ID, DEVNET_ID } from '../wallet/chain/devnet-network'
import { cachedSupportedChains } from './chains.cache'

declare module '../module' {
  interface ModuleSettings {
    /** The reference gateway serves the dev network (reports/gateway/); absent or null: it does not. */
    referenceGateway?: ReferenceCatalogue | null
  }
}

/** What the catalogue needs to list the reference gateway's network. */
export interface ReferenceCatalogue {
  /** The configured public origin (`https://hubdeck.example`); null: the caller's own. */
  publicOrigin: string | null
}

/**
 * What the dev network offers: ganache keeps every state (so `debug_*` works: archive), and has
 * no private relay nor bundler.
 */
export const DEVNET_FEATURES: NetworkFeatures = { archive_mode: true, mev_protection: false, bundler: false }

/** The reference gateway's networks and their features, as the gateway check reads them. */
export const REFERENCE_NETWORKS: ReadonlyMap<string, NetworkFeatures> = new Map([[DEVNET_ID, DEVNET_FEATURES]])

/** Seconds of silence after which the reference gateway closes a WebSocket (a testnet's, chains.catalog.ts). */
export const DEVNET_WS_IDLE_SECONDS = 300

/** The dev network as `hub_getSupportChains` lists it, its URLs at `origin` (`http://localhost:8080`). */
export function devnetChain(origin: string): Chain {
  const socketOrigin = origin.replace(/^http/, 'ws')
  const network: Network = {
    id: DEVNET_ID,
    name: 'Hubdeck Devnet',
    chainId: DEVNET_CHAIN_ID,
    testnet: true,
    httpsTemplate: `${origin}${REFERENCE_RPC_PATH}/${KEY_PLACEHOLDER}`,
    wssTemplate: `${socketOrigin}${REFERENCE_WS_PATH}/${KEY_PLACEHOLDER}`,
    features: DEVNET_FEATURES,
    // Ganache scans any range asked for.
    limits: { getLogsBlockRange: null, wsIdleTimeoutSeconds: DEVNET_WS_IDLE_SECONDS },
  }
  return { id: 'hubdeck', name: 'Hubdeck Devnet', symbol: 'ETH', family: 'evm', networks: [network] }
}

/**
 * The catalogue as `ctx`'s caller sees it: the chain table's (cached, chains.cache.ts), and the
 * dev network last when the reference gateway serves it. What `hub_getSupportChains` and
 * `hub_getApiKeyEndpoints` answer.
 */
export async function supportedChainsFor(
  ctx: RpcContext,
  settings: Pick<ModuleSettings, 'rpcDomain' | 'referenceGateway'>,
): Promise<Chain[]> {
  const chains = await cachedSupportedChains(ctx.db, settings.rpcDomain)
  const reference = settings.referenceGateway
  if (!reference) return chains
  return withDevnet(chains, reference.publicOrigin ?? callerOrigin(ctx))
}

/** The origin the caller reached this server at. */
function callerOrigin(ctx: RpcContext): string {
  return `${ctx.request.protocol ?? 'http'}://${ctx.request.host ?? 'localhost'}`
}

/**
 * `chains` with the dev network, made once per catalogue read and origin (a server is reached at
 * one or two origins; the Host header is the caller's, so a few are kept, not any number).
 */
function withDevnet(chains: Chain[], origin: string): Chain[] {
  let byOrigin = withDevnetByCatalogue.get(chains)
  if (!byOrigin) withDevnetByCatalogue.set(chains, (byOrigin = new Map()))
  let listed = byOrigin.get(origin)
  if (!listed) {
    listed = sharedResult([...chains, devnetChain(origin)])
    if (byOrigin.size >= ORIGINS_KEPT) byOrigin.clear()
    byOrigin.set(origin, listed)
  }
  return listed
}

const ORIGINS_KEPT = 4

const withDevnetByCatalogue = new WeakMap<Chain[], Map<string, Chain[]>>()
