/**
 * The deposit history's filters: payment method (SPEC §3: all, crypto, card) and a range of days.
 * A range that runs backwards or spans more than the server allows is explained beside the "To"
 * field and not asked for.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PAYMENT_METHOD_FILTERS, type PaymentMethodFilter } from '../../../../contract/enums'
import { MAX_RANGE_DAYS } from '../../../../contract/fields'
import { Button } from '../../../components/ui/button'
import type { RangeProblem } from '../deposit-query'
import { PAYMENT_METHOD_WORDS } from './wallet-labels'

export interface DepositFilters {
  paymentMethod: PaymentMethodFilter
  from: string | null
  to: string | null
}

export interface DepositHistoryFiltersProps {
  value: DepositFilters
  problem: RangeProblem
  onChange(next: DepositFilters): void
}

export function DepositHistoryFilters({ value, problem, onChange }: DepositHistoryFiltersProps) {
  const { t } = useLingui()
  const id = useId()
  const problemId = `${id}-problem`
  const days = MAX_RANGE_DAYS
  const set = (patch: Partial<DepositFilters>) => onChange({ ...value, ...patch })
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-method`} className="block text-sm font-medium">
            <Trans>Payment method</Trans>
          </label>
          <select
            id={`${id}-method`}
            value={value.paymentMethod}
            onChange={(event) => set({ paymentMethod: event.target.value as PaymentMethodFilter })}
            className={control}
          >
            {PAYMENT_METHOD_FILTERS.map((method) => (
              <option key={method} value={method}>
                {t(PAYMENT_METHOD_WORDS[method])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            <Trans>From</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from ?? ''}
            onChange={(event) => set({ from: event.target.value || null })}
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
            value={value.to ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => set({ to: event.target.value || null })}
            className={control}
          />
        </div>
        {(value.from || value.to) && (
          <Button variant="ghost" size="md" onClick={() => set({ from: null, to: null })}>
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

const control =
  'mt-1 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]'
