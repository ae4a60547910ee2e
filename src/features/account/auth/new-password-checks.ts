/**
 * The password rules of every form that sets one (register, reset, set-password), shown to the
 * person as a checklist that ticks as they type. Our choice, as SPEC shows none: length matters
 * most (NIST SP 800-63B), one letter and one digit keep out the commonest weak choices, and the
 * address itself is refused because it is the first thing an attacker tries.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export const MIN_PASSWORD_LENGTH = 8
/** Long passphrases are welcome; the bound only keeps the hash input sane. */
export const MAX_PASSWORD_LENGTH = 128

export type PasswordRuleId = 'length' | 'letter' | 'digit' | 'notEmail'

export interface PasswordRule {
  id: PasswordRuleId
  label: MessageDescriptor
  met: boolean
}

export interface NewPasswordErrors {
  password?: MessageDescriptor
  confirmation?: MessageDescriptor
}

/** Each rule and whether `password` meets it, in the order the checklist shows them. */
export function passwordRules(password: string, email = ''): PasswordRule[] {
  const address = email.trim().toLowerCase()
  return [
    {
      id: 'length',
      label: msg`${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
      met: password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH,
    },
    { id: 'letter', label: msg`At least one letter`, met: /\p{L}/u.test(password) },
    { id: 'digit', label: msg`At least one number`, met: /\p{Nd}/u.test(password) },
    {
      id: 'notEmail',
      label: msg`Not your e-mail address`,
      met: password === '' ? false : address === '' || password.trim().toLowerCase() !== address,
    },
  ]
}

/** The password's and the confirmation's problems; none when both may be sent. */
export function checkNewPassword(password: string, confirmation: string, email = ''): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  if (password === '') errors.password = msg`Choose a password.`
  else if (passwordRules(password, email).some((rule) => !rule.met)) {
    errors.password = msg`Your password does not meet every rule below.`
  }
  if (confirmation === '') errors.confirmation = msg`Type your password again.`
  else if (confirmation !== password) errors.confirmation = msg`The passwords do not match.`
  return errors
}
