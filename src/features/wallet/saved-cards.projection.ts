/**
 * The saved cards as the server last listed them, the default first. `null` until the first read.
 * Setting the default and removing a card answer the whole list, recorded the same way.
 */
import type { CreditCard } from '../../../contract/methods/cards'
import type { Projection } from '../../store/projection'
import './wallet.events'

export const savedCardsProjection: Projection<CreditCard[] | null> = {
  name: 'savedCards',
  version: 1,
  initial: null,
  on: {
    'wallet.cards.loaded': (_state, event) => defaultFirst(event.payload.list),
  },
}

/** The default card first, the others in the server's order. */
export function defaultFirst(list: readonly CreditCard[]): CreditCard[] {
  return [...list.filter((card) => card.isDefault), ...list.filter((card) => !card.isDefault)]
}

/** Whether the card has expired by `now` (the end of its expiry month). */
export function isExpired(card: Pick<CreditCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  return now.getFullYear() * 12 + now.getMonth() + 1 > card.expYear * 12 + card.expMonth
}
