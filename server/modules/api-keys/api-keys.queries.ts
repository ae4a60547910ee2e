/**
 * The `api_keys` table for the key methods: every read and write is scoped to one owner (the
 * account, or the team in context) and skips deleted keys, so a key of someone else reads as
 * absent and no method can reveal or change it.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ApiKey, ApiKeyOption, Bundler, MevMode } from '../../../contract/index'
import { API_KEY_FEATURES } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { ApiKeysTable, DB } from '../../db/schema'

/** Who owns a key: an account, or a team. */
export type ApiKeyOwner = { userId: number } | { teamId: number }

/** 24 random bytes: 192 bits, 32 url-safe characters. */
const SECRET_BYTES = 24

/** A new key secret from the cryptographic random source, url-safe (base64url, no padding). */
export function newApiKeySecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url')
}

/** The live keys of `owner`, as a query to narrow further. */
function liveKeysOf(db: Kysely<DB>, owner: ApiKeyOwner) {
  const scoped = db.selectFrom('api_keys').where('deleted_at', 'is', null)
  return 'userId' in owner ? scoped.where('user_id', '=', owner.userId) : scoped.where('team_id', '=', owner.teamId)
}

/** How many live keys `owner` holds. */
export async function liveKeyCount(db: Kysely<DB>, owner: ApiKeyOwner): Promise<number> {
  const row = await liveKeysOf(db, owner)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Stores a new key of `owner` with every feature off and answers it. */
export async function insertApiKey(db: Kysely<DB>, owner: ApiKeyOwner, name: string): Promise<ApiKey> {
  const row = await db
    .insertInto('api_keys')
    .values({
      ...('userId' in owner ? { user_id: owner.userId } : { team_id: owner.teamId }),
      name,
      secret: newApiKeySecret(),
      features: toJsonb(Object.fromEntries(API_KEY_FEATURES.map((feature) => [feature, false]))),
      whitelist: toJsonb([]),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toApiKey(row)
}

/** One live key of `owner`, or null (absent, deleted, or someone else's). */
export async function apiKeyOf(db: Kysely<DB>, owner: ApiKeyOwner, id: number): Promise<ApiKey | null> {
  const row = await liveKeysOf(db, owner).selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toApiKey(row) : null
}

/** A page of `owner`'s live keys, newest first, optionally those whose name contains `keyword`. */
export async function apiKeysOf(
  db: Kysely<DB>,
  owner: ApiKeyOwner,
  { offset, limit, keyword }: { offset: number; limit: number; keyword?: string },
): Promise<{ list: ApiKey[]; total: number }> {
  let query = liveKeysOf(db, owner)
  if (keyword) query = query.where('name', 'ilike', `%${keyword.replace(/[\\%_]/g, '\\$&')}%`)
  // The total rides on the page's rows (a window count): one query for the list, which the page
  // asks on every visit (and the bench measures). Only a page past the end needs its own count.
  const rows = await query
    .selectAll()
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute()
  if (rows[0]) return { list: rows.map(toApiKey), total: Number(rows[0].total) }
  if (offset === 0) return { list: [], total: 0 }
  const count = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
  return { list: [], total: Number(count.n) }
}

/** Every live key of `owner`, ids and names only, newest first. */
export async function apiKeyOptionsOf(db: Kysely<DB>, owner: ApiKeyOwner): Promise<ApiKeyOption[]> {
  const rows = await liveKeysOf(db, owner)
    .select(['id', 'name'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({ id: Number(row.id), name: row.name }))
}

/** Renames a live key of `owner`; answers it, or null when `owner` has no such key. */
export async function renameApiKey(
  db: Kysely<DB>,
  owner: ApiKeyOwner,
  id: number,
  name: string,
): Promise<ApiKey | null> {
  const row = await scopedUpdate(db, owner, id).set({ name, updated_at: new Date() }).returningAll().executeTakeFirst()
  return row ? toApiKey(row) : null
}

/** Soft-deletes a live key of `owner`; answers its name, or null when `owner` has no such key. */
export async function softDeleteApiKey(db: Kysely<DB>, owner: ApiKeyOwner, id: number): Promise<string | null> {
  const now = new Date()
  const row = await scopedUpdate(db, owner, id)
    .set({ deleted_at: now, updated_at: now })
    .returning('name')
    .executeTakeFirst()
  return row?.name ?? null
}

/** One live key row of `owner`, locked until the transaction ends; undefined when absent. */
export function lockedApiKeyRowOf(db: Kysely<DB>, owner: ApiKeyOwner, id: number) {
  return liveKeysOf(db, owner).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/** The settings api-key-settings.methods.ts changes: features, bundler, MEV mode, whitelist. */
export interface ApiKeySettings {
  features?: Record<string, boolean>
  bundler?: Bundler
  mev?: MevMode
  whitelist?: string[]
}

/** Writes `settings` of a live key of `owner`; answers the key, or null when `owner` has no such key. */
export async function updateApiKeySettings(
  db: Kysely<DB>,
  owner: ApiKeyOwner,
  id: number,
  { features, bundler, mev, whitelist }: ApiKeySettings,
): Promise<ApiKey | null> {
  const row = await scopedUpdate(db, owner, id)
    .set({
      ...(features === undefined ? {} : { features: toJsonb(features) }),
      ...(bundler === undefined ? {} : { bundler }),
      ...(mev === undefined ? {} : { mev }),
      ...(whitelist === undefined ? {} : { whitelist: toJsonb(whitelist) }),
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirst()
  return row ? toApiKey(row) : null
}

/** An update of one live key of `owner`. */
export function scopedUpdate(db: Kysely<DB>, owner: ApiKeyOwner, id: number) {
  const scoped = db.updateTable('api_keys').where('id', '=', id).where('deleted_at', 'is', null)
  return 'userId' in owner ? scoped.where('user_id', '=', owner.userId) : scoped.where('team_id', '=', owner.teamId)
}

/** A row in the contract's shape. Service pause arrives with packages: until then `online`. */
export function toApiKey(row: Selectable<ApiKeysTable>): ApiKey {
  const features = row.features ?? {}
  return {
    id: Number(row.id),
    name: row.name,
    key: row.secret,
    status: 'online',
    features: Object.fromEntries(
      API_KEY_FEATURES.map((feature) => [feature, features[feature] === true]),
    ) as ApiKey['features'],
    bundler: row.bundler as Bundler,
    mev: row.mev as MevMode,
    whitelist: row.whitelist ?? [],
    frozen: row.frozen_at !== null,
    previousKeyValidUntil: row.previous_secret_valid_until?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}
