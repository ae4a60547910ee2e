/**
 * An on/off setting: a native checkbox with `role="switch"` (keyboard and screen readers for
 * free), its label, what it does, and optionally a status beside the label (saving, waiting to
 * sync) and a note under it (why it cannot be used), each tied to the control with
 * `aria-describedby` so it is read with it.
 */
import { useId, type ReactNode } from 'react'

export interface SwitchProps {
  label: ReactNode
  description: ReactNode
  checked: boolean
  disabled?: boolean
  /** Beside the label, not in it: a status's words must not join the switch's name. */
  status?: ReactNode
  /** Under the description (why it cannot be used); read with the control. */
  note?: ReactNode
  /** Another element describing it (a page's offline note). */
  describedBy?: string | undefined
  onChange(checked: boolean): void
}

export function Switch({ label, description, checked, disabled, status, note, describedBy, onChange }: SwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={[`${id}-description`, note && `${id}-note`, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-600 disabled:cursor-not-allowed"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
          {status}
        </div>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
        {note && (
          <p id={`${id}-note`} className="mt-1 text-sm text-amber-800 dark:text-amber-300">
            {note}
          </p>
        )}
      </div>
    </div>
  )
}
