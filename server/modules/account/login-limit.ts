/**
 * Which per-account count a login try spends. Tries from an address that has signed this account
 * in before (a row of `sessions` with that `ip`: kept until a day after its 30 days) spend a count
 * of their own per (account, address); every other try spends the account's shared count. So a
 * stranger's wrong passwords throttle the stranger (and anyone else on a new address) but cannot
 * lock the owner out of the addresses they use, which a single per-account count allowed: five
 * wrong tries from anywhere refused the owner's right password for 15 minutes.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { RateLimitName } from '../../rpc/rate-limits'

/** A limit and the subject whose tries it counts. */
export interface LoginLimit {
  name: RateLimitName
  subject: string
}

/**
 * The count a try of `email` from `ip` spends; `userId` is null for an unknown e-mail, which
 * spends the shared count exactly like a stranger's try (no account enumeration).
 */
export async function loginLimitOf(
  db: Kysely<DB>,
  email: string,
  userId: string | null,
  ip: string,
): Promise<LoginLimit> {
  // The same query either way, so a known e-mail takes no measurably different time.
  const known = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId ?? '0')
    .where('ip', '=', ip)
    .limit(1)
    .executeTakeFirst()
  return known ? { name: 'loginKnownAddress', subject: `${email}:${ip}` } : { name: 'login', subject: email }
}
