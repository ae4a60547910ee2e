/**
 * Moves focus to a step's heading when the step appears: the button that led there is gone, and
 * keyboard and screen-reader users would otherwise be left at the top of the page.
 */
import { useEffect, useRef } from 'react'

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}
