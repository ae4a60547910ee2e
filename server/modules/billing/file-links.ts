/**
 * Short-lived signed links to files this server makes (CSV exports, invoice PDFs): the path
 * names the file, `expires` (Unix seconds) when the link stops working, and `sig` an HMAC-SHA256
 * of both under a server secret. Anyone holding the link may fetch the file until it expires —
 * it is what lets a browser download it without a session — and no one can make or stretch one.
 *
 * The secret is generated once and kept in `server_settings` (like the VAPID keys), so every
 * instance verifies the links any other signed, and a restart breaks none.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'

/** The `server_settings` key of the signing secret. */
export const FILE_LINK_SECRET_KEY = 'file_link_secret'

/** What a link points at: the route prefix of its kind and the file's id there. */
export interface LinkTarget {
  kind: 'exports' | 'invoices'
  id: string
}

/** A signed link. */
export interface SignedLink {
  /** Path and query on this server (the app and its files share one origin). */
  url: string
  expiresAt: Date
}

/** Why a link is refused. */
export type LinkCheck = 'valid' | 'tampered' | 'expired'

/** The route path of a target, without the signature. */
export function linkPath(target: LinkTarget): string {
  return `/files/${target.kind}/${encodeURIComponent(target.id)}`
}

/** Signs a link to `target` valid for `ttlMs` from `now`. */
export async function signLink(
  db: Kysely<DB>,
  target: LinkTarget,
  ttlMs: number,
  now = Date.now(),
): Promise<SignedLink> {
  const expires = Math.floor((now + ttlMs) / 1000)
  const sig = signatureOf(await fileLinkSecret(db), target, expires)
  return { url: `${linkPath(target)}?expires=${expires}&sig=${sig}`, expiresAt: new Date(expires * 1000) }
}

/**
 * Checks a link's `expires` and `sig`. The signature first: a link whose expiry was edited is
 * tampered, not expired.
 */
export async function checkLink(
  db: Kysely<DB>,
  target: LinkTarget,
  query: { expires?: string; sig?: string },
  now = Date.now(),
): Promise<LinkCheck> {
  const expires = Number(query.expires)
  if (!/^\d{1,12}$/.test(query.expires ?? '') || typeof query.sig !== 'string') return 'tampered'
  const expected = Buffer.from(signatureOf(await fileLinkSecret(db), target, expires))
  const given = Buffer.from(query.sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered'
  return expires * 1000 <= now ? 'expired' : 'valid'
}

function signatureOf(secret: Buffer, target: LinkTarget, expires: number): string {
  return createHmac('sha256', secret).update(`${target.kind}:${target.id}:${expires}`, 'utf8').digest('base64url')
}

/** The secret, read once per database (a test process runs several servers, each its own). */
const secrets = new WeakMap<Kysely<DB>, Promise<Buffer>>()

function fileLinkSecret(db: Kysely<DB>): Promise<Buffer> {
  let secret = secrets.get(db)
  if (!secret) {
    secret = storedSecret(db)
    secrets.set(db, secret)
    // A failed read is not kept: the next link tries again.
    secret.catch(() => secrets.delete(db))
  }
  return secret
}

/**
 * The stored secret, generated the first time. Two instances starting together both try to
 * insert; `on conflict do nothing` keeps the first, and both then read that one.
 */
async function storedSecret(db: Kysely<DB>): Promise<Buffer> {
  const read = async () => {
    const row = await db
      .selectFrom('server_settings')
      .select('value')
      .where('key', '=', FILE_LINK_SECRET_KEY)
      .executeTakeFirst()
    const value = row?.value as { secret?: unknown } | undefined
    return typeof value?.secret === 'string' ? Buffer.from(value.secret, 'base64url') : null
  }
  const stored = await read()
  if (stored) return stored
  await db
    .insertInto('server_settings')
    .values({ key: FILE_LINK_SECRET_KEY, value: toJsonb({ secret: randomBytes(32).toString('base64url') }) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const kept = await read()
  if (!kept) throw new Error('the file link secret was not stored')
  return kept
}
