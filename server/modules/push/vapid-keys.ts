/**
 * The server's VAPID identity (RFC 8292): the key pair push services check our signature with,
 * and the contact they may write to. Keys from the environment win; without them a pair is
 * generated on first use and stored in `server_settings`, so restarts and every instance sign
 * with the same key and browsers' subscriptions (bound to that key) keep working.
 */
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import { DEFAULT_SUPPORT_EMAIL, type VapidSettings } from '../../config'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'

/** What signing a push request needs. */
export interface VapidDetails {
  /** Uncompressed P-256 point, base64url. */
  publicKey: string
  /** P-256 private scalar, base64url. */
  privateKey: string
  /** `mailto:` or `https:`. */
  subject: string
}

/** No `HUBDECK_VAPID_*` set: a generated, stored pair and the support address. */
export const GENERATED_VAPID: VapidSettings = { keys: null, subject: null }

/** The `server_settings` key of the generated pair. */
export const VAPID_SETTING_KEY = 'vapid_keys'

/** The VAPID identity to sign with: the configured keys, or the stored (generated once) pair. */
export async function vapidDetails(db: Kysely<DB>, settings: VapidSettings = GENERATED_VAPID): Promise<VapidDetails> {
  const subject = settings.subject ?? `mailto:${DEFAULT_SUPPORT_EMAIL}`
  const keys = settings.keys ?? (await storedKeys(db))
  return { ...keys, subject }
}

/**
 * The stored pair, generating it the first time. Two instances starting together both try to
 * insert; `on conflict do nothing` keeps the first, and both then read that one.
 */
async function storedKeys(db: Kysely<DB>): Promise<{ publicKey: string; privateKey: string }> {
  const stored = await readKeys(db)
  if (stored) return stored
  const generated = webpush.generateVAPIDKeys()
  await db
    .insertInto('server_settings')
    .values({ key: VAPID_SETTING_KEY, value: toJsonb(generated) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const kept = await readKeys(db)
  if (!kept) throw new Error('the generated VAPID keys were not stored')
  return kept
}

async function readKeys(db: Kysely<DB>): Promise<{ publicKey: string; privateKey: string } | null> {
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('key', '=', VAPID_SETTING_KEY)
    .executeTakeFirst()
  const value = row?.value as { publicKey?: unknown; privateKey?: unknown } | undefined
  if (typeof value?.publicKey !== 'string' || typeof value.privateKey !== 'string') return null
  return { publicKey: value.publicKey, privateKey: value.privateKey }
}
