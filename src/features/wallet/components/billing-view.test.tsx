// @vitest-environment happy-dom
/**
 * The billing page drawn from the store, with the server scripted: what was stored shows (also
 * offline, with its age), the offline reason is said once for the whole page and every money
 * action points to it, settings stay usable offline, a card is removed only after confirming,
 * and the history asks the server for the filter chosen.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import type * as RpcClient from '../../../lib/rpc-client'
import { rpc, rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { HubDatabase } from '../../../store/db'
import { createEventLog, type EventLog } from '../../../store/event-log'
import type { AnyCommand } from '../../../store/command'
import { fact, type EventDraft } from '../../../store/events'
import { createLiveStore, type LiveStore } from '../../../store/live-store'
import { createOutbox } from '../../../store/outbox'
import type * as StoreClient from '../../../store/store-client'
import { connectStore } from '../../../store/store-client'
import { depositHistoryProjection } from '../deposit-history.projection'
import { depositsFreshnessProjection } from '../deposits-freshness.projection'
import { pendingDepositsProjection } from '../pending-deposits.projection'
import { savedCardsProjection } from '../saved-cards.projection'
import { setAutoRenew, setLowBalanceThreshold } from '../wallet.commands'
import { walletProjection } from '../wallet.projection'
import {
  cardDeposit,
  cardFixture,
  cryptoDeposit,
  firstPage,
  pendingCard,
  pendingCrypto,
  walletFixture,
} from '../wallet-fixtures'
import { BillingView } from './billing-view'
import type { DepositQuery } from '../deposit-query'
import { depositQueryOf } from '../deposit-search'
import { useState } from 'react'

/** The page as its route holds it: the history's query in state (the route keeps it in the address). */
function Billing() {
  const [query, setQuery] = useState<DepositQuery>(() => depositQueryOf({}))
  return <BillingView historyQuery={query} onHistoryQueryChange={setQuery} />
}

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}))

vi.mock('../../../lib/rpc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RpcClient>()),
  rpc: vi.fn(),
  rpcSurvivingPageChange: vi.fn(),
}))

// The module keeps the first store it was connected to for writes; each test has its own.
vi.mock('../../../store/store-client', async (importOriginal) => {
  const original = await importOriginal<typeof StoreClient>()
  return {
    ...original,
    recordFacts: (drafts: readonly EventDraft[]) => current().record(drafts),
    runCommand: (command: AnyCommand, payload: unknown) => current().run(command, payload),
  }
})

const reads = vi.mocked(rpcSurvivingPageChange)
const writes = vi.mocked(rpc)

let db: HubDatabase
let log: EventLog
let live: LiveStore
let online = true
const current = () => live

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  online = true
  // Reads that never answer: the page shows what the store holds.
  reads.mockReset().mockImplementation(() => new Promise(() => {}))
  writes.mockReset()
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({
    db,
    projections: [
      walletProjection,
      depositsFreshnessProjection,
      depositHistoryProjection,
      pendingDepositsProjection,
      savedCardsProjection,
    ],
    commands: [setAutoRenew, setLowBalanceThreshold],
  })
  const outbox = createOutbox({ log, send: async () => new Promise(() => {}), judge: () => 'retry' })
  live = createLiveStore({ log, outbox, afterRun: () => {} })
  connectStore(live)
  await log.append('u1', [
    fact('wallet.loaded', walletFixture({ amount: '125.50', arrears: '3.20' }), 'server'),
    fact('wallet.pending.loaded', { list: [pendingCrypto(11, 3, 12), pendingCard(12)], seenChangedAt: null }, 'server'),
    fact(
      'wallet.deposits.loaded',
      { query: firstPage(), list: [cryptoDeposit(2), cardDeposit(1)], total: 7, seenChangedAt: null },
      'server',
    ),
    fact(
      'wallet.cards.loaded',
      { list: [cardFixture('pm_1', { isDefault: true }), cardFixture('pm_2', { brand: 'mastercard', last4: '4444' })] },
      'server',
    ),
  ])
  live.setScope('u1')
})

afterEach(async () => {
  live.setScope(null)
  vi.restoreAllMocks()
  await db.delete()
})

const OFFLINE_NOTE =
  'You are offline. Deposits, dismissing a card deposit and changes to saved cards need the network. Auto-renew and the alert threshold are kept and sent when you are back online.'

