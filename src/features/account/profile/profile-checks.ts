/**
 * What the profile's forms check as the user types, before anything is sent: each problem is a
 * message for the field, and no call is made while there is one. The server checks again
 * (contract/fields.ts: nameSchema, emailSchema, codeSchema, promoCodeSchema).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A nickname is 1–64 characters once trimmed (nameSchema). */
export const NICKNAME_MAX_LENGTH = 64

// Deliberately loose: one @, something either side, a dot in the domain. The server decides the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CODE_SHAPE = /^[A-Za-z0-9_-]{6,128}$/
const PROMO_CODE_SHAPE = /^[A-Za-z0-9_-]{3,32}$/

export function nicknameProblem(nickname: string): MessageDescriptor | null {
  const trimmed = nickname.trim()
  if (trimmed === '') return msg`Enter a nickname.`
  if ([...trimmed].length > NICKNAME_MAX_LENGTH) return msg`Use at most 64 characters.`
  return null
}

export function emailProblem(email: string): MessageDescriptor | null {
  const trimmed = email.trim()
  if (trimmed === '') return msg`Enter an e-mail address.`
  if (trimmed.length > 254 || !EMAIL_SHAPE.test(trimmed)) return msg`Enter an e-mail address like name@example.com.`
  return null
}

export function mailCodeProblem(code: string): MessageDescriptor | null {
  const trimmed = code.trim()
  if (trimmed === '') return msg`Enter the code from the e-mail.`
  if (!CODE_SHAPE.test(trimmed)) return msg`The code is 6 or more letters and digits, as in the e-mail.`
  return null
}

export function promoCodeProblem(code: string): MessageDescriptor | null {
  const trimmed = code.trim()
  if (trimmed === '') return msg`Enter a promo code.`
  if (!PROMO_CODE_SHAPE.test(trimmed)) return msg`A promo code is 3–32 letters, digits, - or _.`
  return null
}
