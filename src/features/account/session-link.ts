/**
 * The session as screens see it, without loading the session machine: the app's lazily loaded
 * runtime connects here (src/app/session-runtime.ts). Screens read the status and ask to log in
 * or out; the runtime does the rest (cookie, store scope, loading the account, erasing it).
 */
import { useSyncExternalStore } from 'react'
import type { Session } from '../../../contract'
import type { UserProfile } from '../../../contract/methods/account-profile'

/** The context a session works in (SPEC §6 login types): the person's own, or one of their teams. */
export type LoginChoice = { loginType: 'Personal' } | { loginType: 'Team'; teamId: number }

/** `unknown` until the runtime has read the device's session. */
export type SessionStatus = 'unknown' | 'signedOut' | 'restoring' | 'signedIn' | 'signingOut'

export interface SessionRuntime {
  /** Records a successful login and loads the account; resolves once it is loaded. */
  completeLogin(session: Session): Promise<void>
  logOut(): void
  /** SPEC §4 getLimitTwice: limit info again about 2 s from now and 10 s after that. */
  refreshLimitTwice(): void
  /** The signed-in user's profile (loaded, or cached on the device), or null while none is known. */
  currentProfile(): Promise<UserProfile | null>
  /**
   * Works in `choice` from now on: the login-type and team cookies are written and the store
   * turns to that context's data (resolves then); the account reloads for it in the background.
   */
  enterContext(choice: LoginChoice): Promise<void>
  /** SPEC §2 `/third-party/login?from=admin`: ends the session like a logout, staying on the page. */
  clearSession(): Promise<void>
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
    // Prerendered (scripts/prerender-plugin.ts), no runtime has read the device's session yet.
    () => 'unknown',
  )
}

/** Starts loading the runtime; the composition root sets it (src/app/session-start.ts). */
let requestRuntime: () => void = () => {}

/** The composition root says how the runtime loads: a screen asking for it starts that load. */
export function setRuntimeLoader(load: () => void): void {
  requestRuntime = load
}

/** The runtime, once it has connected; asking for it loads it, if nothing has yet. */
export function sessionRuntime(): Promise<SessionRuntime> {
  if (runtime) return Promise.resolve(runtime)
  requestRuntime()
  return ready
}

export function currentSessionStatus(): SessionStatus {
  return status
}

/** Resolves once the status satisfies `settled` (at once when it does already). */
export function waitForSessionStatus(settled: (value: SessionStatus) => boolean): Promise<SessionStatus> {
  if (settled(status)) return Promise.resolve(status)
  return new Promise((resolve) => {
    const listener = () => {
      if (!settled(status)) return
      listeners.delete(listener)
      resolve(status)
    }
    listeners.add(listener)
  })
}

export async function completeLogin(session: Session): Promise<void> {
  await (await sessionRuntime()).completeLogin(session)
}

export function logOut(): void {
  void sessionRuntime().then((value) => value.logOut())
}

/** SPEC §4 "getLimitTwice", for screens whose action changes the limit (a purchase, a renewal). */
export function refreshLimitTwice(): void {
  void sessionRuntime().then((value) => value.refreshLimitTwice())
}
