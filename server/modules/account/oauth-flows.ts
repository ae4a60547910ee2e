/**
 * What the server keeps between the steps of an OAuth login (tables `oauth_flows` and
 * `oauth_tickets`, migration 0012): the flow under its state from the start to the callback
 * (10 minutes, one use), and a new identity's claims under a ticket from the callback to
 * hub_oauthRegister (30 minutes, one use). Both are stored only as SHA-256, so a database read
 * does not hand out live states or tickets. Using one is a single conditional update: of two uses
 * at once only one wins. Run it in the transaction of what it authorises, so a refusal after it
 * puts it back.
 */
import { createHash, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { businessRule } from '../../rpc/errors'
import type { OauthClaims, OauthPurpose, OauthStart } from './oauth-client'

/** A started login or binding may come back within 10 minutes. */
export const OAUTH_FLOW_LIFETIME_MS = 10 * 60 * 1000

/** hub_oauthRegister must follow hub_checkOauthCode within 30 minutes. */
export const OAUTH_TICKET_LIFETIME_MS = 30 * 60 * 1000

/** Used and expired rows are deleted a day after they expire. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000

/** What a flow's callback needs, kept under its state. */
export interface KeptFlow {
  codeVerifier: string
  nonce: string
}

/** A new identity waiting for hub_oauthRegister. */
export interface TicketClaims {
  provider: string
  subject: string
  account: string
  email: string | null
  emailVerified: boolean
  nickname: string | null
}

/** Keeps a started flow under its state; `userId` is the account a binding is for. */
export async function saveFlow(
  db: Kysely<DB>,
  start: OauthStart,
  flow: { provider: string; purpose: OauthPurpose; userId: number | null },
): Promise<void> {
  const now = Date.now()
  await db
    .deleteFrom('oauth_flows')
    .where('expires_at', '<', new Date(now - KEPT_AFTER_EXPIRY_MS))
    .execute()
  await db
    .insertInto('oauth_flows')
    .values({
      state_hash: sha256(start.state),
      provider: flow.provider,
      purpose: flow.purpose,
      user_id: flow.userId,
      code_verifier: start.codeVerifier,
      nonce: start.nonce,
      expires_at: new Date(now + OAUTH_FLOW_LIFETIME_MS),
    })
    .execute()
}

/**
 * Uses the flow of `state`, which must have been started for this provider, purpose and (for a
 * binding) account. Refusals are 10422 with `data.reason` `state_invalid`, `state_used` or
 * `state_expired`.
 */
export async function useFlow(
  db: Kysely<DB>,
  state: string,
  expected: { provider: string; purpose: OauthPurpose; userId: number | null },
): Promise<KeptFlow> {
  const stateHash = sha256(state)
  const used = await db
    .updateTable('oauth_flows')
    .set({ used_at: sql<Date>`now()` })
    .where('state_hash', '=', stateHash)
    .where('provider', '=', expected.provider)
    .where('purpose', '=', expected.purpose)
    .where((eb) => (expected.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', expected.userId)))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_verifier', 'nonce'])
    .executeTakeFirst()
  if (used) return { codeVerifier: used.code_verifier, nonce: used.nonce }

  const row = await db
    .selectFrom('oauth_flows')
    .select(['provider', 'purpose', 'user_id', 'used_at', 'expires_at'])
    .where('state_hash', '=', stateHash)
    .executeTakeFirst()
  const matches =
    row &&
    row.provider === expected.provider &&
    row.purpose === expected.purpose &&
    (row.user_id === null ? null : Number(row.user_id)) === expected.userId
  if (!matches)
    throw businessRule(
      'This sign-in did not start here or has been tampered with, please start again',
      '该登录请求无效（并非由本站发起或已被篡改），请重新开始',
      { reason: 'state_invalid' },
    )
  if (row.used_at)
    throw businessRule(
      'This sign-in has already been completed, please start again',
      '该登录请求已使用过，请重新开始',
      {
        reason: 'state_used',
      },
    )
  throw businessRule(
    'This sign-in took longer than 10 minutes, please start again',
    '该登录请求已超过 10 分钟，请重新开始',
    {
      reason: 'state_expired',
    },
  )
}

/** Keeps a new identity's claims for hub_oauthRegister; answers the ticket. */
export async function issueTicket(db: Kysely<DB>, claims: TicketClaims): Promise<string> {
  const now = Date.now()
  await db
    .deleteFrom('oauth_tickets')
    .where('expires_at', '<', new Date(now - KEPT_AFTER_EXPIRY_MS))
    .execute()
  const ticket = randomBytes(32).toString('base64url')
  await db
    .insertInto('oauth_tickets')
    .values({
      ticket_hash: sha256(ticket),
      provider: claims.provider,
      subject: claims.subject,
      account: claims.account,
      email: claims.email,
      email_verified: claims.emailVerified,
      nickname: claims.nickname,
      expires_at: new Date(now + OAUTH_TICKET_LIFETIME_MS),
    })
    .execute()
  return ticket
}

/** Uses a ticket; 10422 with `data.reason` `ticket_invalid`, `ticket_used` or `ticket_expired`. */
export async function useTicket(db: Kysely<DB>, ticket: string): Promise<TicketClaims> {
  const ticketHash = sha256(ticket)
  const used = await db
    .updateTable('oauth_tickets')
    .set({ used_at: sql<Date>`now()` })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['provider', 'subject', 'account', 'email', 'email_verified', 'nickname'])
    .executeTakeFirst()
  if (used)
    return {
      provider: used.provider,
      subject: used.subject,
      account: used.account,
      email: used.email,
      emailVerified: used.email_verified,
      nickname: used.nickname,
    }
  const row = await db
    .selectFrom('oauth_tickets')
    .select(['used_at'])
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst()
  if (!row)
    throw businessRule('This registration link is not valid, please log in again', '该注册请求无效，请重新登录', {
      reason: 'ticket_invalid',
    })
  if (row.used_at)
    throw businessRule('This account has already been created, please log in', '该账户已创建，请直接登录', {
      reason: 'ticket_used',
    })
  throw businessRule(
    'The registration took longer than 30 minutes, please log in again',
    '注册已超过 30 分钟，请重新登录',
    { reason: 'ticket_expired' },
  )
}

/** The ticket's claims, from a checked login; `account` is what to show for the identity. */
export function ticketClaims(provider: string, claims: OauthClaims): TicketClaims {
  return {
    provider,
    subject: claims.subject,
    account: displayAccount(claims),
    email: claims.email,
    emailVerified: claims.emailVerified,
    nickname: (claims.preferredUsername ?? claims.name ?? claims.email?.split('@')[0] ?? null)?.slice(0, 64) ?? null,
  }
}

/** What the provider calls the user: the e-mail, else preferred_username, else the subject. */
export function displayAccount(claims: OauthClaims): string {
  return claims.email ?? claims.preferredUsername ?? claims.subject
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
