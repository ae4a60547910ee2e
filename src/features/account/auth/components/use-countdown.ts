/** Whole seconds left until `until` (epoch ms), re-rendering once a second until it reaches 0. */
import { useEffect, useState } from 'react'
import { secondsLeft } from '../mail-cooldown'

export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const left = secondsLeft(until, now)
  useEffect(() => {
    if (until === null) return
    // `now` may be old when a new `until` arrives: correct it at once, then once a second.
    const first = setTimeout(() => setNow(Date.now()), 0)
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= until) clearInterval(timer)
    }, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [until])
  return left
}
