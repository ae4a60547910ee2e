import { describe, expect, it } from 'vitest'
import { newCardStageOf } from './new-card-stage'

const ORDER = { orderId: 'ord_1', clientSecret: 'pi_secret', nextActionUrl: null }
const FIELD = { processor: 'sandbox' as const, fieldUrl: '/sandbox/card-field', publishableKey: null }

function snapshot(options: { tags?: string[]; state?: string; challengeInField?: boolean; withOrder?: boolean }) {
  const { tags = [], state = '', challengeInField = false, withOrder = true } = options
  return {
    hasTag: (tag: string) => tags.includes(tag),
    matches: (value: string) => value === state,
    context: { challengeInField, field: withOrder ? FIELD : null, order: withOrder ? ORDER : null },
  }
}

describe('where a new card stands', () => {
  it('is typed in, then paid, then at the bank in the field', () => {
    expect(newCardStageOf(snapshot({ tags: ['newCard'] }))).toBe('typing')
    expect(newCardStageOf(snapshot({ tags: ['paying'], state: 'confirmingNewCard' }))).toBe('confirming')
    expect(newCardStageOf(snapshot({ tags: ['authenticating'], challengeInField: true }))).toBe('authenticating')
  })

  it('shows no field for a saved card at the bank, nor without an order and its processor', () => {
    expect(newCardStageOf(snapshot({ tags: ['authenticating'], challengeInField: false }))).toBeNull()
    expect(newCardStageOf(snapshot({ tags: ['newCard'], withOrder: false }))).toBeNull()
    expect(newCardStageOf(snapshot({ tags: ['polling'] }))).toBeNull()
  })
})
