/**
 * A choice among a few named options (MEV mode, bundler): a native `<select>`, which phones show
 * as their own picker and keyboards and screen readers know. Options that cannot be picked now
 * stay listed but disabled, with the reason under the control.
 */
import { useId, type ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner'

export interface SettingOption<T extends string> {
  value: T
  label: string
  disabled?: boolean
}

export interface SettingSelectProps<T extends string> {
  label: string
  value: T
  options: readonly SettingOption<T>[]
  disabled: boolean
  saving: boolean
  savingLabel: string
  /** Under the control: what the chosen option does, and why some cannot be picked. */
  hint?: ReactNode
  /** Another element describing it (the panel's offline note). */
  describedBy?: string | undefined
  onChange(value: T): void
}

export function SettingSelect<T extends string>({
  label,
  value,
  options,
  disabled,
  saving,
  savingLabel,
  hint,
  describedBy,
  onChange,
}: SettingSelectProps<T>) {
  const id = useId()
  return (
    <div className="mt-3 pl-8">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {saving && <Spinner className="size-4" label={savingLabel} />}
      </div>
      <select
        id={id}
        value={value}
        disabled={disabled || saving}
        aria-describedby={[hint && `${id}-hint`, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value as T)}
        className="mt-1 block h-10 w-full max-w-xs rounded-md border border-slate-300 bg-white px-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      )}
    </div>
  )
}
