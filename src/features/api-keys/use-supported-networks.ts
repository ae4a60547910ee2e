/**
 * The networks customers can get endpoints for, flattened for the table.
 * Read straight from the server for now; the event-sourced store takes this over so the list
 * also shows offline.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Chain, Network } from '../../../contract'
import { rpc } from '../../lib/rpc-client'

export interface SupportedNetworkRow extends Network {
  chainName: string
  chainSymbol: string
}

export type SupportedNetworksState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; rows: SupportedNetworkRow[] }

export function flattenNetworks(chains: readonly Chain[]): SupportedNetworkRow[] {
  return chains.flatMap((chain) =>
    chain.networks.map((network) => ({ ...network, chainName: chain.name, chainSymbol: chain.symbol })),
  )
}

export function useSupportedNetworks() {
  const [state, setState] = useState<SupportedNetworksState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    rpc('hub_getSupportChains', {}, { signal: controller.signal }).then(
      (chains) => setState({ status: 'loaded', rows: flattenNetworks(chains) }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((value) => value + 1)
  }, [])
  return { state, retry }
}
