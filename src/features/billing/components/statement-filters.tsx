/**
 * The filters of a statements tab (SPEC §3): bill type and payment channel for bills, package
 * type and payment channel for purchases, payment method for deposits, and a range of days for
 * all. A range that runs backwards or spans more than the server allows is explained beside the
 * "To" field and not asked for.
 */
import { useLingui } from '@lingui/react/macro'
import {
  BILL_TYPE_FILTERS,
  PACKAGE_TYPE_FILTERS,
  PAYMENT_CHANNEL_FILTERS,
  PAYMENT_METHOD_FILTERS,
} from '../../../../contract/enums'
import { PAYMENT_METHOD_WORDS } from '../../../components/payments/deposit-words'
import { FilterBar, FilterChoice } from '../../../components/ui/filter-bar'
import type { RangeProblem } from '../../../lib/day-range'
import type { StatementQuery } from '../statement-query'
import { BILL_TYPE_WORDS, PACKAGE_TYPE_WORDS, PAYMENT_CHANNEL_WORDS } from './statement-labels'

export interface StatementFiltersProps {
  query: StatementQuery
  problem: RangeProblem
  /** A change of filters, which goes back to the first page. */
  onChange(patch: Partial<StatementQuery>): void
}

export function StatementFilters({ query, problem, onChange }: StatementFiltersProps) {
  const { t } = useLingui()
  return (
    <FilterBar from={query.from} to={query.to} problem={problem} onRange={onChange}>
      {query.tab === 'bill' && (
        <FilterChoice
          label={t`Bill type`}
          value={query.billType}
          values={BILL_TYPE_FILTERS}
          words={BILL_TYPE_WORDS}
          onChange={(billType) => onChange({ billType })}
        />
      )}
      {query.tab === 'purchase' && (
        <FilterChoice
          label={t`Package type`}
          value={query.packageType}
          values={PACKAGE_TYPE_FILTERS}
          words={PACKAGE_TYPE_WORDS}
          onChange={(packageType) => onChange({ packageType })}
        />
      )}
      {query.tab !== 'deposit' && (
        <FilterChoice
          label={t`Payment channel`}
          value={query.paymentChannel}
          values={PAYMENT_CHANNEL_FILTERS}
          words={PAYMENT_CHANNEL_WORDS}
          onChange={(paymentChannel) => onChange({ paymentChannel })}
        />
      )}
      {query.tab === 'deposit' && (
        <FilterChoice
          label={t`Payment method`}
          value={query.paymentMethod}
          values={PAYMENT_METHOD_FILTERS}
          words={PAYMENT_METHOD_WORDS}
          onChange={(paymentMethod) => onChange({ paymentMethod })}
        />
      )}
    </FilterBar>
  )
}
