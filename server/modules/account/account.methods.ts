/**
 * The customer's way in and their profile: e-mail login (rate limited per e-mail), logout, the
 * profile, limit info, and the settings done so far (language, recharge tips, e-mail config). The
 * rest of accounts (registration, bindings, resets) is a later issue.
 */
import type { Session as WireSession } from '../../../contract/index'
import { sessionOf } from '../../rpc/context'
import { businessRule } from '../../rpc/errors'
import { clearAttempts, refundAttempt, takeAttempt } from '../../rpc/rate-limits'
import type { MethodRegistry } from '../../rpc/registry'
import { loadEmailConfig, saveEmailConfig } from './email-config'
import { apiKeyOwnerOf } from '../api-keys/api-keys.methods'
import { ownerPackages, skuByName } from '../packages/packages.queries'
import { higherTier, limitInfoOf, tierOf, tierOfRate } from './limit-tiers'
import { loginLimitOf } from './login-limit'
import { verifyPassword } from './password'
import { createSession, purgeExpiredSessions, revokeSession } from './sessions'
import { loadProfile } from './users.queries'

/**
 * Registers hub_login, hub_logout, hub_getUserProfile, hub_getUserLimitInfo, hub_changeUserLang,
 * hub_setRechargeTips, hub_getUserEmailConfig and hub_setUserEmailConfig.
 */
export function registerAccountMethods(registry: MethodRegistry): void {
  registry.register('hub_login', async (ctx, { email, password }): Promise<WireSession> => {
    // Checked before any scrypt: a limited e-mail or address costs no CPU. Every try is counted
    // first, in one upsert per limit, and checked against the count it returned, so tries sent
    // together cannot all pass a check made before any of them was counted. Per account, every try
    // counts (known e-mail or not), in the count its address spends (login-limit.ts); per IP only
    // failures, so a success gives its try back.
    const { ip } = ctx.request
    await takeAttempt(ctx.db, 'loginFailuresPerIp', ip)
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
    const limit = await loginLimitOf(ctx.db, email, user ? String(user.id) : null, ip)
    await takeAttempt(ctx.db, limit.name, limit.subject)
    // One answer for an unknown e-mail and a wrong password, in the same time: no account enumeration.
    if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) throw wrongCredentials()
    await refundAttempt(ctx.db, 'loginFailuresPerIp', ip)
    await clearAttempts(ctx.db, limit.name, limit.subject)
    await purgeExpiredSessions(ctx.db)
    const session = await createSession(ctx.db, user.id, { ip, userAgent: ctx.request.userAgent })
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: await loadProfile(ctx.db, Number(user.id)),
    }
  })

  registry.register(
    'hub_logout',
    async (ctx) => {
      await revokeSession(ctx.db, sessionOf(ctx).sessionId)
      return null
    },
    { nullWhenSessionEnded: true },
  )

  registry.register('hub_getUserProfile', async (ctx) => loadProfile(ctx.db, sessionOf(ctx).userId))

  registry.register('hub_getUserLimitInfo', async (ctx) => {
    const row = await ctx.db
      .selectFrom('users')
      .select('limit_tier')
      .where('id', '=', sessionOf(ctx).userId)
      .executeTakeFirst()
    // The package of the context (the team's in a team) sets the rate; an operator's tier may raise it.
    const { current } = await ownerPackages(ctx.db, apiKeyOwnerOf(ctx))
    const sku = await skuByName(ctx.db, current)
    const tier = higherTier(tierOf(row?.limit_tier ?? 'free'), tierOfRate(sku?.rateLimit ?? 0))
    return { ...limitInfoOf(tier), currentLimitRateTitleView: current }
  })

  registry.register('hub_changeUserLang', async (ctx, { lang }) => {
    const { userId } = sessionOf(ctx)
    await ctx.db.updateTable('users').set({ language: lang, updated_at: new Date() }).where('id', '=', userId).execute()
    return loadProfile(ctx.db, userId)
  })

  registry.register('hub_setRechargeTips', async (ctx, { enabled }) => {
    const { userId } = sessionOf(ctx)
    await ctx.db
      .updateTable('users')
      .set({ recharge_tips: enabled, updated_at: new Date() })
      .where('id', '=', userId)
      .execute()
    return loadProfile(ctx.db, userId)
  })

  registry.register('hub_getUserEmailConfig', async (ctx) => loadEmailConfig(ctx.db, sessionOf(ctx).userId))

  registry.register('hub_setUserEmailConfig', async (ctx, changes) =>
    saveEmailConfig(ctx.db, sessionOf(ctx).userId, changes),
  )
}

function wrongCredentials() {
  return businessRule('Incorrect e-mail or password', '邮箱或密码错误')
}
