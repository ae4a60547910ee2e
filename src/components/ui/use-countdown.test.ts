import { describe, expect, it } from 'vitest'
import { secondsUntil } from './use-countdown'

describe('secondsUntil (useCountdown)', () => {
  const now = Date.parse('2026-01-01T00:00:00.000Z')

  it('counts whole seconds up, so a wait never reads 0 before it is over', () => {
    expect(secondsUntil('2026-01-01T00:01:00.000Z', now)).toBe(60)
    expect(secondsUntil('2026-01-01T00:00:00.200Z', now)).toBe(1)
    expect(secondsUntil(now + 1500, now)).toBe(2)
  })

  it('is 0 once the time has passed, without a time, or for a bad one', () => {
    expect(secondsUntil('2025-12-31T23:59:59.000Z', now)).toBe(0)
    expect(secondsUntil(now, now)).toBe(0)
    expect(secondsUntil(null, now)).toBe(0)
    expect(secondsUntil('soon', now)).toBe(0)
  })
})
