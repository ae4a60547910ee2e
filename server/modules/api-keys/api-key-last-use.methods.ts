/**
 * hub_getApiKeysLastUse: when each of the owner's live keys last served a call (the endpoint
 * page's "last used"). The usage tables are its source: the latest hourly row (kept 31 days) of
 * the owner's keys through the owner's index, then, only for keys without one, the latest daily
 * row (kept two years) through the daily table's primary key, which starts with the key. A key
 * with neither is left out: the page then says "—", not "never", since older use is not kept.
 */
import type { ApiKeyLastUse } from '../../../contract/methods/api-keys'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { MethodRegistry } from '../../rpc/registry'
import { apiKeyOwnerOf } from './api-keys.methods'
import type { ApiKeyOwner } from './api-keys.queries'

export function registerApiKeyLastUseMethods(registry: MethodRegistry): void {
  registry.register('hub_getApiKeysLastUse', async (ctx) => lastUseOf(ctx.db, apiKeyOwnerOf(ctx)))
}

/** The owner's live keys' last use, hourly where kept, else daily; keys never seen are left out. */
export async function lastUseOf(db: Kysely<DB>, owner: ApiKeyOwner): Promise<ApiKeyLastUse[]> {
  const [column, ownerId] =
    'userId' in owner ? (['user_id', owner.userId] as const) : (['team_id', owner.teamId] as const)
  const live = await db
    .selectFrom('api_keys')
    .select('id')
    .where('deleted_at', 'is', null)
    .where(column, '=', ownerId)
    .execute()
  const liveIds = new Set(live.map((row) => Number(row.id)))
  if (liveIds.size === 0) return []

  const hourly = await db
    .selectFrom('usage_hourly')
    .select((eb) => ['apikey_id', eb.fn.max('hour').as('last')])
    .where(column, '=', ownerId)
    .groupBy('apikey_id')
    .execute()
  const uses: ApiKeyLastUse[] = hourly
    .filter((row) => liveIds.has(Number(row.apikey_id)))
    .map((row) => ({ id: Number(row.apikey_id), lastUsedAt: new Date(row.last).toISOString(), precision: 'hour' }))

  const older = [...liveIds].filter((id) => !uses.some((use) => use.id === id))
  if (older.length > 0) {
    const daily = await db
      .selectFrom('usage_daily')
      .select((eb) => ['apikey_id', eb.fn.max('day').as('last')])
      .where('apikey_id', 'in', older)
      .groupBy('apikey_id')
      .execute()
    for (const row of daily) {
      uses.push({ id: Number(row.apikey_id), lastUsedAt: new Date(row.last).toISOString(), precision: 'day' })
    }
  }
  return uses.sort((a, b) => a.id - b.id)
}
