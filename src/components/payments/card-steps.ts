/**
 * The two card steps a payment machine asks the page for, the same in every flow: pay with the new
 * card typed into the processor's mounted field, and show the bank's 3-D Secure step — inside that
 * field for a new card, in a frame of its own for a saved one. Each flow wraps them in its own
 * effects (how it words a failure, where it finds the order's processor).
 */
import type { CardField } from '../../../contract/methods/cards'
import type { CardFieldOutcome, CardFieldSession, CardOrder, ChallengeFor } from './card-port'

export interface CardStepsOptions {
  /** The new card's field as mounted now (null when none is). */
  fieldSession(): CardFieldSession | null
  challengeFor: ChallengeFor
  /** Where a saved card's bank step is shown (drawn when the machine asks). */
  challengeElement(): Promise<HTMLElement>
  /** The title of the bank's frame, in the reader's language as it is then. */
  challengeTitle(): string
}

export interface CardSteps {
  confirmNewCard(): Promise<CardFieldOutcome>
  /** `field`: the order's processor, when the flow knows it (a saved card's charge names it). */
  authenticate(order: CardOrder, field: CardField | null, signal: AbortSignal): Promise<'succeeded' | 'failed'>
}

export function cardSteps(options: CardStepsOptions): CardSteps {
  return {
    confirmNewCard: () => options.fieldSession()?.confirm() ?? Promise.reject({ cardFailure: 'other' }),
    authenticate: async (order, field, signal) => {
      const inField = options.fieldSession()
      if (inField) return inField.authenticate(signal)
      const adapter = options.challengeFor(order, field)
      if (!adapter) throw { cardFailure: 'other' }
      const element = await options.challengeElement()
      return adapter.authenticate(element, { order, title: options.challengeTitle(), signal })
    },
  }
}
