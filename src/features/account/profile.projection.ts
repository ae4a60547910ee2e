/** The signed-in user's profile (SPEC's "user info"), as the server last sent it. */
import type { UserProfile } from '../../../contract'
import type { Projection } from '../../store/projection'
import './account.events'

export const profileProjection: Projection<UserProfile | null> = {
  name: 'profile',
  version: 1,
  initial: null,
  on: {
    'profile.loaded': (_state, event) => event.payload,
    'emailConfig.loaded': (state, event) => (state ? { ...state, emailConfig: event.payload } : state),
  },
}
