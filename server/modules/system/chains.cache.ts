/**
 * The chain catalogue as every request path reads it: remembered per database for
 * `CHAINS_CACHE_MS`, so the endpoint page (`hub_getSupportChains`, `hub_getApiKeyEndpoints`) and
 * the gateway's check (`POST /gateway/authorize`, on every RPC call's path) run one query per
 * interval instead of one per request. An operator's edit of the tables shows within that time.
 * Keyed by the database object, so test servers on separate databases never share an answer.
 */
import type { Kysely } from 'kysely'
import type { Chain, NetworkFeatures } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { sharedResult } from '../../rpc/serialize'
import { listNetworkFeatures, listSupportedChains } from './chains.queries'
import { ttlMemo } from './ttl-memo'

/** How long a server instance reuses the chain catalogue it read. */
export const CHAINS_CACHE_MS = 30_000

const chainReaders = new WeakMap<Kysely<DB>, Map<string, () => Promise<Chain[]>>>()
const featureReaders = new WeakMap<Kysely<DB>, () => Promise<ReadonlyMap<string, NetworkFeatures>>>()

/** Every enabled chain and network, templates filled with `rpcDomain` (see `listSupportedChains`). */
export function cachedSupportedChains(db: Kysely<DB>, rpcDomain: string): Promise<Chain[]> {
  let byDomain = chainReaders.get(db)
  if (!byDomain) {
    byDomain = new Map()
    chainReaders.set(db, byDomain)
  }
  let read = byDomain.get(rpcDomain)
  if (!read) {
    // Answered unchanged to every caller for the interval: serialised once (rpc/serialize.ts).
    read = ttlMemo(() => listSupportedChains(db, rpcDomain).then(sharedResult), CHAINS_CACHE_MS)
    byDomain.set(rpcDomain, read)
  }
  return read()
}

/** The features of the served network `networkId`, or null when the catalogue does not serve it. */
export async function cachedNetworkFeatures(db: Kysely<DB>, networkId: string): Promise<NetworkFeatures | null> {
  let read = featureReaders.get(db)
  if (!read) {
    read = ttlMemo(() => listNetworkFeatures(db), CHAINS_CACHE_MS)
    featureReaders.set(db, read)
  }
  const features = await read()
  if (featuresRead.get(db)?.features !== features) featuresRead.set(db, { features, at: Date.now() })
  return features.get(networkId) ?? null
}

/**
 * `cachedNetworkFeatures` without awaiting, when the catalogue last read is younger than
 * `CHAINS_CACHE_MS`; undefined otherwise (then await `cachedNetworkFeatures`). For the gateway's
 * check, which answers a cached key without a promise.
 */
export function peekNetworkFeatures(db: Kysely<DB>, networkId: string): NetworkFeatures | null | undefined {
  const read = featuresRead.get(db)
  if (!read || Date.now() - read.at >= CHAINS_CACHE_MS) return undefined
  return read.features.get(networkId) ?? null
}

/** The catalogue's features as last read, and when. */
const featuresRead = new WeakMap<Kysely<DB>, { features: ReadonlyMap<string, NetworkFeatures>; at: number }>()
