/**
 * The API keys area (issue 7): a user's or a team's keys and their endpoint settings. This first
 * part creates, lists, renames and deletes keys; features, whitelists, rotation, freezing and the
 * gateway's check arrive next.
 */
import type { HubModule } from '../module'
import { registerApiKeyMethods } from './api-keys.methods'

/** Owns the `api_keys` table. */
export const apiKeysModule: HubModule = {
  name: 'api-keys',
  registerMethods(registry) {
    registerApiKeyMethods(registry)
  },
}
