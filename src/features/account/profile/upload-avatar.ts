/**
 * Sends a chosen picture to the avatar upload route (multipart, field `file`, the session's bearer
 * token) and records the profile it answers. Failures are told by the RPC client's policy.
 */
import type { UserProfile } from '../../../../contract'
import { AVATAR_FIELD, AVATAR_UPLOAD_PATH } from '../../../../contract/http-routes'
import { postForm } from '../../../lib/rpc-client'
import { recordProfile } from './record-profile'

export async function uploadAvatar(file: File): Promise<UserProfile> {
  const form = new FormData()
  form.append(AVATAR_FIELD, file, file.name)
  const profile = await postForm<UserProfile>(AVATAR_UPLOAD_PATH, form, 'upload:avatar')
  await recordProfile(profile)
  return profile
}
