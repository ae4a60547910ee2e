/**
 * What the login form checks before anything is sent: bad input gets a clear message beside its
 * field and no call is made. The server checks again (contract schemas).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface LoginFormErrors {
  email?: MessageDescriptor
  password?: MessageDescriptor
}

// Deliberately loose: one @, something either side, a dot in the domain. The server decides the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkLoginForm(email: string, password: string): LoginFormErrors {
  const errors: LoginFormErrors = {}
  if (email.trim() === '') errors.email = msg`Enter your e-mail address.`
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = msg`Enter an e-mail address like name@example.com.`
  if (password === '') errors.password = msg`Enter your password.`
  return errors
}
