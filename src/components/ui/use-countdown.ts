/**
 * Whole seconds left until `until` (an ISO time or epoch ms), re-rendering once a second until
 * it reaches 0; 0 when there is nothing to wait for. Drives "Send again in 42 s" and the pause
 * after too many attempts.
 */
import { useEffect, useState } from 'react'

/** Rounded up, so a wait never reads 0 before it is over. */
export function secondsUntil(until: string | number | null, now: number): number {
  if (until === null) return 0
  const target = typeof until === 'number' ? until : Date.parse(until)
  return Number.isFinite(target) ? Math.max(0, Math.ceil((target - now) / 1000)) : 0
}

export function useCountdown(until: string | number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const target = until === null ? null : typeof until === 'number' ? until : Date.parse(until)
  useEffect(() => {
    if (target === null || !Number.isFinite(target)) return
    // `now` may be old when a new target arrives: correct it at once, then once a second.
    const first = setTimeout(() => setNow(Date.now()), 0)
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= target) clearInterval(timer)
    }, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [target])
  return secondsUntil(target, now)
}
