/**
 * Which network a key's card shows first, and how its secret is shown masked. Pure, so the card
 * stays a view and these rules are tested on their own.
 */
import type { Chain, Network } from '../../../contract/methods/system'

export interface NetworkChoice {
  chain: Chain
  network: Network
}

/**
 * The chain asked for (or the first), and its network asked for, else its first mainnet, else its
 * first network; null when the catalogue has no network at all.
 */
export function chooseNetwork(chains: readonly Chain[], chainId?: string, networkId?: string): NetworkChoice | null {
  const withNetworks = chains.filter((chain) => chain.networks.length > 0)
  const chain = withNetworks.find((item) => item.id === chainId) ?? withNetworks[0]
  if (!chain) return null
  const network =
    chain.networks.find((item) => item.id === networkId) ??
    chain.networks.find((item) => !item.testnet) ??
    (chain.networks[0] as Network)
  return { chain, network }
}

/** `…/v1/abcd••••••wxyz`: enough of the secret to tell keys apart, not enough to use it. */
export function maskSecret(text: string, secret: string): string {
  if (secret.length < 12) return text.replaceAll(secret, '••••••••')
  return text.replaceAll(secret, `${secret.slice(0, 4)}••••••••${secret.slice(-4)}`)
}
