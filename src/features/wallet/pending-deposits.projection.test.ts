/** Deposits on their way: unknown until read, newest first, and a dismissed one gone at once. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import { canDismiss, pendingDepositsProjection } from './pending-deposits.projection'
import { pendingCard, pendingCrypto, stored } from './wallet-fixtures'

describe('pendingDepositsProjection', () => {
  it('is unknown until the server lists them (the page shows a skeleton, not "none")', () => {
    expect(foldEvents(pendingDepositsProjection, [])).toBeNull()
  })

  it('is the list last read, with the freshness mark it was read after', () => {
    const state = foldEvents(pendingDepositsProjection, [
      stored('wallet.pending.loaded', { list: [pendingCrypto(1, 2)], seenChangedAt: null }),
      stored('wallet.pending.loaded', { list: [pendingCrypto(1, 5), pendingCard(2)], seenChangedAt: 'X' }),
    ])
    expect(state?.list.map((row) => [row.id, row.confirmations])).toEqual([
      [2, 0],
      [1, 5],
    ])
    expect(state?.seenChangedAt).toBe('X')
  })

  it('dismissing removes that deposit and no other; an unknown id changes nothing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 60 }),
        (ids, gone) => {
          const list = ids.map((id) => (id % 2 ? pendingCard(id) : pendingCrypto(id, 1)))
          const before = foldEvents(pendingDepositsProjection, [
            stored('wallet.pending.loaded', { list, seenChangedAt: null }),
          ])
          const after = foldEvents(
            pendingDepositsProjection,
            [stored('wallet.pending.dismissed', { id: gone })],
            before,
          )
          expect(after?.list.map((row) => row.id).sort()).toEqual(ids.filter((id) => id !== gone).sort())
          if (!ids.includes(gone)) expect(after).toBe(before)
        },
      ),
    )
  })

  it('a dismissal before any list is read changes nothing', () => {
    expect(foldEvents(pendingDepositsProjection, [stored('wallet.pending.dismissed', { id: 1 })])).toBeNull()
  })

  it('only a card deposit can be dismissed: a transfer on chain is credited once confirmed', () => {
    expect(canDismiss(pendingCard(1))).toBe(true)
    expect(canDismiss(pendingCrypto(2, 3))).toBe(false)
  })
})
