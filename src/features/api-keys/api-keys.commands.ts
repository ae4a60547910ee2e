/**
 * Renaming a key, as a command (DESIGN.md "Commands and the outbox"): a name is safe to send
 * twice, so it is queued offline, shown at once, sent exactly once (the server honours the
 * Idempotency-Key) and, if refused, dropped with the optimistic name (the RPC client says why).
 */
import { defineCommand, optimistic } from '../../store/command'
import { fact } from '../../store/events'
import { apiKeysProjection, renameKey } from './api-keys.projection'

export interface RenameApiKeyPayload {
  id: number
  name: string
}

/** Its name in queued rows: the list reads it to mark a key's rename as waiting. */
export const RENAME_API_KEY = 'apiKeys.rename'

export const renameApiKey = defineCommand({
  name: RENAME_API_KEY,
  method: 'hub_setApiKeyName',
  params: (payload: RenameApiKeyPayload) => ({ id: payload.id, name: payload.name }),
  optimistic: optimistic(apiKeysProjection, (state, payload: RenameApiKeyPayload) =>
    renameKey(state, payload.id, payload.name),
  ),
  accepted: (_payload, result, at) => [fact('apiKey.saved', result, 'server', at)],
})
