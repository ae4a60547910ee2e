/**
 * What the page checks before an avatar is uploaded: a PNG, JPEG or WebP picture (by its first
 * bytes, not only its name) of at most 2 MiB. A bad file gets a clear message and nothing is
 * sent; the server checks the content again (contract/http-routes.ts).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../../../../contract/http-routes'

export type AvatarKind = (typeof AVATAR_MIME_TYPES)[number]

/** What the first bytes say the file is, or null when it is none of the pictures we take. */
export function imageKindOf(head: Uint8Array): AvatarKind | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** Why `file` cannot be an avatar, or null when it can. `head` is its first 12 bytes (or fewer). */
export function avatarProblem(file: { size: number; type: string }, head: Uint8Array): MessageDescriptor | null {
  const declared = (AVATAR_MIME_TYPES as readonly string[]).includes(file.type)
  if (!declared || imageKindOf(head) === null) return msg`Choose a PNG, JPEG or WebP picture.`
  if (file.size > AVATAR_MAX_BYTES) return msg`The picture is larger than 2 MB. Choose a smaller one.`
  return null
}

/** Reads a chosen file's first bytes and checks it (see avatarProblem). */
export async function checkAvatarFile(file: Blob): Promise<MessageDescriptor | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  return avatarProblem(file, head)
}
