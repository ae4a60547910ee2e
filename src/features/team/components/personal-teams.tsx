/**
 * /rpc/team in personal context: the user's teams (hub_getMyTeam, from the store, offline too),
 * a form that creates one, and a way into each through /choose-team (the team context is chosen
 * there only).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { TeamEntry } from '../../../../contract/methods/teams'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { DataAge } from '../../../components/ui/data-age'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { Skeleton } from '../../../components/ui/skeleton'
import { TextField } from '../../../components/ui/text-field'
import { useOnline } from '../../../components/ui/use-online'
import { useStoredRead } from '../../../store/use-stored-read'
import { useView } from '../../../store/use-view'
import { teamProjection } from '../team.projection'
import { readMyTeams } from '../team.reads'
import { createTeam } from '../team-writes'
import { TEAM_ROLE_WORDS as ROLE_WORDS } from '../../../i18n/team-role-words'
import { UserCodeCard } from './user-code-card'

export function PersonalTeams() {
  const online = useOnline()
  const view = useView(teamProjection)
  const read = useStoredRead('teams', (options) => readMyTeams(options), view !== undefined)
  const teams = view?.state.teams

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="my-teams">
        <h2 id="my-teams" className="mb-2 text-lg font-semibold">
          <Trans>Your teams</Trans>
        </h2>
        {!teams ? (
          view && read.state === 'failed' ? (
            <NotLoaded online={online} retry={read.retry} />
          ) : (
            <Skeleton className="h-24" />
          )
        ) : (
          <>
            <DataAge syncedAt={teams.loadedAt} className="mb-2" />
            {teams.list.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>You are not in any team yet.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
                {teams.list.map((team) => (
                  <TeamRow key={team.teamId} team={team} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <CreateTeamForm online={online} />
      <UserCodeCard />
    </div>
  )
}

/** One of the user's teams; switching into it goes through /choose-team. */
function TeamRow({ team }: { team: TeamEntry }) {
  const { i18n } = useLingui()
  const role = i18n._(ROLE_WORDS[team.role])
  const count = team.memberCount
  const name = team.name
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-testid="my-team">
      <div>
        <p className="font-medium">{name}</p>
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>
            {role} · <Plural value={count} one="# member" other="# members" />
          </Trans>
        </p>
      </div>
      <Link to="/choose-team" className={buttonClassName('secondary', 'sm')}>
        <Trans>Switch to {name}</Trans>
      </Link>
    </li>
  )
}

function CreateTeamForm({ online }: { online: boolean }) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await createTeam(name.trim())
      setName('')
    } catch {
      // The RPC client said why.
    }
    setBusy(false)
  }
  return (
    <section aria-labelledby="create-team">
      <h2 id="create-team" className="mb-2 text-lg font-semibold">
        <Trans>Create team</Trans>
      </h2>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t`Team name`}
          value={name}
          maxLength={64}
          onChange={(event) => setName(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" loading={busy} disabled={!online || name.trim() === ''}>
          <Trans>Create team</Trans>
        </Button>
      </form>
    </section>
  )
}
