/**
 * What the low-balance alert threshold accepts, checked as the user types, before anything is
 * queued: a USD amount of 0 to 1,000,000 with at most 2 decimals, the shape the contract's
 * hub_setLowBalanceThreshold requires (its schema is the server's; a test keeps both in step).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** USD; a balance alert above this is surely a typo of extra zeros. */
export const MAX_LOW_BALANCE_THRESHOLD = 1_000_000

const USD_SHAPE = /^\d{1,7}(\.\d{1,2})?$/

export type ThresholdCheck = { ok: true; amount: string } | { ok: false; problem: MessageDescriptor }

/** The amount as sent (`12.5` → `12.50`, `7` → `7.00`), or why it cannot be. */
export function checkThreshold(text: string): ThresholdCheck {
  const trimmed = text.trim().replace(/^\$/, '')
  if (trimmed === '') return { ok: false, problem: msg`Enter an amount in USD.` }
  if (!USD_SHAPE.test(trimmed))
    return { ok: false, problem: msg`Enter an amount in USD with at most 2 decimals, like 25 or 12.50.` }
  if (Number(trimmed) > MAX_LOW_BALANCE_THRESHOLD) return { ok: false, problem: msg`Enter at most 1,000,000.` }
  return { ok: true, amount: Number(trimmed).toFixed(2) }
}
