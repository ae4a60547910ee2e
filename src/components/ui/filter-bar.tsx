/**
 * A list's filter row: the list's own choices (`FilterChoice`s), then a range of days with a way
 * to clear it. A range that runs backwards or spans more than the server allows is explained
 * beside the "To" field, and the list does not ask for it. The deposit history and the
 * statements filter this way.
 */
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { MAX_RANGE_DAYS } from '../../../contract/fields'
import { Button } from './button'

/** What is wrong with a range of days, if anything. */
export type DateRangeProblem = 'backwards' | 'tooLong' | null

export interface FilterBarProps {
  /** The list's own filters, before the range. */
  children?: ReactNode
  from: string | null
  to: string | null
  problem: DateRangeProblem
  /** A new range (`null` for an open end). */
  onRange(range: { from?: string | null; to?: string | null }): void
}

export function FilterBar({ children, from, to, problem, onRange }: FilterBarProps) {
  const id = useId()
  const problemId = `${id}-problem`
  const days = MAX_RANGE_DAYS
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {children}
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            <Trans>From</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from ?? ''}
            onChange={(event) => onRange({ from: event.target.value || null })}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium">
            <Trans>To</Trans>
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onRange({ to: event.target.value || null })}
            className={control}
          />
        </div>
        {(from || to) && (
          <Button variant="ghost" size="md" onClick={() => onRange({ from: null, to: null })}>
            <Trans>Clear dates</Trans>
          </Button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="text-sm text-red-600 dark:text-red-400">
          {problem === 'backwards' ? (
            <Trans>The end date must be on or after the start date.</Trans>
          ) : (
            <Trans>Choose a range of at most {days} days.</Trans>
          )}
        </p>
      )}
    </div>
  )
}

export interface FilterChoiceProps<T extends string> {
  label: string
  value: T
  values: readonly T[]
  words: Readonly<Record<T, MessageDescriptor>>
  onChange(value: T): void
}

/** One of a list's filters: a labelled select of an enum's values, in their words. */
export function FilterChoice<T extends string>({ label, value, values, words, onChange }: FilterChoiceProps<T>) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={control}>
        {values.map((one) => (
          <option key={one} value={one}>
            {i18n._(words[one])}
          </option>
        ))}
      </select>
    </div>
  )
}

const control =
  'mt-1 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]'
