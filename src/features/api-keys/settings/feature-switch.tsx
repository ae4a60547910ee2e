/**
 * An on/off setting of a key (the design system's Switch): its label, what it does, a spinner
 * while it saves and — when it cannot be used — why, read with the control.
 */
import type { ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner'
import { Switch } from '../../../components/ui/switch'

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
  return (
    <Switch
      label={label}
      description={description}
      checked={checked}
      disabled={disabled || saving}
      status={saving && <Spinner className="size-4" label={savingLabel} />}
      note={blockedReason}
      describedBy={describedBy}
      onChange={onChange}
    />
  )
}
