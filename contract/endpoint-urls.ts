/**
 * A key's endpoint URLs on one network: the network's templates (`hub_getSupportChains`) with the
 * key's secret in place of `{key}`. Pure and in the contract so the server's
 * `hub_getApiKeyEndpoints` and the app, offline from its stored chains and keys, fill them the
 * same way.
 */
import type { ApiKey } from './methods/api-keys'
import type { Network } from './methods/system'

/** Where a key's calls go on one network; `wss` is null where the network has no WebSocket endpoint. */
export interface EndpointUrls {
  https: string
  wss: string | null
}

/** The placeholder of `Network.httpsTemplate` / `wssTemplate` that the key's secret replaces. */
export const KEY_PLACEHOLDER = '{key}'

/** `network`'s endpoint URLs for `key` (its current secret). */
export function endpointUrls(
  network: Pick<Network, 'httpsTemplate' | 'wssTemplate'>,
  key: Pick<ApiKey, 'key'>,
): EndpointUrls {
  return {
    https: fill(network.httpsTemplate, key.key),
    wss: network.wssTemplate === null ? null : fill(network.wssTemplate, key.key),
  }
}

/**
 * Every `{key}` replaced by the secret. Secrets are url-safe already (base64url); encoding anyway
 * keeps a URL whole whatever a secret holds. A function replacement, so `$` in a secret is literal.
 */
function fill(template: string, secret: string): string {
  const encoded = encodeURIComponent(secret)
  return template.replaceAll(KEY_PLACEHOLDER, () => encoded)
}
