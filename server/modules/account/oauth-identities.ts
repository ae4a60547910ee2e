/**
 * OAuth identities bound to accounts (table `oauth_identities`, migration 0012): an identity
 * (provider, subject) belongs to one account, an account has at most one identity per provider.
 */
import type { Kysely } from 'kysely'
import type { OauthBinding } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { businessRule } from '../../rpc/errors'

/** The account an identity belongs to, or null. */
export async function identityOwner(db: Kysely<DB>, provider: string, subject: string): Promise<number | null> {
  const row = await db
    .selectFrom('oauth_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst()
  return row ? Number(row.user_id) : null
}

/**
 * Binds an identity to `userId`, replacing the account's earlier identity of that provider.
 * 10422 (`identity_taken`) when another account has it.
 */
export async function bindIdentity(
  db: Kysely<DB>,
  userId: number,
  identity: { provider: string; subject: string; account: string; email: string | null },
): Promise<void> {
  const owner = await identityOwner(db, identity.provider, identity.subject)
  if (owner !== null && owner !== userId)
    throw businessRule(
      'This sign-in account is already bound to another Hubdeck account',
      '该第三方账号已绑定其他账户',
      { reason: 'identity_taken' },
    )
  await db
    .deleteFrom('oauth_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', identity.provider)
    .execute()
  await db
    .insertInto('oauth_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: userId,
      account: identity.account,
      email: identity.email,
    })
    .execute()
}

/** Keeps what a login showed about a known identity (its e-mail or handle may have changed). */
export async function refreshIdentity(
  db: Kysely<DB>,
  identity: { provider: string; subject: string; account: string; email: string | null },
): Promise<void> {
  await db
    .updateTable('oauth_identities')
    .set({ account: identity.account, email: identity.email })
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .execute()
}

/** Removes the account's identity of `provider`; false when it had none. */
export async function unbindIdentity(db: Kysely<DB>, userId: number, provider: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('oauth_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst()
  return Number(removed.numDeletedRows) > 0
}

/** The account's bindings for its profile, oldest first. */
export async function oauthBindingsOf(db: Kysely<DB>, userId: number): Promise<OauthBinding[]> {
  const rows = await db
    .selectFrom('oauth_identities')
    .select(['provider', 'account', 'bound_at'])
    .where('user_id', '=', userId)
    .orderBy('bound_at')
    .orderBy('provider')
    .execute()
  return rows.map((row) => ({ provider: row.provider, account: row.account, boundAt: row.bound_at.toISOString() }))
}
