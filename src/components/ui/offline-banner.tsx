/**
 * A page's one word on being offline (issue 21: once per page, never once per card or button):
 * what waits for the network and why. The page's disabled money actions point here with
 * `aria-describedby`, so a screen reader reads the reason with each of them while the page shows
 * it once. Callers pass the words, already translated.
 */
import type { ReactNode } from 'react'

export function OfflineBanner({ id, testId, children }: { id: string; testId: string; children: ReactNode }) {
  return (
    <p
      id={id}
      data-testid={testId}
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {children}
    </p>
  )
}
