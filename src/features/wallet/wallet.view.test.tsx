// @vitest-environment happy-dom
/**
 * A screen reads the wallet through `useView`: it shows once the store has it, follows new
 * events live, and never shows one account's wallet under another scope or after sign-out.
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { WalletOverview } from '../../../contract'
import { HubDatabase } from '../../store/db'
import { createEventLog, type EventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { createLiveStore, type LiveStore } from '../../store/live-store'
import { createOutbox } from '../../store/outbox'
import { connectStore } from '../../store/store-client'
import { useView } from '../../store/use-view'
import { walletProjection } from './wallet.projection'

const wallet = (amount: string): WalletOverview => ({
  amount,
  arrears: '0.00',
  currency: 'USD',
  autoRenew: false,
  autoRenewMode: 'none',
  autoRenewSkuId: null,
  currentPackage: 'Free',
  packageExpiresAt: null,
  ruBalance: 0,
  lowBalanceThreshold: '10.00',
  updatedAt: '2025-06-01T10:00:00.000Z',
})

/** Every text the screen rendered, to catch what shows only for a moment. */
let rendered: string[] = []

function Balance() {
  const view = useView(walletProjection)
  const text = !view ? 'Loading' : view.state ? `Balance ${view.state.amount}` : 'No wallet yet'
  rendered.push(text)
  return <p>{text}</p>
}

let db: HubDatabase
let log: EventLog
let live: LiveStore

beforeEach(() => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [walletProjection] })
  const outbox = createOutbox({ log, send: async () => null, judge: () => 'retry' })
  live = createLiveStore({ log, outbox, afterRun: () => {} })
  connectStore(live)
  rendered = []
})

afterEach(async () => {
  live.setScope(null)
  await db.delete()
})

describe('useView(walletProjection)', () => {
  it('shows the wallet once it is appended, and each new balance after', async () => {
    live.setScope('u1')
    render(<Balance />)
    expect(await screen.findByText('No wallet yet')).toBeTruthy()

    await act(() => log.append('u1', [fact('wallet.loaded', wallet('12.50'), 'server')]))
    expect(await screen.findByText('Balance 12.50')).toBeTruthy()

    await act(() => log.append('u1', [fact('wallet.loaded', wallet('7.25'), 'server')]))
    expect(await screen.findByText('Balance 7.25')).toBeTruthy()
  })

  it('shows nothing of the account after sign-out, nor under another scope, not even for a moment', async () => {
    await log.append('u1', [fact('wallet.loaded', wallet('12.50'), 'server')])
    live.setScope('u1')
    render(<Balance />)
    expect(await screen.findByText('Balance 12.50')).toBeTruthy()

    rendered = []
    act(() => live.setScope('u1:t7'))
    expect(screen.queryByText('Balance 12.50')).toBeNull()
    expect(await screen.findByText('No wallet yet')).toBeTruthy()
    expect(rendered).not.toContain('Balance 12.50')

    act(() => live.setScope('u1'))
    expect(await screen.findByText('Balance 12.50')).toBeTruthy()

    act(() => live.setScope(null))
    expect(screen.getByText('Loading')).toBeTruthy()
  })

  it('a screen opened later under another scope never shows the wallet it showed before', async () => {
    await log.append('u1', [fact('wallet.loaded', wallet('12.50'), 'server')])
    live.setScope('u1')
    const first = render(<Balance />)
    expect(await screen.findByText('Balance 12.50')).toBeTruthy()
    first.unmount()
    // Signed out and in again as someone else, a while later.
    await new Promise((resolve) => setTimeout(resolve, 10))
    live.setScope('u2')
    rendered = []
    render(<Balance />)

    expect(await screen.findByText('No wallet yet')).toBeTruthy()
    expect(rendered).not.toContain('Balance 12.50')
  })

  it('a screen that replaces another in the same scope shows the wallet without a skeleton in between', async () => {
    await log.append('u1', [fact('wallet.loaded', wallet('12.50'), 'server')])
    live.setScope('u1')
    const { rerender } = render(<Balance key="home" />)
    expect(await screen.findByText('Balance 12.50')).toBeTruthy()

    rendered = []
    rerender(<Balance key="billing" />)

    expect(rendered[0]).toBe('Balance 12.50')
    expect(rendered).not.toContain('Loading')
  })

  it('an append to another scope does not reach the screen', async () => {
    live.setScope('u2')
    render(<Balance />)
    expect(await screen.findByText('No wallet yet')).toBeTruthy()

    await act(() => log.append('u1', [fact('wallet.loaded', wallet('12.50'), 'server')]))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))

    expect(screen.queryByText('Balance 12.50')).toBeNull()
    expect(screen.getByText('No wallet yet')).toBeTruthy()
  })
})
