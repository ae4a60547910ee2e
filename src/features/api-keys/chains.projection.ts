/**
 * The chain catalogue as the server last sent it (hub_getSupportChains): the networks a key has
 * endpoints on, their features and limits. Kept in the store so endpoint URLs show offline.
 */
import type { Chain } from '../../../contract/methods/system'
import type { Projection } from '../../store/projection'
import './api-keys.events'

export const chainsProjection: Projection<Chain[] | null> = {
  name: 'chains',
  version: 1,
  initial: null,
  on: {
    'chains.loaded': (_state, event) => event.payload,
  },
}
