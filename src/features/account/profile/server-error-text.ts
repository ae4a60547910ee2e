/**
 * The server's refusal of a call, in the user's language, for a form to show beside the field
 * it concerns (the RPC client's policy has already told the user in a toast). Null for failures
 * the form has nothing to add to: no connection, timeouts, cancelled calls, session errors.
 */
import { SESSION_ERROR_CODES } from '../../../../contract/errors'
import { RpcCallError } from '../../../lib/rpc-client'
import { localizedMessage } from '../../../lib/rpc-error-policy'

export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof RpcCallError) || SESSION_ERROR_CODES.includes(error.code)) return null
  return localizedMessage({ message: error.message, messageZh: error.messageZh })
}
