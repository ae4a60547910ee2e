/**
 * Whether the window matches a CSS media query, kept current as it is resized or turned. The key
 * list uses it where CSS alone cannot choose: which columns the table has, and whether a key's
 * details sit beside the table or open over it.
 */
import { useCallback, useSyncExternalStore } from 'react'

/** Wide enough for the table and a key's details side by side (Tailwind's `lg`). */
export const SIDE_PANEL_QUERY = '(min-width: 1024px)'
/** Wide enough for every column of the table (Tailwind's `sm`). */
export const ALL_COLUMNS_QUERY = '(min-width: 640px)'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = matchMedia(query)
      media.addEventListener('change', changed)
      return () => media.removeEventListener('change', changed)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  )
}
