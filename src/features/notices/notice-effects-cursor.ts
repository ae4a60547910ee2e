/**
 * Which notices still owe their effects (SPEC §4) on this device, so a notice caught up by cursor
 * after a reconnect does what a live one does, exactly once, and an old one does nothing.
 *
 * The rule (README "Effects of caught-up notices"): the notices projection records `effectsUpTo`,
 * the newest notice id whose effects this device has run or judged too old. A live notice newer
 * than it runs its effects; a caught-up notice newer than it runs them; anything at or below it
 * never does again. A session starts with no mark: its first catch-up only sets the mark, since
 * every notice it finds was sent before this device was listening (an ancient team notice must not
 * log the user out). Only the leader tab runs effects, one notice at a time, and the mark lives in
 * the shared store, so a second tab or a new leader sees what the last one applied.
 */
import type { Notice } from '../../../contract/notice-types'

/** The notices of a catch-up page whose effects are due, oldest first (the order they happened). */
export function caughtUpNoticesToApply<N extends Pick<Notice, 'id'>>(
  page: readonly N[],
  effectsUpTo: number | null,
): N[] {
  if (effectsUpTo === null) return []
  return page.filter((notice) => notice.id > effectsUpTo).sort((a, b) => a.id - b.id)
}

/** Whether a notice pushed live still owes its effects (a catch-up may have applied it first). */
export function isLiveNoticeDue(notice: Pick<Notice, 'id'>, effectsUpTo: number | null): boolean {
  return notice.id > (effectsUpTo ?? 0)
}

/** The mark after `ids` were applied or passed over: it only ever moves forward. */
export function advanceEffectsMark(effectsUpTo: number | null, ids: readonly number[]): number | null {
  if (ids.length === 0) return effectsUpTo
  return Math.max(effectsUpTo ?? 0, ...ids)
}
