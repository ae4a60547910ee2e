/**
 * "Validates as the user types" without scolding too early: a field shows its problem once the
 * person has left it or tried to submit, and from then on the message follows every keystroke.
 */
import { useCallback, useState } from 'react'

export function useTouched<F extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const touch = useCallback((field: F) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
  }, [])
  const shows = useCallback((field: F) => submitted || touched.has(field), [submitted, touched])
  return { touch, shows, submit: () => setSubmitted(true) }
}
