/**
 * A small label beside a name ("Current", "Default", "Waiting to be sent"): the tones' colours
 * live here once, for both schemes, so no badge is left unreadable in dark mode. Each tone keeps
 * at least 4.5:1 between its text and its background (WCAG AA for small text), light and dark.
 */
import type { ReactNode } from 'react'

const TONES = {
  /** The app's own mark: "Current", "Default". */
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  /** Not done yet: queued, not confirmed. */
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  /** Done: confirmed. */
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
} as const

export type BadgeTone = keyof typeof TONES

export function Badge({
  tone = 'brand',
  className = '',
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return <span className={`rounded-full px-2 py-0.5 text-xs ${TONES[tone]} ${className}`}>{children}</span>
}
