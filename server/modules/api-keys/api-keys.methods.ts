/**
 * Creating, listing, reading, renaming and deleting API keys. A key belongs to the account, or
 * to the team in context (`Team-Id`, whose membership the dispatcher checked); a key of anyone
 * else answers 50404 as if it did not exist, and nothing changes. Settings (features, bundler,
 * MEV, whitelist) are in api-key-settings.methods.ts, rotation and freezing in
 * api-key-lifecycle.methods.ts.
 */
import type { ApiKey } from '../../../contract/index'
import { MAX_API_KEYS } from '../../../contract/methods/api-keys'
import type { CacheInvalidation } from '../../db/cache-invalidation'
import { cacheTopic } from '../../db/cache-signal'
import { InvalidatedCache } from '../../db/invalidated-cache'
import { type RpcContext, sessionOf } from '../../rpc/context'
import { businessRule, notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { sharedResult } from '../../rpc/serialize'
import { notify } from '../notices/notify'
import {
  type ApiKeyOwner,
  apiKeyOf,
  apiKeyOptionsOf,
  apiKeysOf,
  insertApiKey,
  liveKeyCount,
  renameApiKey,
  softDeleteApiKey,
} from './api-keys.queries'

/** The owner the caller acts for: the team in context, else the account. */
export function apiKeyOwnerOf(ctx: RpcContext): ApiKeyOwner {
  const { userId, teamId } = sessionOf(ctx)
  return teamId === null ? { userId } : { teamId: Number(teamId) }
}

/** The same answer for a key that is absent, deleted or someone else's: it reveals nothing. */
function keyNotFound(id: number) {
  return notFound(`No API key has the id ${id}`, `没有 ID 为 ${id} 的 API 密钥`)
}

/** hub_getApiKeys' answer. */
type KeyPage = { list: ApiKey[]; total: number; page: number; perPage: number }

/** One page of the owner's keys as hub_getApiKeys answers it, tagged for the page cache. */
async function keyPage(
  ctx: RpcContext,
  owner: ApiKeyOwner,
  topic: string,
  page: number,
  perPage: number,
  keyword: string | undefined,
): Promise<{ value: KeyPage; topic: string }> {
  const { list, total } = await apiKeysOf(ctx.db, owner, { offset: (page - 1) * perPage, limit: perPage, keyword })
  return { value: { list, total, page, perPage }, topic }
}

/**
 * Registers hub_generateApiKey, hub_getApiKeys, hub_getPureApiKeys, hub_getApiKey,
 * hub_setApiKeyName, hub_deleteApiKey. With `invalidation`, pages of hub_getApiKeys (the list
 * the endpoint page opens with, on every visit) are kept per owner on this instance until a write
 * to the owner's keys signals it (`api_keys`' trigger, db/cache-signal.ts); a kept page is a
 * `sharedResult`, serialised once.
 */
export function registerApiKeyMethods(registry: MethodRegistry, invalidation?: CacheInvalidation): void {
  const pages = invalidation ? new InvalidatedCache<KeyPage>(invalidation, { maxEntries: 5_000, ttlMs: 60_000 }) : null
  registry.register('hub_generateApiKey', async (ctx, { name }) => {
    const owner = apiKeyOwnerOf(ctx)
    // Mutating calls run in a transaction (rpc/dispatch.ts): locking the owner's row makes two
    // creations at once count one after the other, so the cap holds.
    if ('userId' in owner) {
      await ctx.db.selectFrom('users').select('id').where('id', '=', owner.userId).forUpdate().execute()
    } else {
      await ctx.db.selectFrom('teams').select('id').where('id', '=', owner.teamId).forUpdate().execute()
    }
    if ((await liveKeyCount(ctx.db, owner)) >= MAX_API_KEYS) {
      throw businessRule(
        `You can have at most ${MAX_API_KEYS} API keys; delete one to create another`,
        `您最多可拥有 ${MAX_API_KEYS} 个 API 密钥，请先删除一个再创建`,
        { limit: MAX_API_KEYS },
      )
    }
    return insertApiKey(ctx.db, owner, name)
  })

  registry.register('hub_getApiKeys', async (ctx, { page, perPage, keyword }) => {
    const owner = apiKeyOwnerOf(ctx)
    const topic = cacheTopic(owner)
    if (!pages) return (await keyPage(ctx, owner, topic, page, perPage, keyword)).value
    // JSON of the arguments: a keyword may hold any character, a separator included.
    const key = JSON.stringify([topic, page, perPage, keyword ?? ''])
    // A kept page is answered before any loader is made (the endpoint page's every visit).
    const kept = pages.peek(key)
    if (kept !== undefined) return kept
    const cached = await pages.read(key, async () => {
      const loaded = await keyPage(ctx, owner, topic, page, perPage, keyword)
      return { ...loaded, value: sharedResult(loaded.value) }
    })
    return cached ?? (await keyPage(ctx, owner, topic, page, perPage, keyword)).value
  })

  registry.register('hub_getPureApiKeys', async (ctx) => apiKeyOptionsOf(ctx.db, apiKeyOwnerOf(ctx)))

  registry.register('hub_getApiKey', async (ctx, { id }) => {
    const key = await apiKeyOf(ctx.db, apiKeyOwnerOf(ctx), id)
    if (!key) throw keyNotFound(id)
    return key
  })

  registry.register('hub_setApiKeyName', async (ctx, { id, name }) => {
    const key = await renameApiKey(ctx.db, apiKeyOwnerOf(ctx), id, name)
    if (!key) throw keyNotFound(id)
    return key
  })

  registry.register('hub_deleteApiKey', async (ctx, { id }) => {
    const owner = apiKeyOwnerOf(ctx)
    const name = await softDeleteApiKey(ctx.db, owner, id)
    if (name === null) throw keyNotFound(id)
    await notify(ctx.db, owner, 'apikey_delete', { apikeyName: name })
    return null
  })
}
