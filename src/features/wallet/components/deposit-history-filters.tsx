/**
 * The deposit history's filters: payment method (SPEC §3: all, crypto, card) and a range of days.
 * A range that runs backwards or spans more than the server allows is explained beside the "To"
 * field and not asked for.
 */
import { useLingui } from '@lingui/react/macro'
import { PAYMENT_METHOD_FILTERS, type PaymentMethodFilter } from '../../../../contract/enums'
import { PAYMENT_METHOD_WORDS } from '../../../components/payments/deposit-words'
import { FilterBar, FilterChoice } from '../../../components/ui/filter-bar'
import type { RangeProblem } from '../../../lib/day-range'

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
  const set = (patch: Partial<DepositFilters>) => onChange({ ...value, ...patch })
  return (
    <FilterBar from={value.from} to={value.to} problem={problem} onRange={set}>
      <FilterChoice
        label={t`Payment method`}
        value={value.paymentMethod}
        values={PAYMENT_METHOD_FILTERS}
        words={PAYMENT_METHOD_WORDS}
        onChange={(paymentMethod) => set({ paymentMethod })}
      />
    </FilterBar>
  )
}
