/** What the first-login form checks: a nickname the server takes (1–64 characters) and the terms accepted. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The contract's nameSchema bound. */
export const MAX_NICKNAME_LENGTH = 64

export interface FirstLoginErrors {
  nickname?: MessageDescriptor
  acceptTerms?: MessageDescriptor
}

export function checkFirstLoginForm(nickname: string, acceptTerms: boolean): FirstLoginErrors {
  const errors: FirstLoginErrors = {}
  const name = nickname.trim()
  if (name === '') errors.nickname = msg`Choose a nickname.`
  else if (name.length > MAX_NICKNAME_LENGTH) errors.nickname = msg`A nickname has at most 64 characters.`
  if (!acceptTerms) errors.acceptTerms = msg`Accept the terms of service to continue.`
  return errors
}
