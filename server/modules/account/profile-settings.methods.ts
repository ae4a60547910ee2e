/**
 * Profile settings that need nothing but the account: hub_setUserNickname, hub_setUserAcceptTerm,
 * hub_removeAvatar (the upload is an HTTP route, avatar.routes.ts), and the promo code,
 * hub_setUserDiscountCode / hub_getUserDiscountCodeDetail. Each setter answers the whole profile
 * (or code detail) as the contract's README asks.
 */
import { sessionOf } from '../../rpc/context'
import type { MethodRegistry } from '../../rpc/registry'
import { removeAvatar } from './avatar'
import { applyDiscountCode, loadDiscountCodeDetail } from './discount-codes'
import { loadProfile } from './users.queries'

/** Registers the methods above. */
export function registerProfileSettingsMethods(registry: MethodRegistry): void {
  registry.register('hub_setUserNickname', async (ctx, { nickname }) => {
    const { userId } = sessionOf(ctx)
    await ctx.db.updateTable('users').set({ nickname, updated_at: new Date() }).where('id', '=', userId).execute()
    return loadProfile(ctx.db, userId)
  })

  // Accepting the terms is a step of /first-login; choosing the starting package after it
  // (hub_skuFirstConfirm*, packages/purchases/first-confirm.ts) is what finishes initialisation.
  registry.register('hub_setUserAcceptTerm', async (ctx) => {
    const { userId } = sessionOf(ctx)
    await ctx.db
      .updateTable('users')
      .set({ accept_term: true, terms_accepted_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .execute()
    return loadProfile(ctx.db, userId)
  })

  registry.register('hub_removeAvatar', async (ctx) => {
    const { userId } = sessionOf(ctx)
    await removeAvatar(ctx.db, userId)
    return loadProfile(ctx.db, userId)
  })

  registry.register('hub_setUserDiscountCode', async (ctx, { code }) =>
    applyDiscountCode(ctx.db, sessionOf(ctx).userId, code, ctx.locale),
  )

  registry.register('hub_getUserDiscountCodeDetail', async (ctx) =>
    loadDiscountCodeDetail(ctx.db, sessionOf(ctx).userId, ctx.locale),
  )
}
