/**
 * A busy indicator that says so to screen readers too ("Loading" unless told otherwise).
 */
import { Trans } from '@lingui/react/macro'

export interface SpinnerProps {
  /** What is loading, already translated; replaces the generic "Loading". */
  label?: string
  /** Size and colour of the wheel (blue by default); give only a size to inherit the text colour. */
  className?: string
}

export function Spinner({ label, className = 'size-5 text-brand-600 dark:text-brand-300' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={`animate-spin ${className}`}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? <Trans>Loading</Trans>}</span>
    </span>
  )
}
