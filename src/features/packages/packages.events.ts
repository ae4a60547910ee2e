/**
 * Facts about packages (issue 17): the catalogue as the server last answered it, so the charge
 * page shows the packages side by side offline too, with their age.
 */
import type { Sku } from '../../../contract/methods/packages'

declare module '../../store/events' {
  interface EventPayloads {
    /** The packages on sale to the caller (hub_getSkuList), in the server's order. */
    'packages.skus.loaded': { list: Sku[] }
  }
}
