/**
 * Why a card payment failed, in the deposit machine's words (machines/deposit): read the way the
 * package purchase reads it (src/lib/card-failure.ts).
 */
import type { CardFailureError } from '../../../../machines/deposit/card-deposit.types'
import { cardFailureFrom } from '../../../lib/card-failure'

/** The machine's failure for an effect's error. */
export function cardFailureError(error: unknown): CardFailureError & { cause: unknown } {
  return { cardFailure: cardFailureFrom(error), cause: error }
}
