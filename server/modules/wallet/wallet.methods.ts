/**
 * The wallet's own methods: the balance and arrears, auto-renew, the low-balance threshold, and
 * the deposits (history, open ones, dismissing an abandoned card deposit). Deposit addresses are
 * in chain/, card payments and saved cards in cards/.
 *
 * Every method acts on the wallet of the call's context: the team's when a checked Team-Id came
 * with it, else the caller's own. A Team-Id of a team the caller is not in is refused (10403)
 * before any handler runs (teams/team-context.ts), so no method here can reach another wallet.
 */
import { sql, type Kysely } from 'kysely'
import type { AutoRenewMode, WalletOverview } from '../../../contract/index'
import type { CacheInvalidation } from '../../db/cache-invalidation'
import type { DB } from '../../db/schema'
import { cacheTopic } from '../../db/cache-signal'
import { InvalidatedCache } from '../../db/invalidated-cache'
import { sharedResult } from '../../rpc/serialize'
import { sessionOf, type RpcContext } from '../../rpc/context'
import { businessRule, notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { checkedThreshold, saveEmailConfig } from '../account/email-config'
import { replacePackageSubscription } from './cards/subscriptions.queries'
import { depositPage, pendingDeposits } from './deposits.queries'
import { walletIdOf } from './ledger'
import { walletOverview, type WalletOwner } from './wallet.queries'

/**
 * Registers the wallet's own methods. With `invalidation`, the overview (read by every page's
 * header) is kept per owner on this instance until a write to the wallet signals it (the
 * `wallets` trigger of migration 0017); a kept overview is a `sharedResult`, serialised once.
 */
export function registerWalletMethods(registry: MethodRegistry, invalidation?: CacheInvalidation): void {
  const overviews = invalidation
    ? new InvalidatedCache<WalletOverview>(invalidation, { maxEntries: 20_000, ttlMs: 60_000 })
    : null
  registry.register('hub_getUserWalletOverview', async (ctx) => {
    const owner = ownerOf(ctx)
    if (!overviews) return walletOverview(ctx.db, owner)
    const topic = cacheTopic(owner)
    const kept = overviews.peek(topic)
    if (kept !== undefined) return kept
    const cached = await overviews.read(topic, async () => ({
      value: sharedResult(await walletOverview(ctx.db, owner)),
      topic,
    }))
    return cached ?? walletOverview(ctx.db, owner)
  })

  registry.register('hub_setUserAutoRenew', async (ctx, params) => {
    const mode: AutoRenewMode = params.mode ?? (params.enabled ? 'package' : 'none')
    const { skuId } = params
    if (skuId !== undefined && mode === 'package') await checkRenewable(ctx.db, skuId)
    const walletId = await walletIdOf(ctx.db, ownerOf(ctx))
    await ctx.db
      .updateTable('wallets')
      .set({
        auto_renew_mode: mode,
        auto_renew: mode !== 'none',
        auto_renew_sku_id: mode === 'package' ? (skuId ?? null) : null,
        updated_at: sql`now()`,
      })
      .where('id', '=', walletId)
      .execute()
    // Auto-renew off (or topping up instead): the package's card subscription ends with it.
    if (mode !== 'package') await replacePackageSubscription(ctx.db, walletId, null)
    return walletOverview(ctx.db, ownerOf(ctx))
  })

  registry.register('hub_setLowBalanceThreshold', async (ctx, { amount }) => {
    const owner = ownerOf(ctx)
    // A personal wallet's threshold is also the e-mail setting of the same name: one place
    // writes both. A team wallet's is the team's own.
    if ('userId' in owner) await saveEmailConfig(ctx.db, owner.userId, { lowBalanceThreshold: amount })
    else {
      const walletId = await walletIdOf(ctx.db, owner)
      await ctx.db
        .updateTable('wallets')
        .set({ low_balance_threshold: checkedThreshold(amount), updated_at: sql`now()` })
        .where('id', '=', walletId)
        .execute()
    }
    return walletOverview(ctx.db, owner)
  })

  registry.register('hub_getWalletDeposit', async (ctx, filter) =>
    depositPage(ctx.db, await walletIdOf(ctx.db, ownerOf(ctx)), filter),
  )

  registry.register('hub_getWalletDepositPending', async (ctx) =>
    pendingDeposits(ctx.db, await walletIdOf(ctx.db, ownerOf(ctx))),
  )

  registry.register('hub_delWalletDepositPending', async (ctx, { id }) => {
    const walletId = await walletIdOf(ctx.db, ownerOf(ctx))
    const row = await ctx.db
      .selectFrom('deposits')
      .select(['payment_method', 'status', 'order_id'])
      .where('id', '=', id)
      .where('wallet_id', '=', walletId)
      .executeTakeFirst()
    if (!row || (row.status !== 'pending' && row.status !== 'confirming')) {
      throw notFound('This pending deposit is gone.', '此待处理充值已不存在。')
    }
    if (row.payment_method !== 'stripe') {
      throw businessRule(
        'A crypto transfer on its way cannot be dismissed: it is credited once it has its confirmations.',
        '链上转账无法撤销：达到所需确认数后即会入账。',
      )
    }
    // The payment is canceled with it; a bank that still approves it later is credited all the
    // same (ledger.creditDeposit moves any status to succeeded once): no money is ever lost.
    await ctx.db
      .updateTable('deposits')
      .set({ status: 'failed', failure_reason: 'dismissed by the customer' })
      .where('id', '=', id)
      .execute()
    if (row.order_id) {
      await ctx.db
        .updateTable('payment_orders')
        .set({ status: 'canceled', failure_reason: 'dismissed by the customer' })
        .where('id', '=', row.order_id)
        .where('status', 'in', ['pending', 'requires_action'])
        .execute()
    }
    return null
  })
}

/** The wallet a call acts on: the team's in team context, else the caller's own. */
export function ownerOf(ctx: RpcContext): WalletOwner {
  const session = sessionOf(ctx)
  return session.teamId === null ? { userId: session.userId } : { teamId: Number(session.teamId) }
}

/** A package that `package` mode may renew: one on sale that renews by itself (10422 otherwise). */
async function checkRenewable(db: Kysely<DB>, skuId: number): Promise<void> {
  const sku = await db.selectFrom('skus').select(['auto_renewable']).where('id', '=', skuId).executeTakeFirst()
  if (!sku) throw notFound('No such package.', '没有这个套餐。')
  if (!sku.auto_renewable) throw businessRule('This package does not renew by itself.', '此套餐不支持自动续费。')
}
