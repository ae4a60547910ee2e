/**
 * The avatar: the picture or the initials, a button to upload a new one and one to go back to
 * the initials. A file that is not a PNG, JPEG or WebP picture, or is over 2 MB, is refused here
 * with a clear message and nothing is sent (the server checks again).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent } from 'react'
import type { UserProfile } from '../../../../contract'
import { AVATAR_MIME_TYPES } from '../../../../contract/http-routes'
import { Button } from '../../../components/ui/button'
import { rpc } from '../../../lib/rpc-client'
import { AccountAvatar } from './account-avatar'
import { checkAvatarFile } from './avatar-checks'
import { ProfileSection } from './profile-section'
import { recordProfile } from './record-profile'
import { serverErrorText } from './server-error-text'
import { uploadAvatar } from './upload-avatar'

export function AvatarSection({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const name = profile.nickname || profile.email || ''

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = '' // choosing the same file again is a new choice
    if (!file) return
    setDone(null)
    const problem = await checkAvatarFile(file)
    if (problem) {
      setError(i18n._(problem))
      return
    }
    setError(null)
    setBusy('upload')
    try {
      await uploadAvatar(file)
      setDone(t`Your new picture is saved.`)
    } catch (failure) {
      setError(serverErrorText(failure))
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    setError(null)
    setDone(null)
    setBusy('remove')
    try {
      await recordProfile(await rpc('hub_removeAvatar', {}))
      setDone(t`Your picture is removed.`)
    } catch (failure) {
      setError(serverErrorText(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <ProfileSection
      title={<Trans>Avatar</Trans>}
      description={<Trans>A PNG, JPEG or WebP picture of at most 2 MB.</Trans>}
    >
      <div className="flex flex-wrap items-center gap-4">
        <AccountAvatar
          name={name}
          src={profile.avatar}
          label={profile.avatar ? t`Your avatar` : t`Your initials (no picture)`}
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            hidden
            data-testid="avatar-file"
            onChange={(event) => void choose(event)}
          />
          <Button
            variant="secondary"
            loading={busy === 'upload'}
            disabled={busy !== null}
            onClick={() => input.current?.click()}
          >
            <Trans>Upload a picture</Trans>
          </Button>
          {profile.avatar && (
            <Button variant="ghost" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void remove()}>
              <Trans>Remove picture</Trans>
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
          {done}
        </p>
      )}
    </ProfileSection>
  )
}
