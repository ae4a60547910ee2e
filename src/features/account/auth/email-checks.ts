/**
 * The e-mail check every account form shares: loose on purpose (one @, something either side, a
 * dot in the domain); the server's contract schema decides the rest.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** RFC 5321's longest address; the contract refuses longer ones. */
export const MAX_EMAIL_LENGTH = 254

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The problem with an e-mail as typed, or undefined when it looks like an address. */
export function checkEmail(email: string): MessageDescriptor | undefined {
  const value = email.trim()
  if (value === '') return msg`Enter your e-mail address.`
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(value)) {
    return msg`Enter an e-mail address like name@example.com.`
  }
  return undefined
}

/** The address as the server keys accounts (contract `emailSchema`: trimmed, lower-case). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
