/**
 * The store as the app runs it: the registry's projections and commands, the outbox sending through the RPC client with each command's
 * idempotency key, and the live views connected for screens.
 */
import { HubErrorCode, RpcErrorCode, SESSION_ERROR_CODES } from '../../contract/errors'
import { RpcCallError, rpc } from '../lib/rpc-client'
import { HubDatabase } from '../store/db'
import { createEventLog } from '../store/event-log'
import { createLiveStore } from '../store/live-store'
import { createOutbox, type FailureVerdict } from '../store/outbox'
import { connectStore } from '../store/store-client'
import { startEventTracking } from '../features/tracking/start-event-tracking'
import { saveTrackedEvents } from '../features/tracking/tracking.commands'
import { COMMANDS, PROJECTIONS } from './registry'

/**
 * A refusal drops the command (the RPC client has told the user why); the same key still running
 * (50409: another tab's call, or one this page cancelled, is being answered) is asked again
 * shortly; anything else waits: offline, a timeout, a cancelled call, a server fault (-32603: the
 * server released the key, nothing was done), too many requests, or a session error (the logout
 * that follows erases the outbox with the account).
 */
const RETRIED_CODES: readonly number[] = [HubErrorCode.RateLimited, RpcErrorCode.InternalError, ...SESSION_ERROR_CODES]

export function judgeFailure(error: unknown): FailureVerdict {
  if (!(error instanceof RpcCallError)) return 'retry'
  if (error.code === HubErrorCode.Conflict) return 'soon'
  return RETRIED_CODES.includes(error.code) ? 'retry' : 'refused'
}

export type AppStore = ReturnType<typeof createAppStore>

export function createAppStore(database = new HubDatabase()) {
  const log = createEventLog({ db: database, projections: PROJECTIONS, commands: COMMANDS })
  const outbox = createOutbox({
    log,
    // A batch of tracked events is nobody's business on screen: a refusal or a 10429 stays quiet.
    send: (method, params, idempotencyKey) =>
      rpc(method, params, { idempotencyKey, hideError: method === saveTrackedEvents.method }),
    judge: judgeFailure,
  })
  const flush = (scope: string) => {
    if (navigator.onLine)
      void outbox.flush(scope).catch((error: unknown) => console.error('Outbox flush failed', error))
  }
  const live = createLiveStore({ log, outbox, afterRun: flush })
  connectStore(live)
  startEventTracking({
    activeScope: () => live.scope,
    enqueue: async (scope, events) => void (await outbox.enqueue(scope, saveTrackedEvents, { events })),
    flush,
  })
  return { db: database, log, outbox, live, flush }
}
