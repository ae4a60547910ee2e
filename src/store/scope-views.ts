/**
 * Every projection's state in one scope, folded together: one pass over the log's tail feeds all
 * of them (each event upcast once), and the event log keeps the result in memory, so an append
 * applies its events to the states it already has instead of reading snapshots and folding again.
 */
import type { SnapshotRow } from './db'
import type { StoredEvent } from './events'
import { isFromServer } from './events'
import { applyEvent, type Projection } from './projection'
import type { Upcasting } from './upcasters'

/** One projection's state, and the time of the last server data it holds. */
export interface Folded<S = unknown> {
  state: S
  syncedAt: string | null
}

/** Every projection's state in one scope as of log entry `seq` (the registry's order). */
export interface ScopeViews {
  /** The last log entry folded in; 0 when none. */
  readonly seq: number
  readonly views: readonly Folded[]
  /**
   * At least as many events as the scope's log holds (the log only ever loses events after they
   * were counted); unknown until an append counts them. An append under the bound skips counting.
   */
  readonly size?: number
}

/**
 * The views from the scope's snapshots and the log after them: each projection starts at its own
 * snapshot (or its initial state when the snapshot is missing or of another version) and takes
 * the events after that snapshot's `seq`.
 */
export function fromSnapshots(
  projections: readonly Projection<unknown>[],
  snapshots: readonly SnapshotRow[],
): { starts: number[]; views: Folded[]; seq: number } {
  const byName = new Map(snapshots.map((row) => [row.name, row]))
  const starts: number[] = []
  const views: Folded[] = []
  let seq = 0
  for (const projection of projections) {
    const row = byName.get(projection.name)
    const valid = row?.version === projection.version ? row : undefined
    const view = valid
      ? { state: valid.state, syncedAt: valid.syncedAt }
      : { state: projection.initial, syncedAt: null }
    starts.push(valid?.seq ?? 0)
    views.push(view)
    seq = Math.max(seq, valid?.seq ?? 0)
  }
  return { starts, views, seq }
}

/**
 * Applies `events` (oldest first) to `views`, into a new array; projection `i` skips events at or
 * below `starts[i]` (what its snapshot already holds). Unchanged views keep their object.
 */
export function applyAll(
  projections: readonly Projection<unknown>[],
  upcasting: Upcasting,
  views: readonly Folded[],
  events: readonly StoredEvent[],
  starts?: readonly number[],
): Folded[] {
  const next = [...views]
  for (const stored of events) {
    const event = upcasting.upcast(stored)
    const seq = stored.seq ?? 0
    for (let index = 0; index < projections.length; index += 1) {
      const projection = projections[index] as Projection<unknown>
      if (!(event.type in projection.on) || (starts && seq <= (starts[index] as number))) continue
      const current = next[index] as Folded
      const state = applyEvent(projection, current.state, event)
      const syncedAt = isFromServer(event.origin) ? event.at : current.syncedAt
      if (state !== current.state || syncedAt !== current.syncedAt) next[index] = { state, syncedAt }
    }
  }
  return next
}
