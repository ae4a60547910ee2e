/**
 * The browser side of Web Push: the VAPID public key to subscribe with, and keeping or forgetting
 * a subscription. An endpoint is unique. Saving one again moves it to the caller only when the
 * call carries the keys stored with it, which only the browser holding the subscription has (a new
 * login in the same browser): knowing an endpoint URL alone must not redirect another account's
 * notices, so that is refused (10422 `endpoint_taken`) and changes nothing.
 */
import { sql } from 'kysely'
import type { VapidSettings } from '../../config'
import { sessionOf } from '../../rpc/context'
import { businessRule, invalidParams } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { GENERATED_VAPID, vapidDetails } from './vapid-keys'

/** Browsers one account may keep subscribed; saving one more forgets the least recently saved. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20

/** Registers hub_getPushPublicKey, hub_savePushSubscription and hub_deletePushSubscription. */
export function registerPushMethods(
  registry: MethodRegistry,
  options: { production: boolean; vapid?: VapidSettings },
): void {
  const vapid = options.vapid ?? GENERATED_VAPID

  registry.register('hub_getPushPublicKey', async (ctx) => ({
    publicKey: (await vapidDetails(ctx.db, vapid)).publicKey,
  }))

  registry.register('hub_savePushSubscription', async (ctx, { endpoint, keys }) => {
    const { userId } = sessionOf(ctx)
    // The contract lets loopback http through for tests; a real deployment pushes over https only.
    if (options.production && !endpoint.startsWith('https://')) {
      throw invalidParams(
        { field: 'endpoint', issues: [{ field: 'endpoint', message: 'an https URL is required' }] },
        'an https URL is required',
        '需要 https 地址',
      )
    }
    // One statement decides and writes, so two accounts saving one endpoint at once cannot both win.
    const saved = await ctx.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, user_agent: ctx.request.userAgent })
      .onConflict((conflict) =>
        conflict
          .column('endpoint')
          .doUpdateSet({
            user_id: userId,
            p256dh: keys.p256dh,
            auth: keys.auth,
            user_agent: ctx.request.userAgent,
            updated_at: sql`now()`,
          })
          .where(
            sql<boolean>`push_subscriptions.user_id = ${userId}
              or (push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth)`,
          ),
      )
      .returning('id')
      .executeTakeFirst()
    if (!saved) {
      throw businessRule('This push subscription belongs to another account', '该推送订阅属于其他账户', {
        reason: 'endpoint_taken',
      })
    }
    await ctx.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        ctx.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER),
      )
      .execute()
    return null
  })

  registry.register('hub_deletePushSubscription', async (ctx, { endpoint }) => {
    const { userId } = sessionOf(ctx)
    await ctx.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_id', '=', userId)
      .execute()
    return null
  })
}
