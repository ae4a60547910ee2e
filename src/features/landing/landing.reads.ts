/**
 * The landing page's reads: public methods, quiet (no error toast for a visitor). The RPC client
 * and the contract it brings are not in the landing page's first JS (a visitor's first paint
 * needs neither): `offer-loaders.ts` fetches this module with the first read.
 */
import { rpc } from '../../lib/rpc-client'

export const readChains = (signal: AbortSignal) => rpc('hub_getSupportChains', {}, { signal, hideError: true })

export const readPackageCatalog = (signal: AbortSignal) => rpc('hub_getPackageCatalog', {}, { signal, hideError: true })
