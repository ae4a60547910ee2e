/**
 * The session as screens see it, without loading the session machine: the app's lazily loaded
 * runtime connects here (src/app/session-runtime.ts). Screens read the status and ask to log in
 * or out; the runtime does the rest (cookie, store scope, loading the account, erasing it).
 */
import { useSyncExternalStore } from 'react'
import type { Session } from '../../../contract'

/** `unknown` until the runtime has read the device's session. */
export type SessionStatus = 'unknown' | 'signedOut' | 'restoring' | 'signedIn' | 'signingOut'

export interface SessionRuntime {
  /** Records a successful login and loads the account; resolves once it is loaded. */
  completeLogin(session: Session): Promise<void>
  logOut(): void
  /** SPEC §4 getLimitTwice: limit info again about 2 s from now and 10 s after that. */
  refreshLimitTwice(): void
}

let runtime: SessionRuntime | undefined
let connected: (value: SessionRuntime) => void = () => {}
const ready = new Promise<SessionRuntime>((resolve) => (connected = resolve))
let status: SessionStatus = 'unknown'
const listeners = new Set<() => void>()

/** The composition root connects the runtime once. */
export function connectSession(value: SessionRuntime): void {
  runtime = value
  connected(value)
}

/** The runtime reports each status change. */
export function publishSessionStatus(next: SessionStatus): void {
  if (next === status) return
  status = next
  for (const listener of listeners) listener()
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => status,
  )
}

export async function completeLogin(session: Session): Promise<void> {
  await (runtime ?? (await ready)).completeLogin(session)
}

export function logOut(): void {
  void (runtime ? Promise.resolve(runtime) : ready).then((value) => value.logOut())
}

/** SPEC §4 "getLimitTwice", for screens whose action changes the limit (a purchase, a renewal). */
export function refreshLimitTwice(): void {
  void (runtime ? Promise.resolve(runtime) : ready).then((value) => value.refreshLimitTwice())
}
