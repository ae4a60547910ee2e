/**
 * The keys as the server has them now, as the fact the store records: every key in one page (the
 * cap, MAX_API_KEYS, is the page size, so nothing is left out). Read when the endpoint page opens
 * and when a notice says another member deleted or changed a key.
 */
import { MAX_API_KEYS } from '../../../contract/methods/api-keys'
import { rpcSurvivingPageChange, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import './api-keys.events'

export async function readApiKeys(options: RpcOptions = {}): Promise<EventDraft> {
  const page = await rpcSurvivingPageChange('hub_getApiKeys', { page: 1, perPage: MAX_API_KEYS }, options)
  return fact('apiKeys.loaded', { list: page.list, total: page.total }, 'server')
}
