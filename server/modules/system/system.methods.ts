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
import { activeConfiguredBanners, type BannerSetting } from './banners.config'
import { buildIdReader } from './build-id'
import { supportedChainsFor } from './chains.reference'

export { CHAINS_CACHE_MS } from './chains.cache'

declare module '../module' {
  interface ModuleSettings {
    /** Banners of `HUBDECK_BANNERS` (banners.config.ts); absent: only the `banners` table's. */
    banners?: readonly BannerSetting[]
  }
}

/** Registers hub_getConfig, hub_getSupportChains, hub_getBanner and hub_saveEventTracking. */
export function registerSystemMethods(registry: MethodRegistry, settings: ModuleSettings): void {
  const readBuildId = buildIdReader(settings.staticDir)

  // What this server really offers, read at each call from what it was started with (issue 21).
  registry.register('hub_getConfig', async (): Promise<HubConfig> => ({
    siteName: 'Hubdeck',
    buildId: await readBuildId(),
    languages: ['en', 'zh'],
    // The OpenID providers configured (`HUBDECK_OAUTH_*`): id and button name, never the client secrets.
    oauthProviders: (settings.oauthProviders ?? []).map(({ id, name }) => ({ id, name })),
    // Sign-In with Ethereum is offered exactly when this server has its login method
    // (hub_metamaskRegister, account/wallet-login.methods.ts), however the modules were put together.
    walletLogin: registry.get('hub_metamaskRegister') !== undefined,
    // Stripe.js needs Stripe's publishable key; the sandbox's own card field needs none, and with
    // card payments off (production without `STRIPE_*`) there is none to give.
    cardPublishableKey: settings.cardPayments?.field.publishableKey ?? null,
    maxApiKeys: MAX_API_KEYS,
    supportEmail: settings.supportEmail,
  }))

  // Reference data read on every endpoint page: cached briefly per instance (changes show within 30 s),
  // with the dev network of the reference gateway when it serves one (chains.reference.ts).
  registry.register('hub_getSupportChains', (ctx) => supportedChainsFor(ctx, settings))

  // The table's banners (an operator's rows, for every language), then the configured ones.
  registry.register('hub_getBanner', async (ctx, params) => {
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
    return [
      ...rows.map((row) => ({ id: row.id, title: row.title, titleZh: row.title_zh, link: row.link })),
      ...activeConfiguredBanners(settings.banners ?? [], new Date(), params.language),
    ]
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
