/**
 * Public methods every visitor may call: the deployment's configuration, the chain catalogue,
 * banners and event tracking.
 */
import { sql } from 'kysely'
import type { HubConfig, TrackedEvent } from '../../../contract/index'
import { MAX_API_KEYS } from '../../../contract/methods/api-keys'
import { toJsonb } from '../../db/jsonb'
import type { RpcContext } from '../../rpc/context'
import { HubRpcError } from '../../rpc/errors'
import { takeAttempt } from '../../rpc/rate-limits'
import type { MethodRegistry } from '../../rpc/registry'
import { resolveSession } from '../account/sessions'
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
    const events: TrackedEvent[] = params.events ?? [
      { event: params.event ?? '', page: params.page, data: params.data },
    ]
    await takeEventTrackingAttempts(ctx, events.length)
    await ctx.db
      .insertInto('event_tracking')
      .values(
        events.map(({ event, page, data }) => ({
          event,
          page: page ?? null,
          data: data === undefined ? null : toJsonb(data),
        })),
      )
      .execute()
    return null
  })
}

/**
 * A public method anyone can call, so each event counts against the caller's address and, when
 * the call carries a live session, against that session too; either limit spent answers 10429.
 * Counting comes before the insert, in one statement per limit, so parallel calls cannot slip past.
 */
async function takeEventTrackingAttempts(ctx: RpcContext, count: number): Promise<void> {
  await takeAttempt(ctx.db, 'eventTrackingPerIp', ctx.request.ip, count)
  const sessionId = await liveSessionId(ctx)
  if (sessionId !== null) await takeAttempt(ctx.db, 'eventTrackingPerSession', sessionId, count)
}

/** The caller's session when its token is live; anonymous callers (or stale tokens) have none. */
async function liveSessionId(ctx: RpcContext): Promise<string | null> {
  if (!ctx.request.token) return null
  try {
    return (await resolveSession(ctx.db, ctx.request.token)).sessionId
  } catch (error) {
    if (error instanceof HubRpcError) return null
    throw error
  }
}
