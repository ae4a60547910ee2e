// @vitest-environment happy-dom
/**
 * The header's balance: online it opens the deposit flow and is named with the amount (and never
 * "Deposit", which the overview's own button is called); offline it is only the stored figure.
 */
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import type { View } from '../../../store/event-log'
import { walletState, type WalletState } from '../wallet.projection'
import { walletFixture } from '../wallet-fixtures'
import { HeaderBalance } from './header-balance'

const view = vi.hoisted(() => ({ current: undefined as View<WalletState | null> | undefined }))
vi.mock('../../../store/use-view', () => ({ useView: () => view.current }))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children, ...rest }: { to: string; search?: Record<string, string>; children: ReactNode }) => (
    <a href={search ? `${to}?${new URLSearchParams(search).toString()}` : to} {...rest}>
      {children}
    </a>
  ),
}))

afterEach(() => vi.restoreAllMocks())

const stored = (amount: string, overrides: Parameters<typeof walletFixture>[0] = {}) => ({
  state: walletState(walletFixture({ amount, ...overrides })),
  syncedAt: null,
  pending: 0,
})

describe('the header balance', () => {
  it('shows nothing until the wallet is known', async () => {
    view.current = undefined
    await renderWithI18n(<HeaderBalance />)
    expect(screen.queryByTestId('header-balance')).toBeNull()
  })

  it('online, links to the deposit flow, named by the balance', async () => {
    view.current = stored('125.50')
    await renderWithI18n(<HeaderBalance />)
    const link = screen.getByRole('link', { name: 'Balance $125.50 Top up' })
    expect(link.getAttribute('href')).toBe('/rpc/billings/charge?tab=deposit')
    expect(screen.queryByRole('link', { name: /deposit/i })).toBeNull()
  })

  it('offline, is the stored figure with no action', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    view.current = stored('7.25')
    await renderWithI18n(<HeaderBalance />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('header-balance').textContent).toBe('Balance$7.25')
    expect(screen.getByTestId('header-package').textContent).toBe('Free · 1M RU')
  })

  it('tells the package and its RU left, linking to the packages', async () => {
    view.current = stored('125.50', { currentPackage: 'Growth', ruBalance: 249_500_000 })
    await renderWithI18n(<HeaderBalance />)
    const link = screen.getByRole('link', { name: 'Package Growth · 249.5M RU' })
    expect(link.getAttribute('href')).toBe('/rpc/billings/charge?tab=packages')
  })
})