describe('the billing page', () => {
  it('shows the stored balance, arrears explained, confirmations, history rows and cards', async () => {
    await renderWithI18n(<Billing />)

    expect(await screen.findByTestId('wallet-amount')).toHaveProperty('textContent', '$125.50')
    expect(screen.getByTestId('wallet-arrears').textContent).toContain('Arrears: $3.20')
    expect(screen.getByTestId('wallet-arrears').textContent).toContain('Your next deposit settles them first')
    const pending = await screen.findAllByTestId('pending-deposit')
    expect(pending).toHaveLength(2)
    expect(within(pending[1] as HTMLElement).getByTestId('pending-confirmations').textContent).toBe(
      'Confirmations: 3 / 12',
    )
    // Only the card payment can be dismissed.
    expect(screen.getAllByRole('button', { name: /^Dismiss/ })).toHaveLength(1)
    const table = await screen.findByRole('table', { name: 'Deposit history' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(screen.getByText('Total 7')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/rpc/billings/charge')
    const cards = screen.getAllByTestId('saved-card')
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Visa •••• 4242Default'),
      expect.stringContaining('Mastercard •••• 4444'),
    ])
    expect(screen.queryByTestId('billing-offline-note')).toBeNull()
  })

  it('before the wallet is in the store, its settings keep their place: the section with its heading, no control yet', async () => {
    // Another account, nothing stored yet: a cold visit. Without the section the page jumped down when it came.
    live.setScope('u2')
    await renderWithI18n(<Billing />)
    expect(await screen.findByRole('heading', { name: 'Wallet settings' })).toBeTruthy()
    expect(screen.queryByRole('switch', { name: 'Auto-renew' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Alert below (USD)' })).toBeNull()
  })

  it('offline, says once why money actions are disabled, and every one of them points to that reason', async () => {
    online = false
    await renderWithI18n(<Billing />)
    // Each part comes from its own view of the store, in no set order: wait for every one.
    await screen.findAllByTestId('saved-card')
    await screen.findByRole('switch', { name: 'Auto-renew' })
    await screen.findByRole('button', { name: 'Dismiss the card payment of $49.00' })
    await screen.findByRole('button', { name: 'Deposit' })

    const notes = screen.getAllByTestId('billing-offline-note')
    expect(notes).toHaveLength(1)
    expect(notes[0]?.textContent).toBe(OFFLINE_NOTE)
    const moneyActions = [
      screen.getByRole('button', { name: 'Deposit' }),
      screen.getByRole('button', { name: 'Dismiss the card payment of $49.00' }),
      screen.getByRole('button', { name: 'Make Mastercard •••• 4444 the default card' }),
      screen.getByRole('button', { name: 'Remove Visa •••• 4242' }),
      screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' }),
    ]
    for (const action of moneyActions) {
      expect(action).toHaveProperty('disabled', true)
      expect(action.getAttribute('aria-describedby')).toBe(notes[0]?.id)
    }
    // Settings are not money: they stay usable, queued for later.
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveProperty('disabled', false)
    expect(screen.getAllByTestId('data-age').length).toBeGreaterThanOrEqual(4)
  })

  it('an auto-renew switch turned offline shows on at once, as waiting to sync', async () => {
    online = false
    await renderWithI18n(<Billing />)
    const toggle = await screen.findByRole('switch', { name: 'Auto-renew' })
    expect(toggle).toHaveProperty('checked', false)

    await act(async () => {
      fireEvent.click(toggle)
    })

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveProperty('checked', true))
    expect(screen.getByText('Waiting to sync')).toBeTruthy()
  })

  it('removes a card only after the dialog is confirmed, and records the list the server answered', async () => {
    writes.mockResolvedValueOnce([cardFixture('pm_1', { isDefault: true })])
    await renderWithI18n(<Billing />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 4444' }))

    expect(writes).not.toHaveBeenCalled()
    const dialog = screen.getByRole('dialog', { name: 'Remove the card Mastercard •••• 4444?' })
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }))
    })

    expect(writes).toHaveBeenCalledWith('hub_removeCreditCard', { cardId: 'pm_2' })
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1))
  })

  it('asks the server for the payment method chosen, from the first page', async () => {
    await renderWithI18n(<Billing />)
    await screen.findByRole('table', { name: 'Deposit history' })

    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'stripe' } })

    await waitFor(() =>
      expect(reads).toHaveBeenCalledWith(
        'hub_getWalletDeposit',
        { page: 1, perPage: 5, paymentMethod: 'stripe' },
        expect.anything(),
      ),
    )
  })

  it('explains a date range that runs backwards and asks nothing for it', async () => {
    await renderWithI18n(<Billing />)
    await screen.findByRole('table', { name: 'Deposit history' })
    reads.mockClear()

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })

    const to = screen.getByLabelText('To')
    expect(to.getAttribute('aria-invalid')).toBe('true')
    const problem = document.getElementById(to.getAttribute('aria-describedby') ?? '')
    expect(problem?.textContent).toBe('The end date must be on or after the start date.')
    expect(reads.mock.calls.filter(([method]) => method === 'hub_getWalletDeposit').at(-1)?.[1]).not.toMatchObject({
      from: expect.anything(),
      to: expect.anything(),
    })
  })

  it('dismisses an abandoned card payment, and focus goes to the list’s heading', async () => {
    writes.mockResolvedValueOnce(null)
    await renderWithI18n(<Billing />)
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the card payment of $49.00' }))
    })

    expect(writes).toHaveBeenCalledWith('hub_delWalletDepositPending', { id: 12 })
    await waitFor(() => expect(screen.getAllByTestId('pending-deposit')).toHaveLength(1))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pending deposits' }))
  })

  it('a deposit notice flags the pending list and the history for update: both are read again', async () => {
    await renderWithI18n(<Billing />)
    await screen.findByRole('table', { name: 'Deposit history' })
    await waitFor(() =>
      expect(reads).toHaveBeenCalledWith('hub_getWalletDeposit', expect.anything(), expect.anything()),
    )
    reads.mockClear()

    const createdAt = '2026-11-25T10:00:00.000Z'
    await act(() =>
      log.append('u1', [
        fact(
          'notice.received',
          { id: 99, type: 'deposit', title: '', content: '', createdAt, read: false, expand: {} },
          'socket',
        ),
      ]),
    )

    await waitFor(() => {
      const methods = reads.mock.calls.map(([method]) => method)
      expect(methods).toContain('hub_getWalletDepositPending')
      expect(methods).toContain('hub_getWalletDeposit')
    })
  })
})
