// @vitest-environment happy-dom
/**
 * The statistics page drawn from the store, with the server scripted: the stored figures of a
 * query show with their age; refused for rate (HTTP 429 or 10429) they stay, said so, with no
 * error; a query never read shows the server's answer once it arrives; a custom range that runs
 * backwards is explained and nothing is asked. The chart drawing (uPlot, a canvas) is left out:
 * the e2e suite draws it in Chromium.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import type * as RpcClient from '../../../lib/rpc-client'
import { RpcCallError, RpcTransportError, rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { HubDatabase } from '../../../store/db'
import { createEventLog, type EventLog } from '../../../store/event-log'
import { fact, type EventDraft } from '../../../store/events'
import { createLiveStore, type LiveStore } from '../../../store/live-store'
import { createOutbox } from '../../../store/outbox'
import type * as StoreClient from '../../../store/store-client'
import { connectStore } from '../../../store/store-client'
import { figures, statisticsQuery } from '../statistics-fixtures'
import type { StatisticsQuery } from '../statistics-query'
import { statisticsProjection } from '../statistics.projection'
import { StatisticsView } from './statistics-view'

vi.mock('../../../components/ui/charts/uplot-view', () => ({ default: () => null }))

vi.mock('../../../lib/rpc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RpcClient>()),
  rpcSurvivingPageChange: vi.fn(),
}))

vi.mock('../../../store/store-client', async (importOriginal) => ({
  ...(await importOriginal<typeof StoreClient>()),
  recordFacts: (drafts: readonly EventDraft[]) => live.record(drafts),
}))

function Statistics({ initial = statisticsQuery() }: { initial?: StatisticsQuery }) {
  const [query, setQuery] = useState(initial)
  return (
    <StatisticsView
      query={query}
      onQueryChange={setQuery}
      keys={[{ id: 7, name: 'Backend' }]}
      networks={[{ id: 'ethereum-mainnet', name: 'Ethereum Mainnet' }]}
      inTeam={false}
      limit={null}
    />
  )
}

const reads = vi.mocked(rpcSurvivingPageChange)
let db: HubDatabase
let log: EventLog
let live: LiveStore

beforeEach(async () => {
  reads.mockReset().mockImplementation(() => new Promise(() => {}))
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [statisticsProjection] })
  const outbox = createOutbox({ log, send: async () => new Promise(() => {}), judge: () => 'retry' })
  live = createLiveStore({ log, outbox, afterRun: () => {} })
  connectStore(live)
  await log.append('u1', [fact('statistics.loaded', { query: statisticsQuery(), figures: figures(4) }, 'server')])
  live.setScope('u1')
})

afterEach(async () => {
  live.setScope(null)
  vi.restoreAllMocks()
  await db.delete()
})

describe('the statistics page', () => {
  it('keeps the stored figures, with their age, when the server answers HTTP 429', async () => {
    reads.mockImplementation(async (method) => {
      throw new RpcTransportError(method, 'http', { status: 429 })
    })
    await renderWithI18n(<Statistics />)
    expect(await screen.findByTestId('statistics-too-many')).toBeTruthy()
    expect(screen.getByTestId('total-requests').textContent).toBe('4')
    expect(screen.getByTestId('data-age').textContent).toMatch(/^Updated/)
    const keys = screen.getByRole('table', { name: 'Usage by API key' })
    expect(within(keys).getAllByRole('row')[1]?.textContent).toContain('=cmd, "prod"')
  })

  it('says the same for the Hub refusal 10429', async () => {
    reads.mockImplementation(async (method) => {
      throw new RpcCallError(method, { code: 10429, message: 'Too many requests', messageZh: '请求过多' })
    })
    await renderWithI18n(<Statistics />)
    expect(await screen.findByTestId('statistics-too-many')).toBeTruthy()
    expect(screen.getByTestId('total-requests').textContent).toBe('4')
  })

  it('asks for a query never read, by key, with the local offset, and shows its answer', async () => {
    const answer = figures(11)
    reads.mockImplementation(async (method) => {
      const results: Record<string, unknown> = {
        hub_reportUsageSeries: answer.timeline,
        hub_reportMethodRuCosts: answer.methods,
        hub_reportUserTop5MethodRuCostByApikey: answer.topMethods,
        hub_reportUsageInfoByApikey: answer.byKey,
        hub_reportUsageInfoByNetwork: answer.byNetwork,
      }
      return results[method] as never
    })
    await renderWithI18n(<Statistics initial={statisticsQuery({ scope: 'apikey', apikeyId: 7, period: '30d' })} />)
    await waitFor(() => expect(screen.getByTestId('total-requests').textContent).toBe('11'))
    expect(reads).toHaveBeenCalledWith(
      'hub_reportUsageSeries',
      expect.objectContaining({
        apikeyId: 7,
        interval: 'day',
        from: expect.stringMatching(/T00:00:00[+-]\d\d:\d\d$/),
      }),
      expect.objectContaining({ hideError: true }),
    )
    expect(reads).toHaveBeenCalledWith(
      'hub_reportUserTop5MethodRuCostByApikey',
      expect.objectContaining({ apikeyId: 7 }),
      expect.anything(),
    )
  })

  it('explains a custom range that runs backwards, asks nothing for it and keeps the figures', async () => {
    await renderWithI18n(<Statistics />)
    await waitFor(() => expect(screen.getByTestId('total-requests').textContent).toBe('4'))
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } })
    expect(await screen.findByText('These are the figures of your previous choice.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect((await screen.findByTestId('range-problem')).textContent).toBe(
      'The end date must be on or after the start date.',
    )
    expect(screen.getByTestId('total-requests').textContent).toBe('4')
    expect(reads).not.toHaveBeenCalledWith(
      'hub_reportUsageSeries',
      expect.objectContaining({ from: expect.stringContaining('2026-11-10') }),
      expect.anything(),
    )
  })
})
