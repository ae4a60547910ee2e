/**
 * An on/off setting of a key: a native checkbox with `role="switch"` (keyboard and screen readers
 * for free), its label, what it does, and — when it cannot be used — why, tied to it with
 * `aria-describedby` so the reason is read with the control.
 */
import { useId, type ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner'

export interface FeatureSwitchProps {
  label: string
  description: ReactNode
  checked: boolean
  disabled: boolean
  /** Why it is disabled, shown under it; null when it is usable. */
  blockedReason?: string | null
  /** Another element describing it (the panel's offline note). */
  describedBy?: string | undefined
  saving: boolean
  /** What the spinner says while saving, translated. */
  savingLabel: string
  onChange(checked: boolean): void
}

export function FeatureSwitch({
  label,
  description,
  checked,
  disabled,
  blockedReason,
  describedBy,
  saving,
  savingLabel,
  onChange,
}: FeatureSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled || saving}
        aria-describedby={[`${id}-description`, blockedReason && `${id}-blocked`, describedBy]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-600 disabled:cursor-not-allowed"
      />
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
          {/* Beside the label, not in it: the spinner's "Saving" would join the switch's name. */}
          {saving && <Spinner className="size-4" label={savingLabel} />}
        </div>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
        {blockedReason && (
          <p id={`${id}-blocked`} className="mt-1 text-sm text-amber-800 dark:text-amber-300">
            {blockedReason}
          </p>
        )}
      </div>
    </div>
  )
}
