/**
 * The login form's machine, started on demand: its code (login-driver.ts, with XState, the login
 * calls and MD5) is fetched when the visitor first touches the form, or at the latest when they
 * send it, so a first visit to /login downloads only what draws the page (issue 15). Until then
 * the form shows the machine's idle state, which is what it would show anyway.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { LoginDriver, LoginView } from './login-driver'

const IDLE: LoginView = { busy: false, submitting: false, retryAt: null, walletProblem: null }
const NO_SUBSCRIPTION = () => () => {}

export interface LoginDriverHandle {
  view: LoginView
  /** Fetches and starts the machine once; answers it. */
  load(): Promise<LoginDriver>
}

export function useLoginDriver(onLoggedIn: () => void): LoginDriverHandle {
  const [driver, setDriver] = useState<LoginDriver | null>(null)
  const starting = useRef<Promise<LoginDriver> | null>(null)
  const latestOnLoggedIn = useRef(onLoggedIn)
  useEffect(() => {
    latestOnLoggedIn.current = onLoggedIn
  })
  useEffect(() => () => driver?.stop(), [driver])
  // A driver that arrives after the form has gone (the visitor left mid-fetch) is stopped at once.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const load = useCallback(() => {
    starting.current ??= import('./login-driver').then(
      ({ startLoginDriver }) => {
        const started = startLoginDriver(() => latestOnLoggedIn.current())
        if (mounted.current) setDriver(started)
        else started.stop()
        return started
      },
      (error: unknown) => {
        // Asked again at the next touch or submit (the chunk-load guard deals with a new build).
        starting.current = null
        throw error
      },
    )
    return starting.current
  }, [])

  const view = useSyncExternalStore(driver ? driver.subscribe : NO_SUBSCRIPTION, driver ? driver.view : () => IDLE)
  return { view, load }
}
