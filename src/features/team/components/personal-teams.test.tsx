// @vitest-environment happy-dom
/**
 * The user's own teams on /rpc/team: each row says the user's role and how many members the team
 * has, in the singular for one ("1 members" was shown for a team of one), in English and Chinese.
 */
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { TeamEntry } from '../../../../contract/methods/teams'
import { renderWithI18n } from '../../../../tests/setup/render'
import type { View } from '../../../store/event-log'
import type { TeamState } from '../team.projection'
import { PersonalTeams } from './personal-teams'

const teams: TeamEntry[] = [
  { teamId: 7, name: 'Night Shift', role: 'owner', memberCount: 1 } as TeamEntry,
  { teamId: 8, name: 'Day Shift', role: 'viewer', memberCount: 3 } as TeamEntry,
]
const view = {
  state: {
    teams: { list: teams, loadedAt: '2026-11-20T10:00:00.000Z' },
    userCode: 'ABC123',
    members: null,
    memberPages: [],
  },
  syncedAt: null,
  pending: 0,
} as unknown as View<TeamState>

vi.mock('../../../store/use-view', () => ({ useView: () => view, useOutbox: () => [] }))
vi.mock('../../../store/use-stored-read', () => ({
  useStoredRead: () => ({ state: 'done', error: undefined, retry: () => {} }),
}))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/choose-team" className={className}>
      {children}
    </a>
  ),
}))

const rows = () => screen.getAllByTestId('my-team').map((row) => row.querySelector('p + p')?.textContent)

describe('the user’s teams', () => {
  it('count one member in the singular and more in the plural', async () => {
    await renderWithI18n(<PersonalTeams />)
    expect(rows()).toEqual(['Owner · 1 member', 'Viewer · 3 members'])
  })

  it('count them in Chinese', async () => {
    await renderWithI18n(<PersonalTeams />, { locale: 'zh' })
    expect(rows()).toEqual(['所有者 · 1 名成员', '只读成员 · 3 名成员'])
  })
})
