/**
 * The statistics page's choices: whose usage (the account, or the team in team context, or one
 * API key), which network, and which period. A custom range is typed, then applied: one that is
 * incomplete, runs backwards or spans more than the server allows is explained beside it and the
 * figures shown stay as they are.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { MAX_RANGE_DAYS } from '../../../../contract/fields'
import { Button } from '../../../components/ui/button'
import {
  customRangeProblem,
  STATISTICS_PERIODS,
  type CustomRangeProblem,
  type StatisticsPeriod,
  type StatisticsQuery,
} from '../statistics-query'

export interface PickerChoice<T> {
  id: T
  name: string
}

export interface StatisticsPickersProps {
  query: StatisticsQuery
  /** The stored keys and networks; null until the store has them. */
  keys: PickerChoice<number>[] | null
  networks: PickerChoice<string>[] | null
  inTeam: boolean
  onChange(patch: Partial<StatisticsQuery>): void
}

export function StatisticsPickers({ query, keys, networks, inTeam, onChange }: StatisticsPickersProps) {
  const { t } = useLingui()
  const id = useId()
  const periodWords: Record<StatisticsPeriod, string> = {
    '24h': t`Last 24 hours`,
    '7d': t`Last 7 days`,
    '30d': t`Last 30 days`,
    custom: t`Custom range`,
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id={`${id}-scope`} label={t`Scope`}>
        <select
          id={`${id}-scope`}
          className={control}
          value={query.scope}
          onChange={(event) => {
            const scope = event.target.value === 'apikey' ? 'apikey' : 'account'
            onChange({ scope, apikeyId: scope === 'apikey' ? (query.apikeyId ?? keys?.[0]?.id ?? null) : null })
          }}
        >
          <option value="account">{inTeam ? t`Team` : t`Account`}</option>
          <option value="apikey">{t`API key`}</option>
        </select>
      </Field>
      {query.scope === 'apikey' && (
        <Field id={`${id}-key`} label={t`API key`}>
          <select
            id={`${id}-key`}
            className={`${control} w-48 max-w-full`}
            value={query.apikeyId ?? ''}
            onChange={(event) => onChange({ apikeyId: Number(event.target.value) || null })}
          >
            {query.apikeyId === null && <option value="">{t`Choose a key`}</option>}
            {(keys ?? []).map((key) => (
              <option key={key.id} value={key.id}>
                {key.name}
              </option>
            ))}
            {query.apikeyId !== null && !keys?.some((key) => key.id === query.apikeyId) && (
              <UnknownKey id={query.apikeyId} />
            )}
          </select>
        </Field>
      )}
      <Field id={`${id}-network`} label={t`Network`}>
        <select
          id={`${id}-network`}
          // A width of its own: sized by its widest option, it grew when the networks came from the
          // store and pushed the period to the next row (a layout shift on every cold visit).
          className={`${control} w-56 max-w-full`}
          value={query.networkId ?? ''}
          onChange={(event) => onChange({ networkId: event.target.value || null })}
        >
          <option value="">{t`All networks`}</option>
          {(networks ?? []).map((network) => (
            <option key={network.id} value={network.id}>
              {network.name}
            </option>
          ))}
          {query.networkId !== null && !networks?.some((network) => network.id === query.networkId) && (
            <option value={query.networkId}>{query.networkId}</option>
          )}
        </select>
      </Field>
      <Field id={`${id}-period`} label={t`Period`}>
        <select
          id={`${id}-period`}
          className={control}
          value={query.period}
          onChange={(event) => {
            const period = event.target.value as StatisticsPeriod
            // A custom period waits for its days: the figures shown stay until a range is applied.
            if (period !== 'custom') onChange({ period, from: null, to: null })
            else onChange({ period, from: query.from, to: query.to })
          }}
        >
          {STATISTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {periodWords[period]}
            </option>
          ))}
        </select>
      </Field>
      {query.period === 'custom' && (
        <CustomRange
          key={`${query.from}|${query.to}`}
          from={query.from}
          to={query.to}
          onApply={(from, to) => onChange({ from, to })}
        />
      )}
    </div>
  )
}

/** A key in the address that the stored list does not hold (deleted, or the list not read yet). */
function UnknownKey({ id }: { id: number }) {
  const { t } = useLingui()
  return <option value={id}>{t`Key #${id}`}</option>
}

function CustomRange({
  from,
  to,
  onApply,
}: {
  from: string | null
  to: string | null
  onApply(from: string, to: string): void
}) {
  const id = useId()
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' })
  const [problem, setProblem] = useState<CustomRangeProblem>(null)
  const problemId = `${id}-problem`
  const apply = () => {
    const found = customRangeProblem(draft.from || null, draft.to || null)
    setProblem(found)
    if (found === null) onApply(draft.from, draft.to)
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <Field id={`${id}-from`} label={<Trans>From</Trans>}>
        <input
          id={`${id}-from`}
          type="date"
          className={control}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label={<Trans>To</Trans>}>
        <input
          id={`${id}-to`}
          type="date"
          className={control}
          value={draft.to}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      <Button type="submit" variant="secondary" size="md">
        <Trans>Apply</Trans>
      </Button>
      {problem && <RangeProblemText id={problemId} problem={problem} />}
    </form>
  )
}

function RangeProblemText({ id, problem }: { id: string; problem: Exclude<CustomRangeProblem, null> }) {
  const days = MAX_RANGE_DAYS
  return (
    <p id={id} role="alert" className="basis-full text-sm text-red-600 dark:text-red-400" data-testid="range-problem">
      {problem === 'missing' ? (
        <Trans>Choose both a start and an end date.</Trans>
      ) : problem === 'backwards' ? (
        <Trans>The end date must be on or after the start date.</Trans>
      ) : (
        <Trans>Choose a range of at most {days} days.</Trans>
      )}
    </p>
  )
}

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  )
}

const control =
  'mt-1 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]'
