/**
 * What the registration form checks before anything is sent: the address, the password rules,
 * the confirmation and the optional promo code, each with its message beside its field. The
 * server checks again (contract schemas).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { checkEmail } from './email-checks'
import { checkNewPassword } from './new-password-checks'

export interface RegisterFormValues {
  email: string
  password: string
  confirmation: string
  promoCode: string
}

export interface RegisterFormErrors {
  email?: MessageDescriptor
  password?: MessageDescriptor
  confirmation?: MessageDescriptor
  promoCode?: MessageDescriptor
}

// The contract's promoCodeSchema: 3–32 letters, digits, _ or -.
const PROMO_CODE_SHAPE = /^[A-Za-z0-9_-]{3,32}$/

export function checkRegisterForm(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = { ...checkNewPassword(values.password, values.confirmation, values.email) }
  const email = checkEmail(values.email)
  if (email) errors.email = email
  const promoCode = checkPromoCode(values.promoCode)
  if (promoCode) errors.promoCode = promoCode
  return errors
}

/** An empty promo code is fine: it is optional. */
export function checkPromoCode(code: string): MessageDescriptor | undefined {
  const value = code.trim()
  if (value === '' || PROMO_CODE_SHAPE.test(value)) return undefined
  return msg`A promo code has 3 to 32 letters, digits, - or _.`
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean)
}
