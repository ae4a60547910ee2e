/** The dedicated-node catalogue as last read: the order wizard draws its choices from it, online or not. */
import type { Projection } from '../../../store/projection'
import type { DnCatalogue } from './node-skus'
import './dn-skus.events'

export const dnSkusProjection: Projection<DnCatalogue | null> = {
  name: 'nodes.skus',
  version: 1,
  initial: null,
  on: {
    'nodes.skus.loaded': (_state, event) => ({ skus: event.payload.list, chains: event.payload.chains }),
  },
}
