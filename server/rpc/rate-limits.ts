/**
 * Rate limits: at most `attempts` tries per subject (an e-mail, an address) in a fixed window that
 * opens with the first try. Counters are rows of `rate_limits`, never process memory, so several
 * server instances count together. Every limit is tuned here and nowhere else.
 */
import { sql, type Kysely } from 'kysely'
import type { RateLimitType } from '../../contract/index'
import type { DB } from '../db/schema'
import { rateLimited } from './errors'

/** One limit: how many tries per window, and the `data.type` of its 10429. */
export interface RateLimit {
  attempts: number
  windowMinutes: number
  type: RateLimitType
}

/** Every limit of the server, by name. */
export const RATE_LIMITS = {
  /** Failed e-mail sign-ins per e-mail (hub_login); a successful one clears the count. */
  login: { attempts: 5, windowMinutes: 15, type: 'type1' },
  /**
   * Failed e-mail sign-ins per client IP (hub_login), whatever the e-mail: stops one machine
   * walking many accounts (credential stuffing). Only failures count, and a success does not
   * clear it, so one valid account cannot reset the count. High enough for an office behind
   * one address.
   */
  loginFailuresPerIp: { attempts: 100, windowMinutes: 15, type: 'type2' },
  /** hub_emailExists per client IP: enough for a form, too few to walk a list of addresses. */
  emailExists: { attempts: 30, windowMinutes: 10, type: 'type2' },
  /** hub_register per client IP. */
  register: { attempts: 10, windowMinutes: 60, type: 'type2' },
  /** Confirmation mails per e-mail (hub_register, hub_sendRegisterConfirmMail): a 1-minute cooldown. */
  registerMail: { attempts: 1, windowMinutes: 1, type: 'type3' },
  /**
   * Reset and set-password mails per e-mail (hub_sendResetPasswordMail, hub_noPassword): a 1-minute
   * cooldown, shared because both mail a link of the same kind.
   */
  resetMail: { attempts: 1, windowMinutes: 1, type: 'type3' },
  /** Binding codes per address (hub_sendBindConfirmMail): a 1-minute cooldown. */
  bindMail: { attempts: 1, windowMinutes: 1, type: 'type3' },
  /**
   * Binding codes per account, whatever the address: one account cannot use us to mail a list of
   * strangers one a minute each.
   */
  bindMailPerAccount: { attempts: 10, windowMinutes: 60, type: 'type3' },
  /** OAuth logins started per client IP (hub_getOauthLoginUrl): each keeps a row for a day. */
  oauthStart: { attempts: 60, windowMinutes: 10, type: 'type2' },
} as const satisfies Record<string, RateLimit>

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * Counts one try of `subject` and refuses it with 10429 once the window's tries are used up.
 * Counting comes first, in one statement, so parallel tries cannot all slip past a check: the
 * caller clears the count (`clearAttempts`) when the try turns out to be a success.
 */
export async function takeAttempt(db: Kysely<DB>, name: RateLimitName, subject: string): Promise<void> {
  const limit: RateLimit = RATE_LIMITS[name]
  const row = await countAttempt(db, name, subject)
  if (row.attempts > limit.attempts) throw rateLimited(limit.type, new Date(row.expires_at).getTime())
}

/**
 * For limits that count only failures: refuses with 10429 while `subject` has used up its
 * window's tries, without counting this one (`countAttempt` counts it once it failed).
 */
export async function refuseWhenSpent(db: Kysely<DB>, name: RateLimitName, subject: string): Promise<void> {
  const limit: RateLimit = RATE_LIMITS[name]
  const row = await db
    .selectFrom('rate_limits')
    .select(['attempts', 'expires_at'])
    .where('bucket', '=', bucketOf(name, subject))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  if (row && row.attempts >= limit.attempts) throw rateLimited(limit.type, new Date(row.expires_at).getTime())
}

/** Counts one try of `subject` in its window (opening a new window when the last one closed). */
export async function countAttempt(
  db: Kysely<DB>,
  name: RateLimitName,
  subject: string,
): Promise<{ attempts: number; expires_at: Date }> {
  const limit: RateLimit = RATE_LIMITS[name]
  const windowEnd = sql<Date>`now() + make_interval(mins => ${limit.windowMinutes})`
  const expired = sql<boolean>`rate_limits.expires_at <= now()`
  return db
    .insertInto('rate_limits')
    .values({ bucket: bucketOf(name, subject), attempts: 1, expires_at: windowEnd })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        // A window that has closed starts again at this try.
        attempts: sql<number>`case when ${expired} then 1 else rate_limits.attempts + 1 end`,
        expires_at: sql<Date>`case when ${expired} then excluded.expires_at else rate_limits.expires_at end`,
      }),
    )
    .returning(['attempts', 'expires_at'])
    .executeTakeFirstOrThrow()
}

/** Forgets the tries of `subject` (a success), and the counters whose window has closed. */
export async function clearAttempts(db: Kysely<DB>, name: RateLimitName, subject: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) => eb.or([eb('bucket', '=', bucketOf(name, subject)), eb('expires_at', '<=', sql<Date>`now()`)]))
    .execute()
}

function bucketOf(name: RateLimitName, subject: string): string {
  return `${name}:${subject}`
}
