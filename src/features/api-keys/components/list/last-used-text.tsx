/**
 * When a key was last used, as precisely as the server knows it: the hour ("2026-11-27
 * 14:00–15:00", in the reader's time) for the last 31 days, the day (UTC) before that, and "—" when
 * nothing is on record. Never a minute: the usage tables count calls per hour.
 */
import { useLingui } from '@lingui/react/macro'
import type { ApiKeyLastUse } from '../../../../../contract/methods/api-keys'

export function LastUsedText({ use }: { use: ApiKeyLastUse | undefined }) {
  const { t } = useLingui()
  if (!use) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`no use on record`}</span>
      </>
    )
  }
  const start = new Date(use.lastUsedAt)
  if (use.precision === 'day') return <span className="whitespace-nowrap">{use.lastUsedAt.slice(0, 10)}</span>
  const end = new Date(start.getTime() + 3_600_000)
  const day = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`
  const hours = `${pad(start.getHours())}:${pad(start.getMinutes())}–${pad(end.getHours())}:${pad(end.getMinutes())}`
  return <span className="whitespace-nowrap">{`${day} ${hours}`}</span>
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
