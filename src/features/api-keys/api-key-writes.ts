/**
 * The key writes that need the network (create, delete, rotate, freeze, and undoing archive mode
 * from its toast): each calls the server
 * and records its answer, so the list changes from the store like everything else. Failures
 * reject after the RPC client has told the user why (rpc-error-policy.ts); callers only stop
 * their spinner.
 */
import type { ApiKey } from '../../../contract/methods/api-keys'
import { rpc } from '../../lib/rpc-client'
import { fact } from '../../store/events'
import { trackEvent } from '../../lib/track-event'
import { recordFacts } from '../../store/store-client'

async function saved(key: ApiKey): Promise<ApiKey> {
  await recordFacts([fact('apiKey.saved', key, 'server')])
  return key
}

export async function createApiKey(name: string): Promise<ApiKey> {
  const key = await saved(await rpc('hub_generateApiKey', { name }))
  trackEvent('api_key_created')
  return key
}

export async function deleteApiKey(id: number): Promise<void> {
  await rpc('hub_deleteApiKey', { id })
  await recordFacts([fact('apiKey.deleted', { id }, 'server')])
}

/** A new secret; the old one keeps working for `graceHours` (0–24). */
export async function rotateApiKey(id: number, graceHours: number): Promise<ApiKey> {
  return saved(await rpc('hub_rotateApiKey', { id, graceHours }))
}

export async function setApiKeyFrozen(id: number, frozen: boolean): Promise<ApiKey> {
  return saved(await rpc(frozen ? 'hub_freezeApiKey' : 'hub_unfreezeApiKey', { id }))
}

/** Archive mode on or off, outside the features panel (its toast's Undo, which outlives the panel). */
export async function setArchiveMode(id: number, on: boolean): Promise<ApiKey> {
  return saved(await rpc('hub_setApiKeyAdvancedFeatures', { id, features: { archive_mode: on } }))
}

/** Records a key another screen saved (the advanced features panel's answers). */
export async function recordSavedKey(key: ApiKey): Promise<void> {
  await saved(key)
}
