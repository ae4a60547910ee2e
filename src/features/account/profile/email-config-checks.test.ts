import { describe, expect, it } from 'vitest'
import { recipientProblem, ruThresholdProblem, usdThresholdProblem } from './email-config-checks'

describe('e-mail notification checks', () => {
  it('a low-balance threshold is USD with at most 2 decimals, up to 1,000,000', () => {
    for (const ok of ['0', '25', '12.5', '12.50', ' 7 ', '1000000', '1000000.00'])
      expect(usdThresholdProblem(ok)).toBeNull()
    for (const bad of ['', '-1', '1.234', 'ten', '1e3', '1,000', '1000000.01', '12345678'])
      expect(usdThresholdProblem(bad), bad).not.toBeNull()
  })

  it('a low-RU threshold is a whole number', () => {
    for (const ok of ['0', '100000', ' 42 ']) expect(ruThresholdProblem(ok)).toBeNull()
    for (const bad of ['', '1.5', '-3', 'many', '10000000000001']) expect(ruThresholdProblem(bad), bad).not.toBeNull()
  })

  it('up to 3 extra recipients, each valid, new and not the account itself', () => {
    expect(recipientProblem('ops@example.com', [], 'ada@example.com')).toBeNull()
    expect(recipientProblem('ops@example.com', ['a@example.com', 'b@example.com'], null)).toBeNull()

    const full = recipientProblem('ops@example.com', ['a@example.com', 'b@example.com', 'c@example.com'], null)
    const invalid = recipientProblem('ops@', [], null)
    const own = recipientProblem(' ADA@example.com ', [], 'ada@example.com')
    const twice = recipientProblem('Ops@Example.com', ['ops@example.com'], null)
    for (const problem of [full, invalid, own, twice]) expect(problem).not.toBeNull()
    expect(new Set([full?.id, invalid?.id, own?.id, twice?.id]).size).toBe(4)
  })
})
