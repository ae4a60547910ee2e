/**
 * Who is signed in on this device: read at start-up from the device scope to pick the account
 * scope before any call is made, so the app opens offline on that account's cached data.
 */
import type { Projection } from '../../store/projection'
import './account.events'

export interface SessionState {
  userId: number | null
  email: string | null
  since: string | null
}

export const sessionProjection: Projection<SessionState> = {
  name: 'session',
  version: 1,
  initial: { userId: null, email: null, since: null },
  on: {
    'session.started': (_state, event) => ({
      userId: event.payload.userId,
      email: event.payload.email,
      since: event.at,
    }),
    'session.ended': (state, event) =>
      state.userId === event.payload.userId ? { userId: null, email: null, since: null } : state,
  },
}
