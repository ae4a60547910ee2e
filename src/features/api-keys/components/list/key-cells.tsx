/** A key's status and features as short words for a table cell (the panel has the full badges). */
import { useLingui } from '@lingui/react/macro'
import type { ApiKey } from '../../../../../contract/methods/api-keys'

export function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useLingui()
  // Frozen wins, as in the badges: a frozen key serves nothing, whatever the service state.
  const [label, tone] = apiKey.frozen
    ? [t`Frozen`, 'text-red-700 dark:text-red-300']
    : apiKey.status === 'online'
      ? [t`Online`, 'text-green-700 dark:text-green-300']
      : [t`Stopped`, 'text-amber-700 dark:text-amber-300']
  return <span className={`font-medium whitespace-nowrap ${tone}`}>{label}</span>
}

export function KeyFeatures({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useLingui()
  const on = [
    apiKey.features.archive_mode && t`Archive`,
    apiKey.features.mev_protection && t`MEV`,
    apiKey.features.bundler && t`Bundler`,
  ].filter((word): word is string => Boolean(word))
  return <span className="text-slate-700 dark:text-slate-200">{on.length > 0 ? on.join(', ') : t`None`}</span>
}
