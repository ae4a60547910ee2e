// @vitest-environment happy-dom
/**
 * The team page by role: every action the caller's role may not take is disabled, its reason
 * (the matrix's words) on it; what the role may do stays enabled. The role is the caller's entry
 * in the teams list, or the profile's before it is read, never the page of members shown (it may
 * not hold the caller). A keyword nobody matches says so.
 */
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TeamEntry } from '../../../../contract/methods/teams'
import type { TeamRole } from '../../../../contract/team-permissions'
import { renderWithI18n } from '../../../../tests/setup/render'
import type { View } from '../../../store/event-log'
import { memberFixture as member } from '../team-fixture'
import { teamMembersKey, type TeamMembersQuery } from '../team-members-query'
import type { TeamState } from '../team.projection'
import { TeamView } from './team-view'

const view = vi.hoisted(() => ({ current: undefined as View<TeamState> | undefined }))
vi.mock('../../../store/use-view', () => ({ useView: () => view.current, useOutbox: () => [] }))
vi.mock('../../../store/use-stored-read', () => ({
  useStoredRead: () => ({ state: 'done', error: undefined, retry: () => {} }),
}))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => {} }))

afterEach(() => vi.restoreAllMocks())

const firstPage: TeamMembersQuery = { teamId: 7, page: 1, perPage: 20 }

function stored(
  { query = firstPage, list = [member(1, 'owner'), member(2, 'admin'), member(3, 'viewer')] } = {},
  teamRole?: TeamRole,
): View<TeamState> {
  const teams: TeamEntry[] | null = teamRole ? [{ teamId: 7, name: 'Night Shift', role: teamRole } as TeamEntry] : null
  return {
    state: {
      teams: teams && { list: teams, loadedAt: '2026-11-20T10:00:00.000Z' },
      userCode: 'ABC123',
      members: null,
      memberPages: [
        {
          key: teamMembersKey(query),
          query,
          list,
          invitations: [],
          total: list.length,
          loadedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    syncedAt: null,
    pending: 0,
  } as unknown as View<TeamState>
}

function renderAs(userId: number, profileRole: TeamRole | null, query = firstPage) {
  return renderWithI18n(
    <TeamView teamId={7} userId={userId} profileRole={profileRole} query={query} onQueryChange={() => {}} />,
  )
}

const button = (name: string) => screen.getAllByRole('button', { name })[0] as HTMLButtonElement

describe('the team page by role', () => {
  it('a viewer may only leave; every other action says who may', async () => {
    view.current = stored()
    await renderAs(3, 'viewer')
    expect(button('Leave team').disabled).toBe(false)
    expect(button('Rename').disabled).toBe(true)
    expect(button('Rename').title).toBe('Only an owner can do this; your role in this team is viewer')
    expect(button('Disband team').disabled).toBe(true)
    expect(button('Remove').disabled).toBe(true)
    expect(button('Edit note').title).toMatch(/^Only an owner or admin can do this/)
    expect(button('Invite').disabled).toBe(true)
  })

  it('an admin manages members below admin but not the team itself', async () => {
    view.current = stored()
    await renderAs(2, 'admin')
    const removes = screen.getAllByRole('button', { name: 'Remove' }) as HTMLButtonElement[]
    // owner, admin (self), viewer
    expect(removes.map((item) => item.disabled)).toEqual([true, true, false])
    expect(button('Disband team').disabled).toBe(true)
    expect(button('Make owner').disabled).toBe(true)
  })

  it('the owner may do everything but leave', async () => {
    view.current = stored()
    await renderAs(1, 'owner')
    expect(button('Rename').disabled).toBe(false)
    expect(button('Disband team').disabled).toBe(false)
    expect(button('Leave team').disabled).toBe(true)
    const roles = screen.getAllByRole('combobox', { name: /^Role of/ }) as HTMLSelectElement[]
    expect(roles.map((select) => select.disabled)).toEqual([true, false, false])
  })

  it('the owner on a page without their own row is still the owner (the profile says so)', async () => {
    const second = { ...firstPage, page: 2 }
    view.current = stored({ query: second, list: [member(30), member(31)] })
    await renderAs(1, 'owner', second)
    expect(screen.getByText('Your role: Owner')).toBeTruthy()
    expect(button('Disband team').disabled).toBe(false)
    expect((screen.getAllByRole('button', { name: 'Remove' }) as HTMLButtonElement[]).map((b) => b.disabled)).toEqual([
      false,
      false,
    ])
  })

  it('the teams list, read as the page opens, wins over the login’s profile (after a transfer)', async () => {
    view.current = stored({}, 'admin')
    await renderAs(1, 'owner')
    expect(screen.getByText('Your role: Admin')).toBeTruthy()
    expect(button('Disband team').disabled).toBe(true)
  })

  it('acts as a viewer while neither the teams list nor the profile names the role', async () => {
    view.current = stored()
    await renderAs(1, null)
    expect(button('Rename').disabled).toBe(true)
    expect(button('Leave team').disabled).toBe(false)
  })
})

describe('the members search', () => {
  it('a keyword nobody matches says so, and offers every member again', async () => {
    const query = { ...firstPage, keyword: 'zed' }
    view.current = stored({ query, list: [] })
    await renderAs(1, 'owner', query)
    expect(screen.getByText('No member matches “zed”')).toBeTruthy()
    expect(screen.getByText('No invitation matches “zed”.')).toBeTruthy()
    expect(button('Show every member')).toBeTruthy()
    expect((screen.getByRole('searchbox', { name: 'Search members' }) as HTMLInputElement).value).toBe('zed')
  })
})

describe('the members while their read reaches the store', () => {
  it('a read that has answered, its page not in the view yet, shows the list loading, not "could not be loaded"', async () => {
    // The store holds page 2 only; the read of page 1 has answered (the mock says done).
    view.current = stored({ query: { ...firstPage, page: 2 } }, 'owner')
    await renderAs(1, 'owner')
    expect(screen.queryByText('This could not be loaded.')).toBeNull()
  })
})
