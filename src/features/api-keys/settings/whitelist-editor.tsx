/**
 * The whitelist editor: the entries, a field that checks what is typed as it is typed (the
 * contract's rules, shared with the server), the limit as "3 of 10", and one save for the whole
 * list (hub_updateApiKey replaces it). A refusal from the server is shown at the entry it names.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import { MAX_WHITELIST_ENTRIES } from '../../../../contract/methods/api-keys'
import type { WhitelistProblem } from '../../../../contract/whitelist'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { rpc } from '../../../lib/rpc-client'
import { SettingFailureMessage } from './setting-failure-message'
import { useSettingSave } from './use-setting-save'
import { addToDraft, candidateProblem, draftProblem, isDraftChanged, withLocalHint } from './whitelist-draft'
import { useWhitelistProblemText } from './whitelist-problem-text'

export interface WhitelistEditorProps {
  apiKey: ApiKey
  online: boolean
  onSaved(key: ApiKey): void
  /** While offline, the id of the panel's note saying why changes wait. */
  offlineReasonId?: string | undefined
}

export function WhitelistEditor({ apiKey, online, onSaved, offlineReasonId }: WhitelistEditorProps) {
  const { t } = useLingui()
  const problemText = useWhitelistProblemText()
  const { pending, failure, save, dismiss } = useSettingSave(onSaved)
  const saved = apiKey.whitelist
  const [draft, setDraft] = useState<string[]>(saved)
  const [base, setBase] = useState<readonly string[]>(saved)
  const [typed, setTyped] = useState('')
  const [status, setStatus] = useState('')
  // The key changed elsewhere (another tab, another member): follow it unless there are edits.
  // By content, not identity: a store may hand over an equal list as a new array on every render.
  if (isDraftChanged(base, saved)) {
    setBase(saved)
    if (!isDraftChanged(draft, base)) setDraft(saved)
  }

  const typedProblem = candidateProblem(draft, typed)
  const serverProblem = failure?.failure.kind === 'whitelist' ? withLocalHint(draft, failure.failure.problem) : null
  const entryProblem: WhitelistProblem | null = serverProblem ?? draftProblem(draft)
  const changed = isDraftChanged(draft, saved)
  const full = draft.length >= MAX_WHITELIST_ENTRIES
  const count = draft.length
  const max = MAX_WHITELIST_ENTRIES
  const saving = pending?.control === 'whitelist'
  const locked = !online || saving

  const add = (event: FormEvent) => {
    event.preventDefault()
    const added = addToDraft(draft, typed)
    if (!added.ok) return
    dismiss()
    setDraft(added.draft)
    setTyped('')
    setStatus(t`Added. Save the whitelist to apply it.`)
  }
  const remove = (entry: string) => {
    dismiss()
    setDraft(draft.filter((item) => item !== entry))
    setStatus(t`Removed "${entry}". Save the whitelist to apply it.`)
  }
  const submit = async () => {
    const ok = await save('whitelist', draft, () =>
      rpc('hub_updateApiKey', { id: apiKey.id, whitelist: draft }, { hideError: true }),
    )
    if (ok) setStatus(t`Whitelist saved.`)
  }

  return (
    <section aria-labelledby={`whitelist-${apiKey.id}`} className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`whitelist-${apiKey.id}`} className="font-medium">
          <Trans>Whitelist</Trans>
        </h4>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            {count} of {max} entries
          </Trans>
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {count === 0 ? (
          <Trans>Empty: any IP address or website may use this key.</Trans>
        ) : (
          <Trans>Only these IP addresses, ranges and websites may use this key.</Trans>
        )}
      </p>

      {count > 0 && (
        <ul
          aria-label={t`Whitelist entries`}
          className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {draft.map((entry, index) => (
            <li key={entry} className="px-3 py-2">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 font-mono text-sm break-all">{entry}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={locked}
                  aria-describedby={offlineReasonId}
                  aria-label={t`Remove ${entry}`}
                  onClick={() => remove(entry)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
              {entryProblem?.index === index && (
                <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {problemText(entryProblem)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={add} className="mt-3 flex flex-wrap items-start gap-2" noValidate>
        <TextField
          label={t`IP address, CIDR range or domain`}
          placeholder="203.0.113.7, 10.0.0.0/24, *.example.com"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          disabled={locked || full}
          {...(offlineReasonId ? { 'aria-describedby': offlineReasonId } : {})}
          error={typedProblem ? problemText(typedProblem) : null}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1 basis-60"
        />
        <Button
          type="submit"
          variant="secondary"
          className="mt-6"
          disabled={locked || full || typed.trim() === '' || typedProblem !== null}
          aria-describedby={offlineReasonId}
        >
          <Trans>Add</Trans>
        </Button>
      </form>
      {full && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>The whitelist is full: remove an entry to add another.</Trans>
        </p>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          loading={saving}
          disabled={!online || !changed || draftProblem(draft) !== null}
          aria-describedby={offlineReasonId}
          onClick={() => void submit()}
        >
          <Trans>Save whitelist</Trans>
        </Button>
        {changed && (
          <Button
            variant="ghost"
            disabled={saving}
            onClick={() => {
              dismiss()
              setDraft(saved)
            }}
          >
            <Trans>Discard changes</Trans>
          </Button>
        )}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {failure && failure.failure.kind !== 'whitelist' && <SettingFailureMessage failure={failure.failure} />}
    </section>
  )
}
