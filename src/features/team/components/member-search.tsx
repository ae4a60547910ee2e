/**
 * The search box above the team's members (/rpc/team): the list is searched once typing pauses,
 * or at once on Enter; "Clear search" empties it. A keyword changed elsewhere (the empty state's
 * "Show every member", the address) shows here too, unless the user is typing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { MAX_MEMBER_KEYWORD } from '../team-members-query'

/** How long typing pauses before the list is searched, in ms. */
const SEARCH_DELAY_MS = 300

export function MemberSearch({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(keyword)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    if (timer.current === undefined) setDraft((current) => (current.trim() === keyword ? current : keyword))
  }, [keyword])
  useEffect(() => () => clearTimeout(timer.current), [])
  function searchNow(value: string) {
    clearTimeout(timer.current)
    timer.current = undefined
    onSearch(value)
  }
  function type(value: string) {
    setDraft(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => searchNow(value), SEARCH_DELAY_MS)
  }
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        searchNow(draft)
      }}
    >
      <TextField
        label={t`Search members`}
        type="search"
        placeholder={t`Nickname or e-mail`}
        maxLength={MAX_MEMBER_KEYWORD}
        value={draft}
        onChange={(event) => type(event.target.value)}
        className="w-64"
      />
      {draft !== '' && (
        <Button
          variant="ghost"
          size="md"
          onClick={() => {
            setDraft('')
            searchNow('')
          }}
        >
          <Trans>Clear search</Trans>
        </Button>
      )}
    </form>
  )
}
