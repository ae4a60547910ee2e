/**
 * OAuth / OpenID Connect logins and bindings: hub_getOauthLoginUrl, hub_checkOauthCode and
 * hub_oauthRegister (public), hub_bindOauth, hub_bindOauthCheck and hub_unbindOauth (signed in).
 * The provider side is `oauth-client.ts`; what is kept between the steps, `oauth-flows.ts`.
 *
 * Each callback runs in one transaction: the state is used, the code exchanged, the identity
 * stored. A refusal (wrong, used or expired state, a provider that says no, an answer that fails
 * a check) rolls all of it back: nothing is stored.
 */
import type { Kysely } from 'kysely'
import type { OauthCheckResult, Session as WireSession } from '../../../contract/index'
import { DEFAULT_PUBLIC_URL } from '../../config'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import type { RpcContext } from '../../rpc/context'
import { sessionOf } from '../../rpc/context'
import { businessRule } from '../../rpc/errors'
import { takeAttempt } from '../../rpc/rate-limits'
import type { MethodRegistry } from '../../rpc/registry'
import type { ModuleSettings } from '../module'
import { createWallet } from '../wallet/wallet.queries'
import { OauthProviderClients } from './oauth-client'
import { displayAccount, issueTicket, saveFlow, ticketClaims, useFlow, useTicket } from './oauth-flows'
import { bindIdentity, identityOwner, refreshIdentity, unbindIdentity } from './oauth-identities'
import { createSession, purgeExpiredSessions } from './sessions'
import { applySignUpPromoCode } from './discount-codes'
import { loadProfile } from './users.queries'
import { refuseLastWayIn } from './ways-in'

/** Registers the OAuth methods for the configured providers (none: each answers unknown_provider). */
export function registerOauthMethods(registry: MethodRegistry, settings: ModuleSettings): void {
  const clients = new OauthProviderClients(settings.oauthProviders ?? [], settings.publicUrl ?? DEFAULT_PUBLIC_URL)

  registry.register('hub_getOauthLoginUrl', async (ctx, { provider }) => {
    clients.provider(provider)
    await takeAttempt(ctx.db, 'oauthStart', ctx.request.ip)
    const start = await clients.start(provider, 'login', ctx.log)
    await saveFlow(ctx.db, start, { provider, purpose: 'login', userId: null })
    return { authorizeUrl: start.authorizeUrl }
  })

  registry.register('hub_checkOauthCode', async (ctx, { provider, code, state }): Promise<OauthCheckResult> => {
    clients.provider(provider)
    return inTransaction(ctx.db, async (trx) => {
      const kept = await useFlow(trx, state, { provider, purpose: 'login', userId: null })
      const claims = await clients.exchange(provider, 'login', { code, state }, kept, ctx.log)
      const owner = await identityOwner(trx, provider, claims.subject)
      if (owner !== null) {
        await refreshIdentity(trx, {
          provider,
          subject: claims.subject,
          account: displayAccount(claims),
          email: claims.email,
        })
        return { status: 'login', session: await signIn(trx, ctx, owner) }
      }
      const ticket = ticketClaims(provider, claims)
      return {
        status: 'register',
        ticket: await issueTicket(trx, ticket),
        provider,
        email: ticket.email,
        nickname: ticket.nickname,
      }
    })
  })

  registry.register('hub_oauthRegister', async (ctx, params): Promise<WireSession> =>
    inTransaction(ctx.db, async (trx) => {
      const ticket = await useTicket(trx, params.ticket)
      if ((await identityOwner(trx, ticket.provider, ticket.subject)) !== null)
        throw businessRule(
          'An account already uses this sign-in, please log in with it',
          '该第三方账号已关联账户，请直接登录',
          { reason: 'identity_taken' },
        )
      const email = params.email?.toLowerCase() ?? ticket.email
      if (email && (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()))
        throw businessRule(
          'An account already uses this e-mail: log in to it and bind this sign-in from its profile',
          '该邮箱已被其他账户使用：请登录该账户后在个人资料中绑定',
          { reason: 'email_taken' },
        )
      const confirmed = email !== null && email === ticket.email && ticket.emailVerified
      const userId = await createOauthUser(trx, {
        email,
        mailStatus: email === null ? 'none' : confirmed ? 'confirmed' : 'unconfirmed',
        nickname: ticket.nickname ?? email?.split('@')[0] ?? ticket.account.slice(0, 64),
        language: ctx.locale,
      })
      await applySignUpPromoCode(trx, userId, params.promoCode, ctx.locale)
      await bindIdentity(trx, userId, ticket)
      return signIn(trx, ctx, userId)
    }),
  )

  registry.register('hub_bindOauth', async (ctx, { provider }) => {
    const { userId } = sessionOf(ctx)
    const start = await clients.start(provider, 'bind', ctx.log)
    await saveFlow(ctx.db, start, { provider, purpose: 'bind', userId })
    return { authorizeUrl: start.authorizeUrl }
  })

  registry.register('hub_bindOauthCheck', async (ctx, { provider, code, state }) => {
    const { userId } = sessionOf(ctx)
    clients.provider(provider)
    return inTransaction(ctx.db, async (trx) => {
      const kept = await useFlow(trx, state, { provider, purpose: 'bind', userId })
      const claims = await clients.exchange(provider, 'bind', { code, state }, kept, ctx.log)
      await bindIdentity(trx, userId, {
        provider,
        subject: claims.subject,
        account: displayAccount(claims),
        email: claims.email,
      })
      return loadProfile(trx, userId)
    })
  })

  registry.register('hub_unbindOauth', async (ctx, { provider }) =>
    inTransaction(ctx.db, async (trx) => {
      const { userId } = sessionOf(ctx)
      const bound = await trx
        .selectFrom('oauth_identities')
        .select('provider')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst()
      if (!bound)
        throw businessRule('No account of this sign-in provider is bound', '未绑定该第三方账号', {
          reason: 'not_bound',
        })
      await refuseLastWayIn(trx, userId)
      await unbindIdentity(trx, userId, provider)
      return loadProfile(trx, userId)
    }),
  )
}

/** A new session for `userId`, answered as hub_login answers it. */
async function signIn(trx: Kysely<DB>, ctx: RpcContext, userId: number): Promise<WireSession> {
  await purgeExpiredSessions(trx)
  const session = await createSession(trx, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: await loadProfile(trx, userId) }
}

/** An account made by an OAuth login: no password, not initialised; with its (empty) wallet. */
async function createOauthUser(
  trx: Kysely<DB>,
  input: {
    email: string | null
    mailStatus: 'none' | 'unconfirmed' | 'confirmed'
    nickname: string
    language: 'en' | 'zh'
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: null,
      nickname: input.nickname,
      language: input.language,
      mail_status: input.mailStatus,
      initialized: false,
      email_config: toJsonb({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await createWallet(trx, { userId: Number(id) })
  return Number(id)
}
