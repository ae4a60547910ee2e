/**
 * Wallet login with Sign-In with Ethereum: the nonce, signing in (a new wallet makes a
 * wallet-only account), and binding a wallet to, or unbinding it from, the signed-in account.
 * The proof checks live in `siwe.ts`.
 */
import type { Kysely } from 'kysely'
import type { Session as WireSession } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { sessionOf } from '../../rpc/context'
import { businessRule } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { createWallet } from '../wallet/wallet.queries'
import { applySignUpPromoCode } from './discount-codes'
import { createSession, purgeExpiredSessions } from './sessions'
import { issueSiweNonce, verifySiweProof } from './siwe'
import { loadProfile } from './users.queries'
import { refuseLastWayIn } from './ways-in'

/** Registers hub_getSiweNonce, hub_metamaskRegister, hub_bindMetamask and hub_unbindMetamask. */
export function registerWalletLoginMethods(registry: MethodRegistry): void {
  registry.register('hub_getSiweNonce', async (ctx) => issueSiweNonce(ctx.db))

  registry.register('hub_metamaskRegister', async (ctx, params): Promise<WireSession> =>
    inTransaction(ctx.db, async (trx) => {
      const address = await verifySiweProof(trx, params, ctx.request.host)
      const known = await trx.selectFrom('users').select('id').where('wallet_address', '=', address).executeTakeFirst()
      const userId = known ? Number(known.id) : await createWalletUser(trx, address, ctx.locale)
      if (!known) await applySignUpPromoCode(trx, userId, params.promoCode, ctx.locale)
      await purgeExpiredSessions(trx)
      const session = await createSession(trx, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })
      const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: await loadProfile(trx, Number(user.id)),
      }
    }),
  )

  registry.register('hub_bindMetamask', async (ctx, params) =>
    inTransaction(ctx.db, async (trx) => {
      const { userId } = sessionOf(ctx)
      const address = await verifySiweProof(trx, params, ctx.request.host)
      const owner = await trx.selectFrom('users').select('id').where('wallet_address', '=', address).executeTakeFirst()
      if (owner && Number(owner.id) !== userId)
        throw businessRule('This wallet is already bound to another account', '该钱包已绑定其他账户')
      await trx
        .updateTable('users')
        .set({ wallet_address: address, updated_at: new Date() })
        .where('id', '=', userId)
        .execute()
      return loadProfile(trx, userId)
    }),
  )

  registry.register('hub_unbindMetamask', async (ctx) => {
    const { userId } = sessionOf(ctx)
    const user = await ctx.db.selectFrom('users').select(['wallet_address']).where('id', '=', userId).executeTakeFirst()
    if (!user?.wallet_address) throw businessRule('No wallet is bound to this account', '该账户未绑定钱包')
    await refuseLastWayIn(ctx.db, userId)
    await ctx.db
      .updateTable('users')
      .set({ wallet_address: null, updated_at: new Date() })
      .where('id', '=', userId)
      .execute()
    return loadProfile(ctx.db, userId)
  })
}

/** A wallet-only account: no e-mail, no password, not initialized; with its (empty) wallet. */
async function createWalletUser(trx: Kysely<DB>, address: string, language: 'en' | 'zh'): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email: null,
      password_hash: null,
      nickname: `${address.slice(0, 6)}…${address.slice(-4)}`,
      language,
      mail_status: 'none',
      initialized: false,
      wallet_address: address,
      email_config: toJsonb({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await createWallet(trx, { userId: Number(id) })
  return Number(id)
}
