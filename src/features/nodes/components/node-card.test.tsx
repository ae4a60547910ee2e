// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import { onlineNodeFixture, pendingNodeFixture } from '../node-fixture'
import { NodeCard, type NodeCardProps } from './node-card'

const ONLINE = onlineNodeFixture()
const PENDING = pendingNodeFixture(ONLINE)
const DAY = 86_400_000
const twoDaysBefore = Date.parse('2026-12-01T10:00:00.000Z') - 2 * DAY

afterEach(cleanup)

/** The card with nothing refused and no-op callbacks, unless the test says otherwise. */
function card(overrides: Partial<NodeCardProps> & Pick<NodeCardProps, 'node'>) {
  const props: NodeCardProps = {
    now: twoDaysBefore,
    renewRefusal: null,
    autoRenewRefusal: null,
    onRenew: () => {},
    onAutoRenew: () => Promise.resolve(),
    ...overrides,
  }
  return <NodeCard {...props} />
}

describe('<NodeCard>', () => {
  it('shows an online node: green status, endpoints to copy, two days left, auto-renew on', async () => {
    await renderWithI18n(card({ node: ONLINE }))
    expect(screen.getByTestId('node-status').textContent).toBe('Online')
    expect(screen.getByTestId('node-status').dataset['color']).toBe('green')
    expect(screen.getByTestId('node-https-url').textContent).toBe(ONLINE.httpsUrl)
    expect(screen.getByRole('button', { name: 'Copy WSS endpoint' })).toBeTruthy()
    expect(screen.getByTestId('node-time-left').textContent).toBe('2 days')
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Renew devnet-frankfurt' }).hasAttribute('disabled')).toBe(false)
  })

  it('shows a provisioning node’s progress and what it is doing, and no endpoints yet', async () => {
    await renderWithI18n(card({ node: PENDING }))
    expect(screen.getByTestId('node-status').dataset['color']).toBe('blue')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getByTestId('node-progress').textContent).toContain('Installing the client')
    expect(screen.queryByTestId('node-https-url')).toBeNull()
    expect(screen.getByTestId('node-time-left').textContent).toBe('Starts once online')
  })

  it('reads in Chinese: the status, the time left, and Renew disabled with the reason', async () => {
    const node = { ...ONLINE, status: 'will_expired' as const }
    await renderWithI18n(card({ node, renewRefusal: '离线', autoRenewRefusal: '离线', renewRefusalId: 'why' }), {
      locale: 'zh',
    })
    expect(screen.getByTestId('node-status').textContent).toBe('即将到期')
    expect(screen.getByTestId('node-status').dataset['color']).toBe('orange')
    expect(screen.getByTestId('node-time-left').textContent).toBe('2 天')
    const renew = screen.getByRole('button', { name: '续费 devnet-frankfurt' })
    expect(renew.hasAttribute('disabled')).toBe(true)
    expect(renew.getAttribute('aria-describedby')).toBe('why')
    const autoRenew = screen.getByRole('switch', { name: '自动续费' })
    expect(autoRenew).toHaveProperty('disabled', true)
    expect(autoRenew.getAttribute('aria-describedby')).toContain('why')
  })

  it('says an expired node ended and when it is released', async () => {
    const node = { ...ONLINE, status: 'expired' as const, releasesAt: '2026-12-08T10:00:00.000Z' }
    await renderWithI18n(card({ node, now: Date.parse('2026-12-02T00:00:00Z') }))
    expect(screen.getByTestId('node-status').textContent).toBe('Expired')
    expect(screen.getByTestId('node-status').dataset['color']).toBe('red')
    expect(screen.getByTestId('node-time-left').textContent).toBe('Ended')
    expect(screen.getByText('Released on')).toBeTruthy()
  })

  it('switching auto-renew off asks the server, shows it saving, and then shows the node as answered', async () => {
    let answer: (value: unknown) => void = () => {}
    const onAutoRenew = vi.fn(() => new Promise((resolve) => (answer = resolve)))
    const { rerender } = await renderWithI18n(card({ node: ONLINE, onAutoRenew }))
    const autoRenew = screen.getByRole('switch', { name: 'Auto-renew' })
    fireEvent.click(autoRenew)
    expect(onAutoRenew).toHaveBeenCalledWith(ONLINE, false)
    expect(autoRenew).toHaveProperty('checked', false)
    expect(autoRenew).toHaveProperty('disabled', true)
    expect(screen.getByText('Saving…')).toBeTruthy()
    await act(async () => answer(undefined))
    rerender(card({ node: { ...ONLINE, autoRenew: false }, onAutoRenew }))
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveProperty('checked', false)
    expect(screen.queryByText('Saving…')).toBeNull()
    expect(screen.getByText('Off: the node stops at its end unless you renew it.')).toBeTruthy()
  })

  it('a refused switch goes back to where the node is', async () => {
    const onAutoRenew = vi.fn(() => Promise.reject(new Error('refused')))
    await renderWithI18n(card({ node: ONLINE, onAutoRenew }))
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Auto-renew' }))
    })
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveProperty('checked', true)
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveProperty('disabled', false)
  })
})
