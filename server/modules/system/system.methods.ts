/**
 * Public methods every visitor may call: the deployment's configuration, the chain catalogue,
 * banners and event tracking.
 */
import { sql } from 'kysely'
import type { HubConfig } from '../../../contract/index'
import { MAX_API_KEYS } from '../../../contract/methods/api-keys'
import { toJsonb } from '../../db/jsonb'
import type { MethodRegistry } from '../../rpc/registry'
import type { ModuleSettings } from '../module'
import { buildIdReader } from './build-id'
import { cachedSupportedChains } from './chains.cache'

export { CHAINS_CACHE_MS } from './chains.cache'

/** Registers hub_getConfig, hub_getSupportChains, hub_getBanner and hub_saveEventTracking. */
export function registerSystemMethods(registry: MethodRegistry, settings: ModuleSettings): void {
  const readBuildId = buildIdReader(settings.staticDir)

  registry.register('hub_getConfig', async (): Promise<HubConfig> => ({
    siteName: 'Hubdeck',
    buildId: await readBuildId(),
    languages: ['en', 'zh'],
    oauthProviders: (settings.oauthProviders ?? []).map(({ id, name }) => ({ id, name })),
    walletLogin: false,
    cardPublishableKey: null,
    maxApiKeys: MAX_API_KEYS,
    supportEmail: settings.supportEmail,
  }))

  // Reference data read on every endpoint page: cached briefly per instance (changes show within 30 s).
  registry.register('hub_getSupportChains', (ctx) => cachedSupportedChains(ctx.db, settings.rpcDomain))

  registry.register('hub_getBanner', async (ctx) => {
    const rows = await ctx.db
      .selectFrom('banners')
      .select(['id', 'title', 'title_zh', 'link'])
      .where((eb) =>
        eb.and([
          eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]),
          eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]),
        ]),
      )
      .orderBy('sort_order')
      .orderBy('created_at')
      .execute()
    return rows.map((row) => ({ id: row.id, title: row.title, titleZh: row.title_zh, link: row.link }))
  })

  registry.register('hub_saveEventTracking', async (ctx, params) => {
    await ctx.db
      .insertInto('event_tracking')
      .values({
        event: params.event,
        page: params.page ?? null,
        data: params.data === undefined ? null : toJsonb(params.data),
      })
      .execute()
    return null
  })
}
