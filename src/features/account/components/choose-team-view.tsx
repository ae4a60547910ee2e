/**
 * /choose-team (SPEC §2, §6): the person's own account and each of their teams (name, role,
 * members), driven by the team-selection machine. Entering a team first loads its team-user
 * profile in that team's context (the server checks membership); then the login-type and team
 * cookies are written, the account reloads for that context and the dashboard opens. The same
 * page switches back to personal, or to another team.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UserProfile } from '../../../../contract/methods/account-profile'
import type { TeamEntry } from '../../../../contract/methods/teams'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { readLoginType, readTeamId } from '../../../lib/team-context'
import { useView } from '../../../store/use-view'
import { serverErrorText } from '../profile/server-error-text'
import { profileProjection } from '../profile.projection'
import { PERSONAL, TEAM, useTeamSelection } from '../use-team-selection'
import { logOut } from '../session-link'

export function ChooseTeamView() {
  const profile = useView(profileProjection)?.state
  if (!profile) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    )
  }
  return <ChooseTeamList profile={profile} />
}

function ChooseTeamList({ profile }: { profile: UserProfile }) {
  const { t } = useLingui()
  const currentTeamId = readTeamId()
  const currentType = readLoginType()
  const [state, send] = useTeamSelection(profile, currentType)
  const busy = state.hasTag('busy') || state.status === 'done'
  const failure = state.hasTag('failed') ? serverErrorText(state.context.lastError) : null

  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="workspace-problem">
          <Trans>This team could not be opened: {failure}</Trans>
        </p>
      )}
      <ul className="space-y-3" aria-label={t`Workspaces`}>
        {profile.userType === 'user' && (
          <WorkspaceItem
            testId="workspace-personal"
            title={t`Personal account`}
            detail={t`Your own API keys, wallet and billing.`}
            current={currentType === PERSONAL.loginType}
            busy={busy}
            loading={false}
            actionLabel={t`Open personal account`}
            onChoose={() => send({ type: 'personal.choose' })}
          />
        )}
        {profile.teamList.map((team) => {
          const teamName = team.name
          return (
            <WorkspaceItem
              key={team.teamId}
              testId={`workspace-team-${team.teamId}`}
              title={teamName}
              detail={teamDetail(team)}
              current={currentType === TEAM.loginType && currentTeamId === team.teamId}
              busy={busy}
              loading={state.hasTag('busy') && state.context.teamId === team.teamId}
              actionLabel={t`Open team ${teamName}`}
              onChoose={() => send({ type: 'team.choose', teamId: team.teamId })}
            />
          )
        })}
      </ul>
      {profile.teamList.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>You are not in any team yet.</Trans>
        </p>
      )}
      <Button variant="ghost" className="w-full" disabled={busy} onClick={logOut}>
        <Trans>Log out</Trans>
      </Button>
    </div>
  )
}

function WorkspaceItem(props: {
  testId: string
  title: string
  detail: string
  current: boolean
  busy: boolean
  loading: boolean
  actionLabel: string
  onChoose(): void
}) {
  return (
    <li
      data-testid={props.testId}
      data-current={props.current || undefined}
      className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="min-w-0">
        <p className="truncate font-medium">
          {props.title}
          {props.current && (
            <Badge className="ml-2">
              <Trans>Current</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{props.detail}</p>
      </div>
      <Button
        size="sm"
        variant={props.current ? 'secondary' : 'primary'}
        disabled={props.busy}
        loading={props.loading}
        aria-label={props.actionLabel}
        onClick={props.onChoose}
      >
        <Trans>Open</Trans>
      </Button>
    </li>
  )
}

function teamDetail(team: TeamEntry): string {
  return team.role === 'owner'
    ? plural(team.memberCount, { one: 'Owner · # member', other: 'Owner · # members' })
    : plural(team.memberCount, { one: 'Member · # member', other: 'Member · # members' })
}
