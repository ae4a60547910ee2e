// @vitest-environment happy-dom
/** The "needs upgrade" state: one shared read, refreshed after a change, shown as banner and badge. */
import { act, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiKeyUpgradeInfo } from '../../../../contract/methods/account-profile'
import type * as RpcClient from '../../../lib/rpc-client'
import { renderWithI18n } from '../../../../tests/setup/render'
import { rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { NeedsUpgradeBadge, NeedsUpgradeBanner } from './needs-upgrade-banner'
import { refreshUpgradeInfo } from './upgrade-info-signal'
import { useApiKeyUpgradeInfo } from './use-upgrade-info'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}))
vi.mock('../../../lib/rpc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RpcClient>()),
  rpcSurvivingPageChange: vi.fn(),
}))
const read = vi.mocked(rpcSurvivingPageChange)

const INFO: ApiKeyUpgradeInfo = {
  needUpgrade: true,
  currentPackage: 'Free',
  allowedFeatures: [],
  apiKeys: [
    { id: 1, name: 'backend', features: ['archive_mode', 'bundler'], requiredSku: 'Growth' },
    { id: 2, name: 'indexer', features: ['mev_protection'], requiredSku: null },
  ],
}

function Page() {
  const info = useApiKeyUpgradeInfo()
  return (
    <>
      <NeedsUpgradeBanner info={info} />
      <p data-testid="key-1">
        <NeedsUpgradeBadge info={info} keyId={1} />
      </p>
      <p data-testid="key-3">
        <NeedsUpgradeBadge info={useApiKeyUpgradeInfo()} keyId={3} />
      </p>
    </>
  )
}

beforeEach(() => read.mockReset())

describe('needs upgrade', () => {
  it('names each key, the features its package lacks and the package that has them, with the way to buy', async () => {
    read.mockResolvedValue(INFO as never)
    await renderWithI18n(<Page />)
    expect(await screen.findByText('These keys use features your Free package does not include:')).toBeTruthy()
    expect(screen.getByText('backend: Archive mode and Bundler, included from the Growth package')).toBeTruthy()
    expect(screen.getByText('indexer: MEV protection')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy a package' }).getAttribute('href')).toBe('/rpc/billings')
    expect(screen.getByTestId('key-1').textContent).toBe('Needs upgrade')
    expect(screen.getByTestId('key-3').textContent).toBe('')
  })

  it('reads once for every component that asks, quietly, and again after a change is saved', async () => {
    read.mockResolvedValue(INFO as never)
    await renderWithI18n(<Page />)
    await screen.findByText('Buy a package')
    expect(read).toHaveBeenCalledTimes(1)
    expect(read.mock.calls[0]?.[2]).toMatchObject({ hideError: true })
    read.mockResolvedValue({ ...INFO, needUpgrade: false, apiKeys: [] } as never)
    act(() => refreshUpgradeInfo())
    await waitFor(() => expect(screen.queryByText('Buy a package')).toBeNull())
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('shows nothing while unknown, or when no key needs an upgrade', async () => {
    read.mockReturnValue(new Promise(() => undefined) as never)
    const pending = await renderWithI18n(<Page />)
    expect(pending.container.textContent).toBe('')
    pending.unmount()
    read.mockResolvedValue({ ...INFO, needUpgrade: false, apiKeys: [] } as never)
    const { container } = await renderWithI18n(<Page />)
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2))
    expect(container.textContent).toBe('')
  })
})
