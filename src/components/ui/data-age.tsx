/**
 * How old cached data is ("Updated 5 min ago"), so nobody mistakes saved data for live data
 * (offline, or after a failed refresh). It ticks every 30 s.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

const TICK_MS = 30_000

export function DataAge({ syncedAt, className = '' }: { syncedAt: string | null; className?: string }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  if (!syncedAt) return null
  const minutes = Math.max(0, Math.floor((now - Date.parse(syncedAt)) / 60_000))
  const hours = Math.floor(minutes / 60)
  const days = Math.floor(hours / 24)
  return (
    <p className={`text-xs text-slate-500 dark:text-slate-400 ${className}`} data-testid="data-age">
      {minutes < 1 ? (
        <Trans>Updated just now</Trans>
      ) : minutes < 60 ? (
        <Trans>Updated {minutes} min ago</Trans>
      ) : hours < 24 ? (
        <Trans>Updated {hours} h ago</Trans>
      ) : (
        <Trans>Updated {days} d ago</Trans>
      )}
    </p>
  )
}
