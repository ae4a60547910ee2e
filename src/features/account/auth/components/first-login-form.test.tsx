// @vitest-environment happy-dom
/**
 * /first-login with its starting-package step: nothing is sent until a package is chosen; the
 * package is confirmed after nickname, language and terms (its confirmation initialises the
 * account); a refused one keeps the form; a confirmed one re-reads the profile, then opens the
 * dashboard.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserProfile } from '../../../../../contract'
import { renderWithI18n } from '../../../../../tests/setup/render'
import { rpc } from '../../../../lib/rpc-client'
import type { StartingPackageStep } from './first-login-form'
import { FirstLogin } from './first-login-form'

const navigate = vi.hoisted(() => vi.fn())
const profile = vi.hoisted(() => ({ current: null as unknown }))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => navigate,
}))
vi.mock('../../../../lib/rpc-client', () => ({ rpc: vi.fn() }))
vi.mock('../../../../store/store-client', () => ({ recordFacts: vi.fn(async () => {}) }))
vi.mock('../../../../store/use-view', () => ({
  useView: () => ({ state: profile.current, syncedAt: null, pending: 0 }),
}))
vi.mock('../../session-link', () => ({ useSessionStatus: () => 'signedIn' }))
vi.mock('../../../../i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  chooseLocale: vi.fn(async () => {}),
}))

const calls = vi.mocked(rpc)

beforeEach(() => {
  navigate.mockReset()
  calls.mockReset()
  profile.current = { id: 7, nickname: 'Ada', language: 'en', initialized: false } as unknown as UserProfile
  calls.mockImplementation(async (method: string) => ({ ...(profile.current as object), method }) as never)
})

function step(overrides: Partial<StartingPackageStep> = {}): StartingPackageStep {
  return {
    chosen: true,
    confirm: vi.fn(async () => true),
    render: ({ error, errorId }) => (
      <div>
        picker
        {error && <p id={errorId}>{error}</p>}
      </div>
    ),
    ...overrides,
  }
}

async function send() {
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Start using Hubdeck' }))
}

describe('the first-login form with a starting package', () => {
  it('asks for a package and sends nothing while none is chosen', async () => {
    const starting = step({ chosen: false })
    await renderWithI18n(<FirstLogin startingPackage={starting} />)
    await send()
    expect(await screen.findByText('Choose a starting package.')).toBeTruthy()
    expect(calls).not.toHaveBeenCalled()
    expect(starting.confirm).not.toHaveBeenCalled()
  })

  it('confirms the package last, reads the profile again, then opens the dashboard', async () => {
    const starting = step()
    await renderWithI18n(<FirstLogin startingPackage={starting} />)
    await send()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/rpc/endpoint' }))
    expect(calls.mock.calls.map(([method]) => method)).toEqual([
      'hub_setUserNickname',
      'hub_changeUserLang',
      'hub_setUserAcceptTerm',
      'hub_getUserProfile',
    ])
    expect(starting.confirm).toHaveBeenCalledTimes(1)
  })

  it('a package not confirmed (balance short, card refused) keeps the form and opens nothing', async () => {
    const starting = step({ confirm: vi.fn(async () => false) })
    await renderWithI18n(<FirstLogin startingPackage={starting} />)
    await send()
    await waitFor(() => expect(starting.confirm).toHaveBeenCalledTimes(1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start using Hubdeck' })).toHaveProperty('disabled', false),
    )
    expect(navigate).not.toHaveBeenCalled()
    expect(calls.mock.calls.map(([method]) => method)).not.toContain('hub_getUserProfile')
  })
})
