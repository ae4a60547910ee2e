/**
 * Whether the window is at least Tailwind's `md` wide, kept current as it is resized or turned.
 * The dashboard header uses it where CSS alone cannot choose: which of its two rows holds the
 * account's parts, rendered once (a part hidden by CSS would still be a second copy in the page).
 */
import { useSyncExternalStore } from 'react'

const WIDE = '(min-width: 768px)'

function subscribe(changed: () => void): () => void {
  const media = matchMedia(WIDE)
  media.addEventListener('change', changed)
  return () => media.removeEventListener('change', changed)
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(WIDE).matches,
    () => true,
  )
}
