/**
 * `hub_getApiKeyEndpoints` (issue 7: "`hub_getSupportChains` joined with each key"): every
 * supported chain and network with one key's HTTPS and WSS URLs, filled by the contract's
 * `endpointUrls` so the app, offline from its stored chains and keys, builds the same URLs. Same
 * owner rules as the other key methods: a key that is absent, deleted or someone else's answers
 * 50404. The catalogue comes from the same short cache as `hub_getSupportChains`.
 */
import type { ApiKeyEndpoints } from '../../../contract/index'
import { endpointUrls } from '../../../contract/endpoint-urls'
import { notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import type { ModuleSettings } from '../module'
import { supportedChainsFor } from '../system/chains.reference'
import { apiKeyOwnerOf } from './api-keys.methods'
import { apiKeyOf } from './api-keys.queries'

/** Registers hub_getApiKeyEndpoints. */
export function registerApiKeyEndpointMethods(
  registry: MethodRegistry,
  settings: Pick<ModuleSettings, 'rpcDomain' | 'referenceGateway'>,
): void {
  registry.register('hub_getApiKeyEndpoints', async (ctx, { id }): Promise<ApiKeyEndpoints> => {
    const [key, chains] = await Promise.all([
      apiKeyOf(ctx.db, apiKeyOwnerOf(ctx), id),
      supportedChainsFor(ctx, settings),
    ])
    if (!key) throw notFound(`No API key has the id ${id}`, `没有 ID 为 ${id} 的 API 密钥`)
    return {
      id: key.id,
      chains: chains.map((chain) => ({
        ...chain,
        networks: chain.networks.map((network) => {
          const urls = endpointUrls(network, key)
          return { ...network, httpsUrl: urls.https, wssUrl: urls.wss }
        }),
      })),
    }
  })
}
