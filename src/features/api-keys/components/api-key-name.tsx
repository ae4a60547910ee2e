/**
 * A key's name, renamed in place: the Rename button turns the name into a field, Enter (or Save)
 * queues the rename, Escape (or Cancel) puts the name back, and focus returns to the button. The
 * rename is a queued command, so it works offline and shows as waiting until the server has it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast-store'
import { runCommand } from '../../../store/store-client'
import { renameApiKey } from '../api-keys.commands'
import { checkKeyName } from '../key-name-rules'
import { keyNameProblem } from './key-name-problem'

export interface ApiKeyNameProps {
  apiKey: ApiKey
  /** Id of the heading that names the key's card. */
  headingId: string
  /** Why the caller's team role may not rename keys; null when it may. */
  refusal?: string | null
}

export function ApiKeyName({ apiKey, headingId, refusal = null }: ApiKeyNameProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const renameButton = useRef<HTMLButtonElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  const editing = draft !== null
  const name = apiKey.name

  useEffect(() => {
    if (editing) field.current?.select()
  }, [editing])

  function stop() {
    setDraft(null)
    setError(null)
    // After React has put the button back.
    queueMicrotask(() => renameButton.current?.focus())
  }

  function save() {
    const check = checkKeyName(draft ?? '')
    const problem = keyNameProblem(check)
    if (!check.ok) {
      setError(problem ? t(problem) : null)
      return
    }
    const newName = check.name
    if (newName !== name) {
      void runCommand(renameApiKey, { id: apiKey.id, name: newName })
      toast.success(
        navigator.onLine ? t`Renamed to ${newName}.` : t`Renamed to ${newName}. It syncs when you are back online.`,
      )
    }
    stop()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      save()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      stop()
    }
  }

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <h3 id={headingId} className="truncate text-base font-semibold">
          {apiKey.name}
        </h3>
        <Button
          ref={renameButton}
          variant="ghost"
          size="sm"
          aria-label={t`Rename ${name}`}
          disabled={refusal !== null}
          title={refusal ?? undefined}
          onClick={() => setDraft(apiKey.name)}
        >
          <Trans>Rename</Trans>
        </Button>
      </div>
    )
  }

  return (
    <div className="min-w-0 flex-1">
      <h3 id={headingId} className="sr-only">
        {apiKey.name}
      </h3>
      <label htmlFor={fieldId} className="sr-only">
        <Trans>Key name</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={field}
          id={fieldId}
          value={draft}
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            setError(null)
          }}
          onKeyDown={onKeyDown}
          className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
        />
        <Button size="sm" onClick={save}>
          <Trans>Save</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={stop}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
