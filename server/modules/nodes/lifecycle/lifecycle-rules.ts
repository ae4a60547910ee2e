/**
 * The dedicated nodes' lifecycle rules (SPEC §4 statuses), one place to tune:
 * pending → online (provisioned; the paid months start) → will_expired (7 days or less left) →
 * expired (at its end: stopped, kept for a 7-day grace to renew) → released (gone from the list).
 * `stopped` is the provider's: a stopped node keeps its end, and expires at it all the same.
 */

/** A node turns will_expired this long before its end. */
export const WILL_EXPIRE_MS = 7 * 86_400_000 // 7 days

/** An expired node is kept this long for a renewal, then released. */
export const RELEASE_GRACE_MS = 7 * 86_400_000 // 7 days

/** Auto-renew pays this long before a node's end (a failed payment leaves time to act). */
export const AUTO_RENEW_AHEAD_MS = 86_400_000 // 1 day

/** The end of `months` paid from `start` (calendar months, UTC, as a monthly bill runs). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime())
  end.setUTCMonth(end.getUTCMonth() + months)
  return end
}

/** Whole days left from `now` until `end`, rounded up (a node with 6.2 days left has 7). */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000))
}
