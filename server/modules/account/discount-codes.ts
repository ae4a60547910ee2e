/**
 * Promo (discount) codes: what a code gives, applying one to an account, and the codes a
 * development server starts with. An account applies each code once; the newest code it applied
 * is the one that counts (`users.promo_code`), and a code with `max_uses` goes to that many
 * accounts, counted by one conditional update so two accounts cannot both take the last use.
 * Codes are matched in any case and stored upper-case.
 */
import { sql, type Kysely } from 'kysely'
import type { DiscountCodeDetail } from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { Locale } from '../../rpc/context'
import { businessRule, HubRpcError } from '../../rpc/errors'

/** Why a code cannot be applied (`data.reason` of its 10422). */
export type DiscountCodeRefusal = 'unknown' | 'expired' | 'applied' | 'used_up'

/**
 * The codes a development server seeds (never production), so the profile's promo code can be
 * tried: see server/README.md.
 */
export const DEV_DISCOUNT_CODES = [
  {
    code: 'WELCOME10',
    description: '10% off every package',
    description_zh: '所有套餐 9 折',
    percent_off: '10',
    amount_off: null,
    expires_at: null,
    max_uses: null,
  },
  {
    code: 'LAUNCH5',
    description: '$5 off each purchase, for the first 100 accounts',
    description_zh: '每次购买立减 5 美元，限前 100 个账户',
    percent_off: null,
    amount_off: '5.00',
    expires_at: null,
    max_uses: 100,
  },
  {
    code: 'SPRING2020',
    description: '20% off (expired, to see the refusal)',
    description_zh: '8 折（已过期，用于查看拒绝提示）',
    percent_off: '20',
    amount_off: null,
    expires_at: '2020-06-01T00:00:00.000Z',
    max_uses: null,
  },
] as const

/** Inserts the development codes that are missing; leaves edited ones alone. */
export async function seedDevDiscountCodes(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('discount_codes')
    .values(DEV_DISCOUNT_CODES.map((code) => ({ ...code })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
}

/**
 * Applies `typed` to the account and answers what it gives; 10422 (changing nothing) when the
 * code is unknown, expired, already applied by this account, or used up. Call it in a transaction.
 */
export async function applyDiscountCode(
  db: Kysely<DB>,
  userId: number,
  typed: string,
  locale: Locale,
): Promise<DiscountCodeDetail> {
  const code = typed.trim().toUpperCase()
  const row = await db.selectFrom('discount_codes').select('expires_at').where('code', '=', code).executeTakeFirst()
  if (!row) throw refusal('unknown')
  if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw refusal('expired')
  const applied = await db
    .selectFrom('discount_code_redemptions')
    .select('code')
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .executeTakeFirst()
  if (applied) throw refusal('applied')
  const taken = await db
    .updateTable('discount_codes')
    .set({ used_count: sql<number>`used_count + 1` })
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returning('code')
    .executeTakeFirst()
  if (!taken) throw refusal('used_up')
  const redeemed = await db
    .insertInto('discount_code_redemptions')
    .values({ user_id: userId, code })
    .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
    .returning('code')
    .executeTakeFirst()
  // The same account applying the same code twice at once: the caller's transaction undoes the use.
  if (!redeemed) throw refusal('applied')
  await db.updateTable('users').set({ promo_code: code, updated_at: new Date() }).where('id', '=', userId).execute()
  const detail = await loadDiscountCodeDetail(db, userId, locale)
  if (!detail) throw new Error(`applied code ${code} not found`)
  return detail
}

/**
 * A promo code typed at sign-up: applied when it can be, else ignored, so a mistyped marketing
 * code never stops a registration. The profile's promoCode then shows only a code that applies.
 */
export async function applySignUpPromoCode(
  db: Kysely<DB>,
  userId: number,
  typed: string | null | undefined,
  locale: Locale,
): Promise<void> {
  if (!typed) return
  try {
    await applyDiscountCode(db, userId, typed, locale)
  } catch (error) {
    if (!isDiscountRefusal(error)) throw error
  }
}

/** The code the account applied last, in `locale`; null when it has none. */
export async function loadDiscountCodeDetail(
  db: Kysely<DB>,
  userId: number,
  locale: Locale,
): Promise<DiscountCodeDetail | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('discount_codes', 'discount_codes.code', 'users.promo_code')
    .innerJoin('discount_code_redemptions', (join) =>
      join
        .onRef('discount_code_redemptions.code', '=', 'discount_codes.code')
        .onRef('discount_code_redemptions.user_id', '=', 'users.id'),
    )
    .select([
      'discount_codes.code',
      'discount_codes.description',
      'discount_codes.description_zh',
      sql<string | null>`discount_codes.percent_off::text`.as('percent_off'),
      sql<string | null>`discount_codes.amount_off::text`.as('amount_off'),
      'discount_codes.expires_at',
      'discount_code_redemptions.applied_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  if (!row) return null
  return {
    code: row.code,
    description: locale === 'zh' ? row.description_zh : row.description,
    percentOff: row.percent_off === null ? null : withoutTrailingZeros(row.percent_off),
    amountOff: row.amount_off,
    appliedAt: row.applied_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
  }
}

const REFUSALS: Record<DiscountCodeRefusal, [string, string]> = {
  unknown: ['This promo code does not exist', '该优惠码不存在'],
  expired: ['This promo code has expired', '该优惠码已过期'],
  applied: ['You have already applied this promo code', '您已使用过该优惠码'],
  used_up: ['This promo code has reached its limit of uses', '该优惠码已达到使用次数上限'],
}

function refusal(reason: DiscountCodeRefusal): HubRpcError {
  const [message, messageZh] = REFUSALS[reason]
  return businessRule(message, messageZh, { reason })
}

function isDiscountRefusal(error: unknown): boolean {
  const reason = error instanceof HubRpcError ? error.data?.reason : undefined
  return typeof reason === 'string' && Object.hasOwn(REFUSALS, reason)
}

/** `"10.00"` → `"10"`, `"12.50"` → `"12.5"`: a percentage as people write it. */
function withoutTrailingZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}
