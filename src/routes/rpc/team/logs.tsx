import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { INLINE_LINK_CLASS } from '../../../components/ui/button-styles'
import { TeamLogsView } from '../../../features/team/components/team-logs-view'
import type { TeamLogFilters } from '../../../features/team/team-log-query'
import { teamLogFiltersOf, teamLogSearchOf, validateTeamLogSearch } from '../../../features/team/team-log-search'
import { readTeamId } from '../../../lib/team-context'
import { loadTeamWords } from '../../../i18n/section-words'

export const Route = createFileRoute('/rpc/team/logs')({
  loader: loadTeamWords,
  // The filters live in the address, so a reload or a shared link keeps them; nonsense is dropped.
  validateSearch: validateTeamLogSearch,
  component: TeamLogsPage,
})

/** The team log (issue 19): who did what in the team, when, and from where. */
function TeamLogsPage() {
  const { t } = useLingui()
  usePageTitle(t`Team activity log`)
  const teamId = readTeamId()
  const search = Route.useSearch()
  const filters = useMemo(() => teamLogFiltersOf(search as Record<string, unknown>), [search])
  const navigate = useNavigate({ from: Route.fullPath })
  const onFiltersChange = (next: TeamLogFilters) =>
    void navigate({ search: teamLogSearchOf(next), replace: true, resetScroll: false })
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Team activity log</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Who did what in your team, when, and from where.</Trans>
      </p>
      {teamId === null ? (
        <p className="text-sm">
          <Trans>
            The activity log belongs to a team.{' '}
            <Link to="/rpc/team" className={INLINE_LINK_CLASS}>
              Choose or create a team
            </Link>{' '}
            first.
          </Trans>
        </p>
      ) : (
        <TeamLogsView teamId={teamId} filters={filters} onFiltersChange={onFiltersChange} />
      )}
    </div>
  )
}
