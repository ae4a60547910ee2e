/** The HubRpcError `call` throws; fails the test when it throws none, or throws something else. */
import { HubRpcError } from '../rpc/errors'

export function refusal(call: () => unknown): HubRpcError {
  try {
    call()
  } catch (error) {
    if (error instanceof HubRpcError) return error
    throw error
  }
  throw new Error('expected the params to be refused')
}
