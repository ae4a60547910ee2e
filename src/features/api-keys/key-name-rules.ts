/**
 * Whether a key name is one the server takes: the contract's own `nameSchema` (trimmed, 1–64
 * characters) decides, so the form and the server never disagree. Answers what is wrong, for the
 * form to say in the user's language, or the name as it will be stored.
 */
import * as v from 'valibot'
import { nameSchema } from '../../../contract/fields'

export type KeyNameCheck = { ok: true; name: string } | { ok: false; problem: 'empty' | 'tooLong' }

export function checkKeyName(input: string): KeyNameCheck {
  const result = v.safeParse(nameSchema, input)
  if (result.success) return { ok: true, name: result.output }
  return { ok: false, problem: result.issues[0].type === 'max_length' ? 'tooLong' : 'empty' }
}
