// @vitest-environment happy-dom
/**
 * The statements page drawn from the store, with the server scripted: a stored page shows with
 * its age (offline too, with one reason why exporting waits); a filter asks the server for it;
 * an export shows "Preparing your file…" until its file_download notice arrives, then its link.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import type * as RpcClient from '../../../lib/rpc-client'
import { rpc, rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { HubDatabase } from '../../../store/db'
import { createEventLog, type EventLog } from '../../../store/event-log'
import { fact, type EventDraft } from '../../../store/events'
import { createLiveStore, type LiveStore } from '../../../store/live-store'
import { createOutbox } from '../../../store/outbox'
import type * as StoreClient from '../../../store/store-client'
import { connectStore } from '../../../store/store-client'
import { bill, billQuery, csvExport, fileNotice } from '../billing-fixtures'
import { csvExportsProjection } from '../csv-exports.projection'
import { statementPagesProjection } from '../statement-pages.projection'
import type { StatementQuery } from '../statement-query'
import { StatementsView } from './statements-view'

function Statements() {
  const [query, setQuery] = useState<StatementQuery>(() => billQuery())
  return <StatementsView query={query} onQueryChange={setQuery} />
}

vi.mock('../../../lib/rpc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RpcClient>()),
  rpc: vi.fn(),
  rpcSurvivingPageChange: vi.fn(),
}))

// The module keeps the first store it was connected to for writes; each test has its own.
vi.mock('../../../store/store-client', async (importOriginal) => ({
  ...(await importOriginal<typeof StoreClient>()),
  recordFacts: (drafts: readonly EventDraft[]) => {
    if (!heldRecords) return live.record(drafts)
    // The read's facts reach the store's view after the read has answered (a slow device).
    heldRecords.push(drafts)
    return Promise.resolve()
  },
}))
let heldRecords: (readonly EventDraft[])[] | null = null

const reads = vi.mocked(rpcSurvivingPageChange)
const writes = vi.mocked(rpc)
let db: HubDatabase
let log: EventLog
let live: LiveStore
let online = true

beforeEach(async () => {
  heldRecords = null
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  online = true
  // Reads that never answer: the page shows what the store holds.
  reads.mockReset().mockImplementation(() => new Promise(() => {}))
  writes.mockReset()
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [statementPagesProjection, csvExportsProjection] })
  const outbox = createOutbox({ log, send: async () => new Promise(() => {}), judge: () => 'retry' })
  live = createLiveStore({ log, outbox, afterRun: () => {} })
  connectStore(live)
  const rows = [
    bill(2, { title: 'Growth package' }),
    bill(1, { billType: 'deposit', title: 'Deposit', amount: '25.00' }),
  ]
  await log.append('u1', [
    fact('statements.page.loaded', { query: billQuery(), rows: { tab: 'bill', list: rows }, total: 2 }, 'server'),
  ])
  live.setScope('u1')
})

afterEach(async () => {
  live.setScope(null)
  vi.restoreAllMocks()
  await db.delete()
})

describe('the statements page', () => {
  it('shows the stored bills, signed, with their age, and asks the server for a filter chosen', async () => {
    await renderWithI18n(<Statements />)
    const table = await screen.findByRole('table', { name: 'Bills' })
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(2))
    expect(table.textContent).toContain('−$49.00')
    expect(table.textContent).toContain('+$25.00')
    expect(screen.getByTestId('data-age').textContent).toMatch(/^Updated/)

    fireEvent.change(screen.getByLabelText('Bill type'), { target: { value: 'deposit' } })
    await waitFor(() =>
      expect(reads).toHaveBeenCalledWith(
        'hub_getUserBill',
        expect.objectContaining({ billType: 'deposit', page: 1 }),
        expect.anything(),
      ),
    )
  })

  it('shows the table loading, never "could not be loaded", while an answered read reaches the store', async () => {
    heldRecords = []
    reads.mockResolvedValue({ list: [bill(3, { title: 'Pro package' })], total: 1 })
    function OtherRange() {
      const [query, setQuery] = useState<StatementQuery>(() => billQuery({ from: '2026-10-01', to: '2026-10-31' }))
      return <StatementsView query={query} onQueryChange={setQuery} />
    }
    await renderWithI18n(<OtherRange />)
    await waitFor(() => expect(heldRecords).toHaveLength(1))
    // The read is done; its page is not in the view yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText('This could not be loaded.')).toBeNull()
    expect(screen.getByRole('table', { name: 'Bills' }).getAttribute('aria-busy')).toBe('true')
    await act(() => live.record(heldRecords![0]!))
    await waitFor(() => expect(screen.getByRole('table', { name: 'Bills' }).textContent).toContain('Pro package'))
  })

  it('offline, keeps the stored bills and disables the export, pointing to the one reason', async () => {
    online = false
    await renderWithI18n(<Statements />)
    await screen.findByRole('table', { name: 'Bills' })
    const note = screen.getByTestId('statements-offline-note')
    const exportButton = screen.getByRole('button', { name: 'Export CSV' })
    expect(exportButton).toHaveProperty('disabled', true)
    expect(exportButton.getAttribute('aria-describedby')).toBe(note.id)
  })

  it('prepares an export and offers its file once the file_download notice arrives', async () => {
    writes.mockResolvedValue(csvExport({ createdAt: '2026-11-20T10:00:00.000Z' }))
    await renderWithI18n(<Statements />)
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' })
    await waitFor(() => expect(exportButton).toHaveProperty('disabled', false))
    fireEvent.click(exportButton)
    expect(writes).toHaveBeenCalledWith('hub_getViewUserBillCsv', { billType: 'all', paymentChannel: 'all' })
    expect(await screen.findByText(/Preparing your file…/)).toBeTruthy()

    const notice = fileNotice(
      5,
      { type: 'bill', fileUrl: '/files/exports/exp-1?expires=1&sig=x' },
      '2026-11-20T10:00:05.000Z',
    )
    await act(() => log.append('u1', [fact('notice.received', notice, 'socket')]))
    const link = await screen.findByTestId('csv-download')
    expect(link.getAttribute('href')).toMatch(/\/files\/exports\/exp-1\?expires=1&sig=x$/)
    expect(screen.queryByText(/Preparing your file…/)).toBeNull()
  })
})
