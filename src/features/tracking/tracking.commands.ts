/**
 * Tracked events go to the server through the outbox as one command per batch: a repeatable
 * write (a batch sent twice after a lost answer is at worst counted twice, never lost). The
 * server keeps nothing for the app to show, so an accepted batch records no fact.
 */
import type { TrackedEvent } from '../../../contract/methods/system'
import { defineCommand } from '../../store/command'

export interface TrackedEventsPayload {
  events: TrackedEvent[]
}

export const SAVE_TRACKED_EVENTS = 'tracking.save'

export const saveTrackedEvents = defineCommand({
  name: SAVE_TRACKED_EVENTS,
  method: 'hub_saveEventTracking',
  params: (payload: TrackedEventsPayload) => ({ events: payload.events }),
  accepted: () => [],
})
