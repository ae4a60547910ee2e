// @vitest-environment happy-dom
/**
 * The invoice details form: a bad e-mail or country code is said beside its field and nothing is
 * queued; good details are queued as one command, shown at once and marked as waiting to sync.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import type { AnyCommand } from '../../../store/command'
import { HubDatabase } from '../../../store/db'
import { createEventLog, type EventLog } from '../../../store/event-log'
import { fact } from '../../../store/events'
import { createLiveStore, type LiveStore } from '../../../store/live-store'
import { createOutbox, type Outbox } from '../../../store/outbox'
import type * as StoreClient from '../../../store/store-client'
import { connectStore } from '../../../store/store-client'
import { useView } from '../../../store/use-view'
import { SAVE_INVOICE_CONFIG, saveInvoiceConfig } from '../invoice-config.commands'
import { EMPTY_INVOICE_CONFIG } from '../invoice-config-rules'
import { invoicesProjection } from '../invoices.projection'
import { InvoiceConfigForm } from './invoice-config-form'

vi.mock('../../../store/store-client', async (importOriginal) => ({
  ...(await importOriginal<typeof StoreClient>()),
  runCommand: (command: AnyCommand, payload: unknown) => live.run(command, payload),
}))

function Details() {
  const view = useView(invoicesProjection)
  return view ? <InvoiceConfigForm config={view.state.config} /> : null
}

let db: HubDatabase
let log: EventLog
let live: LiveStore
let outbox: Outbox

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [invoicesProjection], commands: [saveInvoiceConfig] })
  outbox = createOutbox({ log, send: async () => new Promise(() => {}), judge: () => 'retry' })
  live = createLiveStore({ log, outbox, afterRun: () => {} })
  connectStore(live)
  await log.append('u1', [
    fact('invoices.config.loaded', { ...EMPTY_INVOICE_CONFIG, companyName: 'Ada Ltd' }, 'server'),
  ])
  live.setScope('u1')
})

afterEach(async () => {
  live.setScope(null)
  await db.delete()
})

describe('the invoice details form', () => {
  it('says what is wrong beside each field and queues nothing', async () => {
    await renderWithI18n(<Details />)
    expect(await screen.findByDisplayValue('Ada Ltd')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Billing e-mail'), { target: { value: 'not-an-email' } })
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'Singapore' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText(/Enter an e-mail address such as billing@example.com/)).toBeTruthy()
    expect(screen.getByText(/Enter a two-letter country code/)).toBeTruthy()
    expect(screen.getByLabelText('Billing e-mail').getAttribute('aria-invalid')).toBe('true')
    expect(await outbox.queued('u1')).toHaveLength(0)
  })

  it('queues good details once, shows them at once and marks them as waiting to sync', async () => {
    await renderWithI18n(<Details />)
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: 'sg' } })
    fireEvent.change(screen.getByLabelText('Tax ID (VAT, GST)'), { target: { value: ' 201912345K ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Waiting to sync')).toBeTruthy()
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveProperty('value', 'SG'))
    const queued = await outbox.queued('u1')
    expect(queued.map((row) => row.command)).toEqual([SAVE_INVOICE_CONFIG])
    expect(queued[0]?.payload).toMatchObject({ companyName: 'Ada Ltd', country: 'SG', taxId: '201912345K' })
  })
})
