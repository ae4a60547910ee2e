/**
 * The header's user menu: who is signed in, the workspace they work in with a way to switch it
 * (SPEC §6: personal or one of their teams, at /choose-team), and the way out (SPEC §4 "Logout").
 * Signed out, it is a link to log in.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Dropdown } from '../../../components/ui/dropdown'
import { AvatarButtonPlaceholder } from '../../../components/ui/trigger-placeholders'
import { readTeamId } from '../../../lib/team-context'
import { useView } from '../../../store/use-view'
import { profileProjection } from '../profile.projection'
import { logOut, useSessionStatus } from '../session-link'

export function UserMenu() {
  const { t } = useLingui()
  const status = useSessionStatus()
  const profile = useView(profileProjection)?.state
  if (status === 'signedOut') {
    return (
      <Link to="/login" className={buttonClassName('secondary', 'md')}>
        <Trans>Log in</Trans>
      </Link>
    )
  }
  if (!profile) return <AvatarButtonPlaceholder />
  const name = profile.nickname || profile.email || t`Account`
  const teamId = readTeamId()
  const team = profile.teamList.find((entry) => entry.teamId === teamId)
  const workspace = teamId === null ? t`Personal account` : (team?.name ?? t`Team`)
  const canSwitch = profile.teamList.length > 0 || teamId !== null
  return (
    <Dropdown
      label={t`Account menu for ${name}`}
      trigger={
        profile.avatar ? (
          <img src={profile.avatar} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white uppercase"
          >
            {name.slice(0, 1)}
          </span>
        )
      }
    >
      {(close) => (
        <div className="text-sm">
          <div className="border-b border-slate-200 px-2 pb-2 dark:border-slate-700">
            <p className="font-medium" data-testid="user-menu-name">
              {name}
            </p>
            {profile.email && <p className="truncate text-slate-500 dark:text-slate-400">{profile.email}</p>}
            {canSwitch && (
              <p className="mt-1 truncate text-slate-600 dark:text-slate-300" data-testid="user-menu-workspace">
                <Trans>Workspace: {workspace}</Trans>
              </p>
            )}
          </div>
          {canSwitch && (
            <Link
              to="/choose-team"
              onClick={close}
              data-testid="switch-workspace"
              className="mt-1 block rounded-md px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Trans>Switch workspace</Trans>
            </Link>
          )}
          <Link
            to="/rpc/profile"
            onClick={close}
            className="mt-1 block rounded-md px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Trans>Profile and settings</Trans>
          </Link>
          <button
            type="button"
            onClick={() => {
              close()
              logOut()
            }}
            className="block w-full rounded-md px-2 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Trans>Log out</Trans>
          </button>
        </div>
      )}
    </Dropdown>
  )
}
