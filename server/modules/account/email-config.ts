/**
 * Which notices also go out by e-mail (`EmailConfig`). `users.email_config` keeps only the fields
 * a user changed, so a setting added later takes its default for everyone who never touched it.
 * The profile's `emailConfig` and hub_getUserEmailConfig both read through `emailConfigOf`.
 */
import { sql, type Kysely } from 'kysely'
import type { EmailConfig } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'
import { invalidParams, notFound } from '../../rpc/errors'

/** What a user starts with when a field is not set (marketing mail only by opting in). */
export const DEFAULT_EMAIL_CONFIG: EmailConfig = {
  lowBalance: true,
  lowBalanceThreshold: '10.00',
  packageUsage: true,
  billing: true,
  apiKeys: true,
  team: true,
  marketing: false,
  lowRuThreshold: 1_000_000,
  extraRecipients: [],
}

/** The highest low-balance threshold, in cents: $1,000,000 (`EmailConfig.lowBalanceThreshold`). */
export const MAX_LOW_BALANCE_THRESHOLD_CENTS = 100_000_000n

/** The whole config from what is stored: known fields of the right type, defaults for the rest. */
export function emailConfigOf(stored: unknown): EmailConfig {
  const saved = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  const config = { ...DEFAULT_EMAIL_CONFIG }
  for (const key of Object.keys(config) as Array<keyof EmailConfig>) {
    const value = saved[key]
    if (key === 'extraRecipients') {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) config.extraRecipients = value
    } else if (typeof value === typeof DEFAULT_EMAIL_CONFIG[key]) Object.assign(config, { [key]: value })
  }
  return config
}

/**
 * Where a notice mail of the account goes: its own address (when it has one) and the extra
 * recipients, each once. Whoever sends notice mails asks here.
 */
export function noticeMailRecipients(email: string | null, config: EmailConfig): string[] {
  return [...new Set([...(email ? [email] : []), ...config.extraRecipients])]
}

/** The config of `userId`; 50404 when the account is gone. */
export async function loadEmailConfig(db: Kysely<DB>, userId: number): Promise<EmailConfig> {
  const row = await db.selectFrom('users').select('email_config').where('id', '=', userId).executeTakeFirst()
  if (!row) throw notFound('The account no longer exists', '账户不存在')
  return emailConfigOf(row.email_config)
}

/**
 * Stores the fields given (the contract has checked their types and that there is one) and
 * answers the whole new config. The threshold is kept with 2 decimals, like every USD amount, and
 * is also the personal wallet's (`hub_setLowBalanceThreshold` comes through here for it).
 */
export async function saveEmailConfig(
  db: Kysely<DB>,
  userId: number,
  changes: Partial<EmailConfig>,
): Promise<EmailConfig> {
  const patch =
    changes.lowBalanceThreshold === undefined
      ? changes
      : { ...changes, lowBalanceThreshold: checkedThreshold(changes.lowBalanceThreshold) }
  await db
    .updateTable('users')
    .set({ email_config: sql`email_config || ${toJsonb(patch)}`, updated_at: new Date() })
    .where('id', '=', userId)
    .execute()
  // The personal wallet's threshold is the one its low_balance notices use (wallet/ledger.ts):
  // the same setting, kept in step in the same transaction.
  if (patch.lowBalanceThreshold !== undefined) {
    await db
      .updateTable('wallets')
      .set({ low_balance_threshold: patch.lowBalanceThreshold })
      .where('user_id', '=', userId)
      .execute()
  }
  return loadEmailConfig(db, userId)
}

/** `"7.5"` → `"7.50"`, `"010"` → `"10.00"`; over $1,000,000 is refused as an invalid param. */
export function checkedThreshold(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  if (cents > MAX_LOW_BALANCE_THRESHOLD_CENTS) {
    const message = 'at most 1000000 is allowed'
    throw invalidParams(
      { field: 'lowBalanceThreshold', issues: [{ field: 'lowBalanceThreshold', message }] },
      message,
      '最大为 1000000',
    )
  }
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}
