/**
 * Whole seconds left until `until` (an ISO time or epoch ms), ticking once a second and 0 once it
 * has passed or when there is nothing to wait for. Drives "Send again in 42 s".
 */
import { useEffect, useState } from 'react'

export function secondsUntil(until: string | number | null, now: number): number {
  if (until === null) return 0
  const target = typeof until === 'number' ? until : Date.parse(until)
  return Number.isFinite(target) ? Math.max(0, Math.ceil((target - now) / 1000)) : 0
}

export function useCountdown(until: string | number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const left = secondsUntil(until, now)
  useEffect(() => {
    if (left <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left > 0, until]) // eslint-disable-line react-hooks/exhaustive-deps -- restart only when waiting starts or the target moves
  return left
}
