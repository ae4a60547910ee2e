/** The wallet overview: whatever the server last said, amounts kept as its decimal strings. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletOverview } from '../../../contract'
import { HubDatabase } from '../../store/db'
import { createEventLog } from '../../store/event-log'
import { fact, type StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { walletProjection } from './wallet.projection'

const wallet = (overrides: Partial<WalletOverview> = {}): WalletOverview => ({
  amount: '12.50',
  arrears: '0.00',
  currency: 'USD',
  autoRenew: false,
  autoRenewMode: 'none',
  autoRenewSkuId: null,
  currentPackage: 'Free',
  packageExpiresAt: null,
  ruBalance: 1_000_000,
  lowBalanceThreshold: '10.00',
  updatedAt: '2025-06-01T10:00:00.000Z',
  ...overrides,
})

const loaded = (payload: WalletOverview): StoredEvent => ({
  id: crypto.randomUUID(),
  type: 'wallet.loaded',
  v: 1,
  payload,
  at: payload.updatedAt,
  origin: 'server',
  scope: 'u1',
})

describe('wallet', () => {
  it('is unknown until the server sends it', () => {
    expect(foldEvents(walletProjection, [])).toBeNull()
  })

  it('is the overview the server last sent, amounts as exact decimal strings', () => {
    const later = wallet({ amount: '0.10', arrears: '3.333333', updatedAt: '2025-06-01T11:00:00.000Z' })

    const state = foldEvents(walletProjection, [loaded(wallet()), loaded(later)])

    expect(state).toEqual(later)
    expect(state?.arrears).toBe('3.333333')
  })

  it('an overview recorded before the alert threshold existed reads it as unknown, not as a made-up amount', () => {
    const { lowBalanceThreshold: _left, ...older } = wallet()
    const state = foldEvents(walletProjection, [loaded(older as WalletOverview)])
    expect(state?.lowBalanceThreshold).toBeNull()
    expect(state?.amount).toBe('12.50')
  })

  it('rebuilding from the log equals the state kept incrementally, whatever the events', async () => {
    const draft = fc
      .record({ amount: fc.constantFrom('0.00', '12.50', '999999.99'), autoRenew: fc.boolean(), ruBalance: fc.nat() })
      .map((overrides) => fact('wallet.loaded', wallet(overrides), 'server'))
    await fc.assert(
      fc.asyncProperty(fc.array(draft, { maxLength: 10 }), async (drafts) => {
        const db = new HubDatabase(`test-${crypto.randomUUID()}`)
        try {
          const log = createEventLog({ db, projections: [walletProjection] })
          for (const one of drafts) await log.append('u1', [one])
          expect(await log.rebuild('u1', walletProjection)).toEqual((await log.read('u1', walletProjection)).state)
        } finally {
          await db.delete()
        }
      }),
      { numRuns: 10 },
    )
  })
})
