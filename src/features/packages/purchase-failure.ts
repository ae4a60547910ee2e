/**
 * Why a purchase failed, in the purchase machine's words: a card's refusal or a lost answer, read
 * as the deposit flow reads them (src/lib/card-failure.ts), or the balance short of the price.
 */
import { HubErrorCode } from '../../../contract/errors'
import type { PurchaseFailureError } from '../../../machines/purchase/purchase.types'
import { cardFailureFrom } from '../../lib/card-failure'
import { RpcCallError } from '../../lib/rpc-client'

/** The machine's failure for an effect's error. */
export function purchaseFailureError(error: unknown): PurchaseFailureError & { cause: unknown } {
  return { cardFailure: cardFailureFrom(error), cause: error }
}

/** Whether the server refused a business rule (10422): for a wallet purchase, possibly the balance. */
export function isBusinessRefusal(error: unknown): boolean {
  return error instanceof RpcCallError && error.code === HubErrorCode.BusinessRule
}
