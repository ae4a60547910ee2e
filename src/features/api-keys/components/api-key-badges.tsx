/**
 * A key's state at a glance: online or stopped, frozen, and the advanced features it has on
 * (archive mode, MEV mode, the bundler it uses, how many whitelist entries guard it).
 */
import { useLingui } from '@lingui/react/macro'
import type { ApiKey } from '../../../../contract/methods/api-keys'

type Tone = 'good' | 'bad' | 'warn' | 'plain'

const tones: Record<Tone, string> = {
  good: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  bad: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  plain: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
}

export function ApiKeyBadges({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useLingui()
  const badges: Array<{ label: string; tone: Tone }> = []
  // Frozen wins: a frozen key serves nothing, whatever the account's service state.
  if (apiKey.frozen) badges.push({ label: t`Frozen`, tone: 'bad' })
  else if (apiKey.status === 'online') badges.push({ label: t`Online`, tone: 'good' })
  else badges.push({ label: t`Stopped`, tone: 'warn' })
  if (apiKey.features.archive_mode) badges.push({ label: t`Archive mode`, tone: 'plain' })
  if (apiKey.features.mev_protection) {
    const mode = apiKey.mev === 'auto' ? t`auto` : apiKey.mev === 'globalcast' ? t`global cast` : t`normal`
    badges.push({ label: t`MEV: ${mode}`, tone: 'plain' })
  }
  if (apiKey.features.bundler) {
    const bundler = apiKey.bundler === 'default' ? t`default` : apiKey.bundler
    badges.push({ label: t`Bundler: ${bundler}`, tone: 'plain' })
  }
  const entries = apiKey.whitelist.length
  if (entries > 0) badges.push({ label: t`Whitelist: ${entries}`, tone: 'plain' })

  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`State and features`}>
      {badges.map((badge) => (
        <li key={badge.label} className={`rounded px-2 py-0.5 text-xs font-medium ${tones[badge.tone]}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  )
}
