/** The rate limit the account runs under (SPEC §3 "Limit info"), refreshed by getLimitTwice. */
import type { LimitInfo } from '../../../contract'
import type { Projection } from '../../store/projection'
import './account.events'

export const limitProjection: Projection<LimitInfo | null> = {
  name: 'limit',
  version: 1,
  initial: null,
  on: {
    'limit.loaded': (_state, event) => event.payload,
  },
}
