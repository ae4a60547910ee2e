/**
 * Facts about API keys and the chain catalogue (issue 7, /rpc/endpoint): what the server said the
 * keys are, one key as the server answered a change, a key gone, and the networks keys reach.
 * Every key fact carries the whole key as the server answered, so projections need nothing else.
 */
import type { ApiKey } from '../../../contract/methods/api-keys'
import type { Chain } from '../../../contract/methods/system'

declare module '../../store/events' {
  interface EventPayloads {
    /** Every key of the account (or team), newest first, as hub_getApiKeys answered. */
    'apiKeys.loaded': { list: ApiKey[]; total: number }
    /** One key as the server answered a create, rename, rotate, freeze or feature change. */
    'apiKey.saved': ApiKey
    /** The server deleted the key. */
    'apiKey.deleted': { id: number }
    /** The chain catalogue (hub_getSupportChains): where keys have endpoints. */
    'chains.loaded': Chain[]
  }
}
