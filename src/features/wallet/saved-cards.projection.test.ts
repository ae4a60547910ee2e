/** Saved cards: the list the server last answered, the default first; expiry read by month. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import { defaultFirst, isExpired, savedCardsProjection } from './saved-cards.projection'
import { cardFixture, stored } from './wallet-fixtures'

describe('savedCardsProjection', () => {
  it('is unknown until read, then the list as the last answer (a change answers it too)', () => {
    expect(foldEvents(savedCardsProjection, [])).toBeNull()
    const state = foldEvents(savedCardsProjection, [
      stored('wallet.cards.loaded', { list: [cardFixture('pm_1', { isDefault: true }), cardFixture('pm_2')] }),
      stored('wallet.cards.loaded', { list: [cardFixture('pm_2', { isDefault: true })] }),
    ])
    expect(state?.map((card) => card.id)).toEqual(['pm_2'])
  })

  it('puts the default card first and keeps every card, in the server’s order otherwise', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 8 }), (defaults) => {
        const list = defaults.map((isDefault, index) => cardFixture(`pm_${index}`, { isDefault }))
        const sorted = defaultFirst(list)
        expect(sorted.map((card) => card.id).sort()).toEqual(list.map((card) => card.id).sort())
        const firstOther = sorted.findIndex((card) => !card.isDefault)
        if (firstOther >= 0) expect(sorted.slice(firstOther).every((card) => !card.isDefault)).toBe(true)
        expect(sorted.filter((card) => !card.isDefault)).toEqual(list.filter((card) => !card.isDefault))
      }),
    )
  })

  it('a card works through its expiry month and has expired the month after', () => {
    const card = { expMonth: 4, expYear: 2027 }
    expect(isExpired(card, new Date(2027, 3, 30))).toBe(false)
    expect(isExpired(card, new Date(2027, 4, 1))).toBe(true)
    expect(isExpired(card, new Date(2026, 11, 1))).toBe(false)
  })
})
