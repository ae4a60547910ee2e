import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { profileProjection } from '../../../features/account/profile.projection'
import { sessionProjection } from '../../../features/account/session.projection'
import { PersonalTeams } from '../../../features/team/components/personal-teams'
import { TeamView } from '../../../features/team/components/team-view'
import {
  membersQueryOf,
  membersSearchOf,
  validateMembersSearch,
  type TeamMembersQuery,
} from '../../../features/team/team-members-query'
import { readTeamId } from '../../../lib/team-context'
import { useView } from '../../../store/use-view'
import { loadTeamWords } from '../../../i18n/section-words'

export const Route = createFileRoute('/rpc/team/')({
  loader: loadTeamWords,
  // The members' keyword and page live in the address, so a reload or a shared link keeps them; nonsense is dropped.
  validateSearch: validateMembersSearch,
  component: TeamPage,
})

/** Team (issue 19): the team's members and invitations, or, in personal context, the user's teams. */
function TeamPage() {
  const { t } = useLingui()
  usePageTitle(t`Team`)
  const teamId = readTeamId()
  const session = useView(sessionProjection)
  const profile = useView(profileProjection)
  const search = Route.useSearch()
  const query = useMemo(() => membersQueryOf(teamId ?? 0, search), [teamId, search])
  const navigate = useNavigate({ from: Route.fullPath })
  const onQueryChange = (next: TeamMembersQuery) =>
    void navigate({ search: membersSearchOf(next), replace: true, resetScroll: false })
  // The role the login answered; the members page shown may not hold the caller's own row.
  const profileRole = profile?.state?.teamList.find((team) => team.teamId === teamId)?.role ?? null
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Team</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your team members, invitations and notes.</Trans>
      </p>
      {teamId === null ? (
        <PersonalTeams />
      ) : (
        <TeamView
          teamId={teamId}
          userId={session?.state.userId ?? null}
          profileRole={profileRole}
          query={query}
          onQueryChange={onQueryChange}
        />
      )}
    </div>
  )
}
