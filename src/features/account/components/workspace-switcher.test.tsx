// @vitest-environment happy-dom
/**
 * The header's workspace switcher: it names the workspace (personal, or the team with the role),
 * lists personal and every stored team, and a choice goes the /choose-team way: the team's profile
 * in its context first, then the session runtime's context switch, then the dashboard.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserProfile } from '../../../../contract/methods/account-profile'
import { renderWithI18n } from '../../../../tests/setup/render'
import { rpc } from '../../../lib/rpc-client'
import { WorkspaceSwitcher } from './workspace-switcher'

const navigate = vi.hoisted(() => vi.fn(async () => {}))
const cookies = vi.hoisted(() => ({ loginType: 'Personal' as string | null, teamId: null as number | null }))
const enterContext = vi.hoisted(() => vi.fn(async () => {}))
const profile = vi.hoisted(() => ({ current: null as unknown }))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => navigate,
}))
vi.mock('../../../lib/rpc-client', () => ({ rpc: vi.fn(async () => ({})) }))
vi.mock('../../../lib/team-context', () => ({
  readLoginType: () => cookies.loginType,
  readTeamId: () => cookies.teamId,
}))
vi.mock('../../../store/use-view', () => ({
  useView: () => (profile.current ? { state: profile.current, syncedAt: null, pending: 0 } : undefined),
}))
vi.mock('../session-link', () => ({
  useSessionStatus: () => 'signedIn',
  sessionRuntime: async () => ({ enterContext }),
}))

beforeEach(() => {
  navigate.mockClear()
  enterContext.mockClear()
  vi.mocked(rpc).mockClear()
  cookies.loginType = 'Personal'
  cookies.teamId = null
  profile.current = {
    userType: 'user',
    teamList: [
      { teamId: 3, name: 'Acme', role: 'developer', memberCount: 4 },
      { teamId: 8, name: 'Beta', role: 'owner', memberCount: 1 },
    ],
  } as unknown as UserProfile
})

describe('WorkspaceSwitcher', () => {
  it('names the personal workspace', async () => {
    await renderWithI18n(<WorkspaceSwitcher />)
    expect(screen.getByTestId('workspace-name').textContent).toBe('Personal')
    expect(screen.getByRole('button', { name: 'Workspace: Personal. Switch workspace' })).toBeTruthy()
  })

  it('names the team with the role', async () => {
    cookies.loginType = 'Team'
    cookies.teamId = 3
    await renderWithI18n(<WorkspaceSwitcher />)
    expect(screen.getByTestId('workspace-name').textContent).toBe('Acme')
    expect(screen.getByTestId('workspace-role').textContent).toBe('Developer')
    expect(screen.getByRole('button', { name: 'Workspace: Acme Developer. Switch workspace' })).toBeTruthy()
  })

  it('enters a team the /choose-team way', async () => {
    await renderWithI18n(<WorkspaceSwitcher />)
    const trigger = screen.getByRole('button', { name: /Switch workspace/ })
    fireEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByTestId('switch-to-personal').getAttribute('aria-current')).toBe('true')
    fireEvent.click(screen.getByTestId('switch-to-team-8'))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/rpc/endpoint' }))
    expect(rpc).toHaveBeenCalledWith('hub_getTeamUserProfile', {}, { teamId: 8 })
    expect(enterContext).toHaveBeenCalledWith({ loginType: 'Team', teamId: 8 })
  })

  it('goes back to personal', async () => {
    cookies.loginType = 'Team'
    cookies.teamId = 3
    await renderWithI18n(<WorkspaceSwitcher />)
    fireEvent.click(screen.getByRole('button', { name: /Switch workspace/ }))
    fireEvent.click(screen.getByTestId('switch-to-personal'))
    await waitFor(() => expect(enterContext).toHaveBeenCalledWith({ loginType: 'Personal' }))
    expect(rpc).not.toHaveBeenCalled()
  })

  it('closes with Escape, focus back on the button', async () => {
    await renderWithI18n(<WorkspaceSwitcher />)
    const trigger = screen.getByRole('button', { name: /Switch workspace/ })
    fireEvent.click(trigger)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger)
  })

  it('offers no personal account to a team-type user', async () => {
    cookies.loginType = 'Team'
    cookies.teamId = 3
    profile.current = { ...(profile.current as object), userType: 'team' } as unknown as UserProfile
    await renderWithI18n(<WorkspaceSwitcher />)
    fireEvent.click(screen.getByRole('button', { name: /Switch workspace/ }))
    expect(screen.queryByTestId('switch-to-personal')).toBeNull()
    expect(screen.getByTestId('switch-to-team-8')).toBeTruthy()
  })
})
