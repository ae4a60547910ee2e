/**
 * The account's picture: checking an upload, storing it, serving it, removing it. The bytes live
 * in `avatars` (one row per account) because every server instance must serve them. The picture
 * is judged by its content, never by its name or the type the browser claims: only PNG, JPEG and
 * WebP (`AVATAR_MIME_TYPES`, no SVG: it can carry script), at most `AVATAR_MAX_BYTES`.
 *
 * Its URL names one picture forever, `<origin>/upload/avatar/<user id>/<version>`, the version
 * being the start of the bytes' SHA-256, so it is served with a year of caching and a new picture
 * gets a new URL. `users.avatar` holds that absolute URL (see server/README.md for the origin).
 */
import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import type { Kysely } from 'kysely'
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, AVATAR_UPLOAD_PATH } from '../../../contract/index'
import type { AvatarsTable, DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { businessRule, type HubRpcError } from '../../rpc/errors'

/** Where pictures are served: `GET /upload/avatar/<user id>/<version>`. */
export const AVATAR_FILE_PATH = AVATAR_UPLOAD_PATH

/** A picture that passed the checks. */
export interface CheckedAvatar {
  bytes: Uint8Array
  mimeType: AvatarsTable['mime_type']
  version: string
}

/** The picture's type by its content; 10422 when it is not one we take. */
export async function checkAvatar(bytes: Uint8Array): Promise<CheckedAvatar> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw avatarTooLarge()
  if (bytes.byteLength === 0) throw notAnImage()
  const detected = await fileTypeFromBuffer(bytes)
  const mimeType = AVATAR_MIME_TYPES.find((type) => type === detected?.mime)
  if (!mimeType) throw notAnImage()
  return { bytes, mimeType, version: createHash('sha256').update(bytes).digest('hex').slice(0, 16) }
}

/** Stores the picture of `userId` and points the profile at its URL on `origin`. */
export async function saveAvatar(db: Kysely<DB>, userId: number, avatar: CheckedAvatar, origin: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = { version: avatar.version, mime_type: avatar.mimeType, bytes: avatar.bytes, updated_at: new Date() }
    await trx
      .insertInto('avatars')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute()
    await trx
      .updateTable('users')
      .set({ avatar: avatarUrl(origin, userId, avatar.version), updated_at: new Date() })
      .where('id', '=', userId)
      .execute()
  })
}

/** Back to the default picture: the row goes, and the old URL answers 404 from now on. */
export async function removeAvatar(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('avatars').where('user_id', '=', userId).execute()
  await db.updateTable('users').set({ avatar: null, updated_at: new Date() }).where('id', '=', userId).execute()
}

/** The picture at `userId`/`version`, or undefined when that is not the account's picture now. */
export async function loadAvatar(
  db: Kysely<DB>,
  userId: number,
  version: string,
): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
  const row = await db
    .selectFrom('avatars')
    .select(['bytes', 'mime_type'])
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst()
  return row && { bytes: row.bytes, mimeType: row.mime_type }
}

/** The absolute URL of a stored picture. */
export function avatarUrl(origin: string, userId: number, version: string): string {
  return `${origin}${AVATAR_FILE_PATH}/${userId}/${version}`
}

/** 10422: over the size limit. */
export function avatarTooLarge(): HubRpcError {
  const megabytes = AVATAR_MAX_BYTES / (1024 * 1024)
  return businessRule(`The picture is too large: at most ${megabytes} MB`, `图片过大：最大 ${megabytes} MB`, {
    reason: 'too_large',
    maxBytes: AVATAR_MAX_BYTES,
  })
}

function notAnImage(): HubRpcError {
  return businessRule(
    'This file is not a picture we can use: choose a PNG, JPEG or WebP image',
    '该文件不是可用的图片：请选择 PNG、JPEG 或 WebP 格式的图片',
    { reason: 'not_image' },
  )
}
