/** The package catalogue as last read (hub_getSkuList): the charge page draws it, online or not. */
import type { Sku } from '../../../contract/methods/packages'
import type { Projection } from '../../store/projection'
import './packages.events'

export const skusProjection: Projection<Sku[] | null> = {
  name: 'packages.skus',
  version: 1,
  initial: null,
  on: {
    'packages.skus.loaded': (_state, event) => event.payload.list,
  },
}
