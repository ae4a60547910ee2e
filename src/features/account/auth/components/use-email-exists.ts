/**
 * Asks the server, once the person pauses typing, whether an address is registered already, so
 * the registration form can offer to log in instead. Quiet: a failed or rate-limited check says
 * nothing (the registration itself still refuses a taken address).
 */
import { useEffect, useState } from 'react'
import { rpc } from '../../../../lib/rpc-client'
import { checkEmail, normaliseEmail } from '../email-checks'

/** How long typing must pause before the check (ms). */
export const EMAIL_CHECK_PAUSE_MS = 600

/** The addresses known to be registered, and a way to add one the server refused as taken. */
export function useEmailExists(email: string): { exists: boolean; markTaken(email: string): void } {
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set())
  const address = normaliseEmail(email)
  const checkable = checkEmail(email) === undefined
  useEffect(() => {
    if (!checkable) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      rpc('hub_emailExists', { email: address }, { hideError: true, signal: controller.signal }).then(
        ({ exists }) => {
          if (exists) setTaken((current) => new Set(current).add(address))
        },
        () => undefined,
      )
    }, EMAIL_CHECK_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [address, checkable])
  return {
    exists: taken.has(address),
    markTaken: (value) => setTaken((current) => new Set(current).add(normaliseEmail(value))),
  }
}
