/** Scope names: whose data an event is, and which scopes a logout erases. */
import { describe, expect, it } from 'vitest'
import { belongsToUser, DEVICE_SCOPE, scopeOf } from './scope'

describe('scopes', () => {
  it('names a personal scope by the user and a team scope by user and team', () => {
    expect(scopeOf(42)).toBe('u42')
    expect(scopeOf(42, null)).toBe('u42')
    expect(scopeOf(42, 7)).toBe('u42:t7')
  })

  it("a user's scopes are their own and their teams', not those of a user whose id starts the same", () => {
    expect(belongsToUser('u1', 1)).toBe(true)
    expect(belongsToUser('u1:t7', 1)).toBe(true)
    expect(belongsToUser('u10', 1)).toBe(false)
    expect(belongsToUser('u10:t7', 1)).toBe(false)
    expect(belongsToUser('u2', 1)).toBe(false)
    expect(belongsToUser(DEVICE_SCOPE, 1)).toBe(false)
  })
})
