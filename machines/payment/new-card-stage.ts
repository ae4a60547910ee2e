/**
 * Where a new card typed into the processor's field stands, read the same way from every machine
 * that pays with one (payment, purchase, card deposit): their `newCard` state, `confirmingNewCard`
 * and, for a new card, the bank's step inside the field (`challengeInField`).
 */
import type { CardField } from '../../contract'
import type { FollowedOrder } from '../deposit/card-deposit.types'

/** Typed in (`newCard`), being paid, or the bank's step inside the field. */
export type NewCardStage = 'typing' | 'confirming' | 'authenticating'

/** The stage of the new card's field as the machine stands, or null when the field is not shown. */
export function newCardStageOf(snapshot: {
  hasTag(tag: 'newCard' | 'authenticating'): boolean
  matches(state: 'confirmingNewCard'): boolean
  context: { challengeInField: boolean; field: CardField | null; order: FollowedOrder | null }
}): NewCardStage | null {
  if (!snapshot.context.field || !snapshot.context.order) return null
  if (snapshot.hasTag('newCard')) return 'typing'
  if (snapshot.matches('confirmingNewCard')) return 'confirming'
  if (snapshot.hasTag('authenticating') && snapshot.context.challengeInField) return 'authenticating'
  return null
}
