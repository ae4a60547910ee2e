/**
 * The codes mailed links carry: 256 random bits (base64url, 43 characters), stored only as their
 * SHA-256, valid 24 hours, single-use. Using one is one conditional update, so two uses sent
 * together cannot both succeed.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { CodeStatus } from '../../../contract/index'
import type { DB, MailCodesTable } from '../../db/schema'
import { businessRule, type HubRpcError } from '../../rpc/errors'
import { hashToken } from './sessions'

/** How long a mailed code works. */
export const MAIL_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000

export type MailCodePurpose = MailCodesTable['purpose']

/** Stores a new code for `userId` and answers it (the only time it exists in clear); forgets codes expired a day ago. */
export async function issueMailCode(
  db: Kysely<DB>,
  purpose: MailCodePurpose,
  user: { userId: number; email: string },
): Promise<string> {
  const code = randomBytes(32).toString('base64url')
  await db
    .deleteFrom('mail_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute()
  await db
    .insertInto('mail_codes')
    .values({
      code_hash: hashToken(code),
      purpose,
      user_id: user.userId,
      email: user.email,
      expires_at: new Date(Date.now() + MAIL_CODE_LIFETIME_MS),
    })
    .execute()
  return code
}

/** What a code is worth now, and the address it was sent to (null when it is invalid). */
export async function mailCodeStatus(
  db: Kysely<DB>,
  purpose: MailCodePurpose,
  code: string,
): Promise<{ status: CodeStatus; email: string | null }> {
  const row = await db
    .selectFrom('mail_codes')
    .select(['email', 'used_at', 'expires_at'])
    .where('code_hash', '=', hashToken(code))
    .where('purpose', '=', purpose)
    .executeTakeFirst()
  if (!row) return { status: 'invalid', email: null }
  if (row.used_at) return { status: 'used', email: row.email }
  if (row.expires_at.getTime() <= Date.now()) return { status: 'expired', email: row.email }
  return { status: 'valid', email: row.email }
}

/**
 * Uses a code: answers its user and address, or throws 10422 saying why it cannot be used
 * (`data.status`: used, expired or invalid) and changes nothing.
 */
export async function useMailCode(
  db: Kysely<DB>,
  purpose: MailCodePurpose,
  code: string,
): Promise<{ userId: number; email: string }> {
  const row = await db
    .updateTable('mail_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'email'])
    .executeTakeFirst()
  if (row) return { userId: Number(row.user_id), email: row.email }
  const { status } = await mailCodeStatus(db, purpose, code)
  throw unusableCode(purpose, status === 'valid' ? 'used' : status)
}

/** What the refusals call a code of each purpose, in English and Chinese. */
const CODE_NAMES: Record<MailCodePurpose, [string, string]> = {
  email_confirm: ['confirmation link', '确认链接'],
  password_reset: ['password reset link', '重置密码链接'],
  email_bind: ['e-mail binding code', '邮箱绑定验证码'],
}

/** The 10422 of a code that cannot be used, saying why (`data.status`). */
export function unusableCode(purpose: MailCodePurpose, status: CodeStatus): HubRpcError {
  const [what, whatZh] = CODE_NAMES[purpose]
  const [message, messageZh] =
    status === 'used'
      ? [`This ${what} has already been used`, `该${whatZh}已被使用`]
      : status === 'expired'
        ? [`This ${what} has expired, please ask for a new one`, `该${whatZh}已过期，请重新获取`]
        : [`This ${what} is not valid`, `该${whatZh}无效`]
  return businessRule(message, messageZh, { status })
}
