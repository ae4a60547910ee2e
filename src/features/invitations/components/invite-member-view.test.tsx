// @vitest-environment happy-dom
/**
 * /invite-member: signed out it offers log in (the link as the way back) or, with register=1, the
 * team registration (MD5-hashed passwords); signed in it shows the named invitation, accepts it
 * (then enters the team) or declines it, says when it is no longer open, and lists every open
 * invitation when none is named.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TeamInvite } from '../../../../contract/methods/teams'
import { renderWithI18n } from '../../../../tests/setup/render'
import { rpc } from '../../../lib/rpc-client'
import { RpcCallError } from '../../../lib/rpc-errors'
import { InviteMemberView, type InviteAccount } from './invite-member-view'

const navigate = vi.hoisted(() => vi.fn())
const status = vi.hoisted(() => ({ current: 'signedIn' }))
const enterJoinedTeam = vi.hoisted(() => vi.fn(async () => {}))
const registerForm = vi.hoisted(() => vi.fn())
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children }: { to: string; search?: { redirect?: string }; children: ReactNode }) => (
    <a href={search?.redirect ? `${to}?redirect=${encodeURIComponent(search.redirect)}` : to}>{children}</a>
  ),
  useNavigate: () => navigate,
}))
vi.mock('../../../lib/rpc-client', () => ({ rpc: vi.fn() }))
/** The store, reduced to the invitations list: the read records it, an answer removes one. */
const stored = vi.hoisted(() => {
  let list: unknown[] | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => list,
    set(next: unknown[] | null) {
      list = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
})
vi.mock('../../../store/use-view', async () => {
  const { useSyncExternalStore } = await import('react')
  return {
    useView: () => ({
      state: { list: useSyncExternalStore(stored.subscribe, stored.get) },
      syncedAt: null,
      pending: 0,
    }),
  }
})
vi.mock('../../../store/use-stored-read', async () => {
  const { useEffect } = await import('react')
  return {
    useStoredRead: (_key: string, read: () => Promise<{ payload: { list: unknown[] } }>) => {
      useEffect(() => {
        void read().then((draft) => stored.set(draft.payload.list))
      }, [read])
      return { state: 'done', error: undefined, retry: () => {} }
    },
  }
})
vi.mock('../../../store/store-client', () => ({
  recordFacts: async (drafts: { type: string; payload: { inviteId: number } }[]) => {
    for (const draft of drafts) {
      if (draft.type !== 'invitations.answered') continue
      stored.set((stored.get() ?? []).filter((entry) => (entry as TeamInvite).inviteId !== draft.payload.inviteId))
    }
  },
}))

const calls = vi.mocked(rpc)

function account(): InviteAccount {
  return { status: status.current as InviteAccount['status'], enterTeam: enterJoinedTeam, registerForm }
}

function invite(overrides: Partial<TeamInvite> = {}): TeamInvite {
  return {
    inviteId: 5,
    teamId: 40,
    teamName: 'Acme',
    inviterName: 'Ada',
    role: 'billing',
    createdAt: '2026-11-20T10:00:00',
    expiresAt: '2026-11-27T10:00:00',
    ...overrides,
  }
}

function answer(invites: TeamInvite[], approve?: () => unknown) {
  calls.mockImplementation((async (method: string) => {
    if (method === 'hub_getMyInvite') return invites
    if (method === 'hub_approveInvite') return approve ? approve() : { teamId: 40, name: 'Acme' }
    return null
  }) as never)
}

beforeEach(() => {
  navigate.mockReset()
  calls.mockReset()
  enterJoinedTeam.mockClear()
  registerForm.mockReset()
  stored.set(null)
  status.current = 'signedIn'
})

describe('signed in', () => {
  it('shows the invitation the link names and accepts it, entering the team', async () => {
    answer([invite(), invite({ inviteId: 6, teamName: 'Other' })])
    await renderWithI18n(
      <InviteMemberView query={{ inviteId: 5, code: 'c' }} href="/invite-member?inviteId=5" account={account()} />,
    )
    expect(await screen.findByText('Acme')).toBeTruthy()
    expect(screen.queryByText('Other')).toBeNull()
    expect(screen.getByText('Billing manager')).toBeTruthy()
    expect(screen.getByText('Ada')).toBeTruthy()
    expect(screen.getByText('2026-11-27 10:00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Acme' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/rpc/endpoint' }))
    expect(calls).toHaveBeenCalledWith('hub_approveInvite', { inviteId: 5 }, { teamId: null })
    expect(enterJoinedTeam).toHaveBeenCalledWith(40)
  })

  it('declines an invitation', async () => {
    answer([invite()])
    await renderWithI18n(
      <InviteMemberView query={{ inviteId: 5 }} href="/invite-member?inviteId=5" account={account()} />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the invitation to Acme' }))
    expect(await screen.findByText('Invitation declined')).toBeTruthy()
    expect(calls).toHaveBeenCalledWith('hub_rejectInvite', { inviteId: 5 }, { teamId: null })
    expect(screen.queryByText('Acme')).toBeNull()
  })

  it('says when the server finds the invitation used', async () => {
    answer([invite()], () => {
      throw new RpcCallError('hub_approveInvite', {
        code: 10422,
        message: 'used',
        messageZh: '已使用',
        data: { status: 'used' },
      } as never)
    })
    await renderWithI18n(
      <InviteMemberView query={{ inviteId: 5 }} href="/invite-member?inviteId=5" account={account()} />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation to Acme' }))
    expect(await screen.findByText('This invitation has already been used')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('says when the named invitation is not open', async () => {
    answer([invite({ inviteId: 9 })])
    await renderWithI18n(
      <InviteMemberView query={{ inviteId: 5 }} href="/invite-member?inviteId=5" account={account()} />,
    )
    expect(await screen.findByText('This invitation is no longer open')).toBeTruthy()
  })

  it('lists every open invitation when none is named', async () => {
    answer([invite(), invite({ inviteId: 6, teamName: 'Other', role: 'viewer' })])
    await renderWithI18n(<InviteMemberView query={{}} href="/invite-member" account={account()} />)
    expect(await screen.findByText('Acme')).toBeTruthy()
    expect(screen.getByText('Other')).toBeTruthy()
    expect(screen.getByText('Viewer')).toBeTruthy()
  })

  it('says when there is none', async () => {
    answer([])
    await renderWithI18n(<InviteMemberView query={{}} href="/invite-member" account={account()} />)
    expect(await screen.findByTestId('no-invites')).toBeTruthy()
  })
})

describe('signed out', () => {
  it('offers to log in, coming back to the link', async () => {
    status.current = 'signedOut'
    await renderWithI18n(
      <InviteMemberView
        query={{ inviteId: 5, code: 'c' }}
        href="/invite-member?inviteId=5&code=c"
        account={account()}
      />,
    )
    const link = screen.getByRole('link', { name: 'Log in to answer the invitation' })
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/invite-member?inviteId=5&code=c')}`)
    expect(calls).not.toHaveBeenCalled()
  })

  it('shows the team registration for register=1, opening the dashboard once signed in', async () => {
    status.current = 'signedOut'
    registerForm.mockImplementation((code: string, onDone: () => void) => (
      <button type="button" onClick={onDone}>
        register {code}
      </button>
    ))
    await renderWithI18n(
      <InviteMemberView
        query={{ inviteId: 5, code: 'c0de', register: true }}
        href="/invite-member?inviteId=5"
        account={account()}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'register c0de' }))
    expect(navigate).toHaveBeenCalledWith({ to: '/rpc/endpoint' })
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/invite-member?inviteId=5')}`,
    )
  })
})
