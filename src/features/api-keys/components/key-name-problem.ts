/** What is wrong with a key name, in the user's language (shared by rename and create). */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { KeyNameCheck } from '../key-name-rules'

export function keyNameProblem(check: KeyNameCheck): MessageDescriptor | null {
  if (check.ok) return null
  return check.problem === 'empty' ? msg`Enter a name for the key.` : msg`Use at most 64 characters.`
}
