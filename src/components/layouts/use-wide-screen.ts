/**
 * Whether the window is at least Tailwind's `lg` wide, kept current as it is resized or turned.
 * The dashboard header uses it where CSS alone cannot choose: which of its two rows holds the
 * account's parts, rendered once (a part hidden by CSS would still be a second copy in the page).
 * `lg`, not `md`: from 768 px the sidebar takes 200 px or more, and one line of header did not
 * hold the account's parts beside the controls: a tablet's notice bell and user menu were past
 * the window's edge, out of reach.
 */
import { useSyncExternalStore } from 'react'

const WIDE = '(min-width: 1024px)'

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
