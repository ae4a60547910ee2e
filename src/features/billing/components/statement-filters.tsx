/**
 * The filters of a statements tab (SPEC §3): bill type and payment channel for bills, package
 * type and payment channel for purchases, payment method for deposits, and a range of days for
 * all. A range that runs backwards or spans more than the server allows is explained beside the
 * "To" field and not asked for.
 */
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  BILL_TYPE_FILTERS,
  PACKAGE_TYPE_FILTERS,
  PAYMENT_CHANNEL_FILTERS,
  PAYMENT_METHOD_FILTERS,
} from '../../../../contract/enums'
import { MAX_RANGE_DAYS } from '../../../../contract/fields'
import { Button } from '../../../components/ui/button'
import type { RangeProblem, StatementQuery } from '../statement-query'
import { BILL_TYPE_WORDS, PACKAGE_TYPE_WORDS, PAYMENT_CHANNEL_WORDS, PAYMENT_METHOD_WORDS } from './statement-labels'

export interface StatementFiltersProps {
  query: StatementQuery
  problem: RangeProblem
  /** A change of filters, which goes back to the first page. */
  onChange(patch: Partial<StatementQuery>): void
}

export function StatementFilters({ query, problem, onChange }: StatementFiltersProps) {
  const { t } = useLingui()
  const id = useId()
  const problemId = `${id}-problem`
  const days = MAX_RANGE_DAYS
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {query.tab === 'bill' && (
          <Choice
            label={t`Bill type`}
            value={query.billType}
            values={BILL_TYPE_FILTERS}
            words={BILL_TYPE_WORDS}
            onChange={(billType) => onChange({ billType })}
          />
        )}
        {query.tab === 'purchase' && (
          <Choice
            label={t`Package type`}
            value={query.packageType}
            values={PACKAGE_TYPE_FILTERS}
            words={PACKAGE_TYPE_WORDS}
            onChange={(packageType) => onChange({ packageType })}
          />
        )}
        {query.tab !== 'deposit' && (
          <Choice
            label={t`Payment channel`}
            value={query.paymentChannel}
            values={PAYMENT_CHANNEL_FILTERS}
            words={PAYMENT_CHANNEL_WORDS}
            onChange={(paymentChannel) => onChange({ paymentChannel })}
          />
        )}
        {query.tab === 'deposit' && (
          <Choice
            label={t`Payment method`}
            value={query.paymentMethod}
            values={PAYMENT_METHOD_FILTERS}
            words={PAYMENT_METHOD_WORDS}
            onChange={(paymentMethod) => onChange({ paymentMethod })}
          />
        )}
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            <Trans>From</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={query.from ?? ''}
            onChange={(event) => onChange({ from: event.target.value || null })}
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
            value={query.to ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
            className={control}
          />
        </div>
        {(query.from || query.to) && (
          <Button variant="ghost" size="md" onClick={() => onChange({ from: null, to: null })}>
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

interface ChoiceProps<T extends string> {
  label: string
  value: T
  values: readonly T[]
  words: Readonly<Record<T, MessageDescriptor>>
  onChange(value: T): void
}

function Choice<T extends string>({ label, value, values, words, onChange }: ChoiceProps<T>) {
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
