/**
 * Reading and creating accounts, and the contract's UserProfile: the `users` row with the teams
 * (modules/teams), OAuth identities and live personal API keys (modules/api-keys) it has. Every
 * answer with a profile, a Session's included, loads it here.
 */
import type { Kysely, Selectable } from 'kysely'
import type { OauthBinding, TeamEntry, UserProfile } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { DB, UsersTable } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { notFound } from '../../rpc/errors'
import { liveKeyCount } from '../api-keys/api-keys.queries'
import { hasOpenInvite, teamEntriesOf } from '../teams/teams.queries'
import { createWallet } from '../wallet/wallet.queries'
import { emailConfigOf } from './email-config'
import { oauthBindingsOf } from './oauth-identities'
import { hashPassword } from './password'

/** The id of the account with this e-mail, or 50404 naming it (dev-only methods find accounts so). */
export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  if (!user) throw notFound(`No account has the e-mail ${email}`, `没有使用邮箱 ${email} 的账户`)
  return Number(user.id)
}

/** The profile of `userId`; 50404 when the account is gone. */
export async function loadProfile(db: Kysely<DB>, userId: number): Promise<UserProfile> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!row) throw notFound('The account no longer exists', '账户不存在')
  const { list } = await teamEntriesOf(db, userId)
  return toProfile(row, {
    teamList: list,
    hasInvite: await hasOpenInvite(db, row.email),
    oauth: await oauthBindingsOf(db, userId),
    totalApiKeys: await liveKeyCount(db, { userId }),
  })
}

/** What the profile says beyond the `users` row. */
interface ProfileRelations {
  /** The user's teams, owned first. */
  teamList: TeamEntry[]
  /** Invitations are waiting. */
  hasInvite: boolean
  oauth: OauthBinding[]
  /** Live personal API keys (team keys are not counted). */
  totalApiKeys: number
}

/** A new account with its (empty) wallet, in one transaction. */
export async function createUser(
  db: Kysely<DB>,
  input: {
    email: string
    passwordHash: string
    nickname?: string
    language?: 'en' | 'zh'
    initialized?: boolean
    /** The scrypt of `passwordHash` when the caller has it already (dev accounts share one: dev.methods.ts). */
    storedPassword?: Promise<string>
  },
): Promise<number> {
  const stored = await (input.storedPassword ?? hashPassword(input.passwordHash))
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        email: input.email.toLowerCase(),
        password_hash: stored,
        nickname: input.nickname ?? input.email.split('@')[0] ?? input.email,
        language: input.language ?? 'en',
        initialized: input.initialized ?? false,
        email_config: toJsonb({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await createWallet(trx, { userId: Number(id) })
    return Number(id)
  })
}

function toProfile(row: Selectable<UsersTable>, relations: ProfileRelations): UserProfile {
  return {
    id: Number(row.id),
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    totalApiKeys: relations.totalApiKeys,
    oauth: relations.oauth,
    walletAddress: row.wallet_address,
    mailStatus: row.mail_status,
    initialized: row.initialized,
    rechargeTips: row.recharge_tips,
    isNoPassword: row.password_hash === null,
    teamList: relations.teamList,
    hasTeam: relations.teamList.length > 0,
    hasInvite: relations.hasInvite,
    userType: row.user_type,
    acceptTerm: row.accept_term,
    language: row.language,
    emailConfig: emailConfigOf(row.email_config),
    promoCode: row.promo_code,
    createdAt: row.created_at.toISOString(),
  }
}
