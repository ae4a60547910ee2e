/**
 * The header's workspace switcher (issue 19, SPEC §6): always names the workspace worked in —
 * the personal account, or the team with the caller's role in it — on every screen size, and its
 * menu lists the personal account and each team of the stored profile (the list /choose-team
 * shows). A choice goes through the team-selection machine with the same effects /choose-team
 * provides (the team's profile first, then the session runtime's context switch), so each
 * workspace keeps its own cached data. A disclosure menu: Tab between the entries, Escape closes.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { UserProfile } from '../../../../contract/methods/account-profile'
import { Badge } from '../../../components/ui/badge'
import { Dropdown } from '../../../components/ui/dropdown'
import { Skeleton } from '../../../components/ui/skeleton'
import { readLoginType, readTeamId } from '../../../lib/team-context'
import { useView } from '../../../store/use-view'
import { serverErrorText } from '../profile/server-error-text'
import { profileProjection } from '../profile.projection'
import { PERSONAL, TEAM, useTeamSelection } from '../use-team-selection'
import { useSessionStatus } from '../session-link'
import { TEAM_ROLE_WORDS as ROLE_WORDS } from '../../../i18n/team-role-words'

const ITEM_CLASS =
  'flex w-full items-center justify-between gap-2 rounded-md px-2 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800'

export function WorkspaceSwitcher() {
  const status = useSessionStatus()
  const profile = useView(profileProjection)?.state
  if (status === 'signedOut') return null
  if (!profile) return <Skeleton className="h-9 w-24" />
  const teamId = readTeamId()
  const loginType = readLoginType() ?? (teamId === null ? PERSONAL.loginType : TEAM.loginType)
  // A new machine for each context: the last one finished with the switch.
  return <Switcher key={`${loginType}-${teamId ?? ''}`} profile={profile} loginType={loginType} teamId={teamId} />
}

function Switcher({
  profile,
  loginType,
  teamId,
}: {
  profile: UserProfile
  loginType: 'Personal' | 'Team'
  teamId: number | null
}) {
  const { t, i18n } = useLingui()
  const [state, send] = useTeamSelection(profile, loginType)
  const busy = state.hasTag('busy') || state.status === 'done'
  const failure = state.hasTag('failed') ? serverErrorText(state.context.lastError) : null

  const inTeam = loginType === TEAM.loginType
  const current = inTeam ? profile.teamList.find((team) => team.teamId === teamId) : undefined
  const name = inTeam ? (current?.name ?? t`Team`) : t`Personal`
  const role = current ? i18n._(ROLE_WORDS[current.role]) : null

  return (
    <Dropdown
      label={role ? t`Workspace: ${name} ${role}. Switch workspace` : t`Workspace: ${name}. Switch workspace`}
      variant="secondary"
      panelClassName="w-72 max-md:fixed max-md:inset-x-2 max-md:top-[6.25rem] max-md:w-auto"
      trigger={
        <span className="flex min-w-0 items-center gap-1 text-sm" data-testid="workspace-switcher">
          <span className="max-w-[14rem] truncate font-medium" data-testid="workspace-name">
            {name}
          </span>
          {/* A space between the name and the role, so the button's text reads as two words (its label repeats them). */}
          {role && ' '}
          {role && (
            <span className="text-xs text-slate-500 dark:text-slate-400" data-testid="workspace-role">
              {role}
            </span>
          )}
          <span aria-hidden="true">▾</span>
        </span>
      }
    >
      {(close) => (
        <div className="text-sm">
          {failure && (
            <p role="alert" className="px-2 pb-2 text-red-600 dark:text-red-400">
              <Trans>This team could not be opened: {failure}</Trans>
            </p>
          )}
          <ul aria-label={t`Workspaces`} className="space-y-1">
            {profile.userType === 'user' && (
              <li>
                <button
                  type="button"
                  className={ITEM_CLASS}
                  aria-current={!inTeam || undefined}
                  disabled={busy}
                  data-testid="switch-to-personal"
                  onClick={() => (inTeam ? send({ type: 'personal.choose' }) : close())}
                >
                  <span className="truncate">
                    <Trans>Personal account</Trans>
                  </span>
                  {!inTeam && <CurrentMark />}
                </button>
              </li>
            )}
            {profile.teamList.map((team) => {
              const here = inTeam && team.teamId === teamId
              const teamRole = i18n._(ROLE_WORDS[team.role])
              return (
                <li key={team.teamId}>
                  <button
                    type="button"
                    className={ITEM_CLASS}
                    aria-current={here || undefined}
                    disabled={busy}
                    data-testid={`switch-to-team-${team.teamId}`}
                    onClick={() => (here ? close() : send({ type: 'team.choose', teamId: team.teamId }))}
                  >
                    <span className="min-w-0">
                      <span className="block truncate">{team.name}</span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{teamRole}</span>
                    </span>
                    {here && <CurrentMark />}
                    {state.hasTag('busy') && state.context.teamId === team.teamId && (
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        <Trans>Opening…</Trans>
                      </span>
                    )}
                  </button>
                </li>
              )
            })}
          </ul>
          <Link
            to="/invite-member"
            onClick={close}
            className="mt-1 block rounded-md border-t border-slate-200 px-2 py-2 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <Trans>Team invitations</Trans>
          </Link>
        </div>
      )}
    </Dropdown>
  )
}

function CurrentMark() {
  return (
    <Badge className="shrink-0">
      <Trans>Current</Trans>
    </Badge>
  )
}
