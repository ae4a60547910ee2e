/**
 * What the e-mail notification settings check as the user types: thresholds and the extra
 * recipients (at most 3, each a distinct address other than the account's own). Problems are
 * messages for the field; nothing is sent while there is one. The server checks again.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { emailProblem } from './profile-checks'

/** At most this many addresses besides the account's own get the notice mails. */
export const MAX_EXTRA_RECIPIENTS = 3
/** USD; the contract's `lowBalanceThreshold` goes up to 1,000,000. */
export const MAX_LOW_BALANCE_THRESHOLD = 1_000_000
/** Request units; a generous bound so a typo of extra zeros is caught. */
export const MAX_LOW_RU_THRESHOLD = 1_000_000_000_000

const USD_SHAPE = /^\d{1,7}(\.\d{1,2})?$/
const WHOLE_SHAPE = /^\d{1,13}$/

/** A USD amount with at most 2 decimals, 0 to 1,000,000. */
export function usdThresholdProblem(text: string): MessageDescriptor | null {
  const trimmed = text.trim()
  if (trimmed === '') return msg`Enter an amount.`
  if (!USD_SHAPE.test(trimmed)) return msg`Enter an amount in USD with at most 2 decimals, like 25 or 12.50.`
  if (Number(trimmed) > MAX_LOW_BALANCE_THRESHOLD) return msg`Enter at most 1,000,000.`
  return null
}

/** A whole number of request units. */
export function ruThresholdProblem(text: string): MessageDescriptor | null {
  const trimmed = text.trim()
  if (trimmed === '') return msg`Enter a number of RU.`
  if (!WHOLE_SHAPE.test(trimmed)) return msg`Enter a whole number of RU, like 100000.`
  if (Number(trimmed) > MAX_LOW_RU_THRESHOLD) return msg`Enter at most 1,000,000,000,000.`
  return null
}

/** Why `address` cannot be added to `current`, or null when it can. */
export function recipientProblem(
  address: string,
  current: readonly string[],
  ownEmail: string | null,
): MessageDescriptor | null {
  if (current.length >= MAX_EXTRA_RECIPIENTS) return msg`You can add at most 3 addresses.`
  const shape = emailProblem(address)
  if (shape) return shape
  const normal = address.trim().toLowerCase()
  if (ownEmail && normal === ownEmail.toLowerCase()) return msg`Your own address gets these mails already.`
  if (current.some((item) => item.toLowerCase() === normal)) return msg`This address is in the list already.`
  return null
}
