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
  /**
   * E-mail sign-ins per e-mail (hub_login) from addresses that never signed the account in, every
   * try counted; a successful one clears the count. Spent, it refuses those addresses only.
   */
  login: { attempts: 5, windowMinutes: 15, type: 'type1' },
  /**
   * E-mail sign-ins per (e-mail, address) from an address that signed the account in before
   * (modules/account/login-limit.ts): the owner's own count, which a stranger cannot spend.
   */
  loginKnownAddress: { attempts: 5, windowMinutes: 15, type: 'type1' },
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
  /**
   * Tracked events per client IP (hub_saveEventTracking, public), counted per event, not per call:
   * plenty for a person's clicks, about 1 MiB an address in the worst case (8 KiB each).
   */
  eventTrackingPerIp: { attempts: 120, windowMinutes: 10, type: 'type2' },
  /** Tracked events per signed-in session, on top of the IP's: one token spread over many addresses. */
  eventTrackingPerSession: { attempts: 60, windowMinutes: 10, type: 'type2' },
  /**
   * Support requests per client IP (`POST /requests`, public): each mails the support desk and the
   * sender, so a handful an hour is plenty for a person and too few to use us as a mail cannon.
   */
  supportRequestPerIp: { attempts: 5, windowMinutes: 60, type: 'type2' },
  /** Public invoice look-ups by code per client IP (hub_getInvoiceView, hub_getInvoicePdf): reading, not walking codes. */
  invoiceLookup: { attempts: 60, windowMinutes: 10, type: 'type2' },
} as const satisfies Record<string, RateLimit>

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * Counts one try of `subject` and refuses it with 10429 once the window's tries are used up.
 * Counting comes first, in one statement, so parallel tries cannot all slip past a check: the
 * caller clears the count (`clearAttempts`) when the try turns out to be a success.
 */
export async function takeAttempt(db: Kysely<DB>, name: RateLimitName, subject: string, tries = 1): Promise<void> {
  const limit: RateLimit = RATE_LIMITS[name]
  const row = await countAttempt(db, name, subject, tries)
  if (row.attempts > limit.attempts) throw rateLimited(limit.type, new Date(row.expires_at).getTime())
}

/**
 * Gives back one try of `subject` counted by `takeAttempt`, for limits that count only failures:
 * the try is counted before it runs (so parallel tries cannot all pass a check) and returned once
 * it turned out to be a success. Never below zero, and a window that closed meanwhile stays closed.
 */
export async function refundAttempt(db: Kysely<DB>, name: RateLimitName, subject: string): Promise<void> {
  const bucket = bucketOf(name, subject)
  const live = sql<boolean>`rate_limits.expires_at > now()`
  // A count is at least 1 (a check of the table): the last try given back removes the row.
  const removed = await db
    .deleteFrom('rate_limits')
    .where('bucket', '=', bucket)
    .where('attempts', '<=', 1)
    .where(live)
    .executeTakeFirst()
  if (removed.numDeletedRows > 0n) return
  await db
    .updateTable('rate_limits')
    .set({ attempts: sql<number>`rate_limits.attempts - 1` })
    .where('bucket', '=', bucket)
    .where('attempts', '>', 1)
    .where(live)
    .execute()
}

/**
 * Counts `tries` (one, or a batch's size) of `subject` in its window (opening a new window when
 * the last one closed).
 */
export async function countAttempt(
  db: Kysely<DB>,
  name: RateLimitName,
  subject: string,
  tries = 1,
): Promise<{ attempts: number; expires_at: Date }> {
  const limit: RateLimit = RATE_LIMITS[name]
  const windowEnd = sql<Date>`now() + make_interval(mins => ${limit.windowMinutes})`
  const expired = sql<boolean>`rate_limits.expires_at <= now()`
  return db
    .insertInto('rate_limits')
    .values({ bucket: bucketOf(name, subject), attempts: tries, expires_at: windowEnd })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        // A window that has closed starts again at this try.
        attempts: sql<number>`case when ${expired} then excluded.attempts else rate_limits.attempts + excluded.attempts end`,
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
