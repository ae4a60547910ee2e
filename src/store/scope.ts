/**
 * Scopes keep one account's or team's data from ever showing under another (DESIGN.md). Every
 * event, snapshot and queued command carries one; a user's personal scope is `u42`, the same user
 * acting for team 7 is `u42:t7`, and `device` holds what belongs to the browser, not an account
 * (who is signed in).
 */
export const DEVICE_SCOPE = 'device'

export function scopeOf(userId: number, teamId?: number | null): string {
  return teamId == null ? `u${userId}` : `u${userId}:t${teamId}`
}

/** Whether `scope` is the user's own scope or one of their team scopes (erased together on logout). */
export function belongsToUser(scope: string, userId: number): boolean {
  const personal = scopeOf(userId)
  return scope === personal || scope.startsWith(`${personal}:`)
}
