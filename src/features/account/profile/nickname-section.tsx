/**
 * The nickname, edited in place: Edit turns it into a field, Enter or Save keeps it, Escape or
 * Cancel puts it back. The change is a command (profile.commands.ts): it shows at once, waits in
 * the outbox while offline and is sent once; a refused change disappears with the command.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { runCommand } from '../../../store/store-client'
import { useOutbox } from '../../../store/use-view'
import { nicknameProblem, NICKNAME_MAX_LENGTH } from './profile-checks'
import { setNickname } from './profile.commands'
import { ProfileSection } from './profile-section'
import { WaitingBadge } from './waiting-badge'

export function NicknameSection({ nickname }: { nickname: string }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<string | null>(null)
  const waiting = useOutbox().some((row) => row.command === setNickname.name)
  const problem = draft === null ? null : nicknameProblem(draft)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)

  // Back from editing, focus returns to the Edit button instead of falling to the page.
  useEffect(() => {
    if (draft === null && wasEditing.current) editButton.current?.focus()
    wasEditing.current = draft !== null
  }, [draft])

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (draft === null || problem) return
    const next = draft.trim()
    setDraft(null)
    if (next !== nickname) void runCommand(setNickname, { nickname: next })
  }

  return (
    <ProfileSection title={<Trans>Nickname</Trans>}>
      {draft === null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 text-base font-medium break-words" data-testid="profile-nickname">
            {nickname}
          </p>
          {waiting && <WaitingBadge />}
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            onClick={() => setDraft(nickname)}
            aria-label={t`Edit nickname`}
          >
            <Trans>Edit</Trans>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={save} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t`Nickname`}
            name="nickname"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(null)
            }}
            maxLength={NICKNAME_MAX_LENGTH * 2}
            autoComplete="nickname"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this field
            autoFocus
            error={problem ? i18n._(problem) : null}
            className="min-w-0 flex-1"
          />
          <div className="flex gap-2 sm:mt-6">
            <Button type="submit" disabled={problem !== null}>
              <Trans>Save</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setDraft(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </ProfileSection>
  )
}
