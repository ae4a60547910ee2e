/**
 * Where a deposit's transaction can be looked at: the public block explorer of its network, for
 * the networks deposits arrive on that have one. Others (the development chain) get no link.
 */
const EXPLORER_TX_URL: Readonly<Record<string, string>> = {
  'ethereum-mainnet': 'https://etherscan.io/tx/',
  'ethereum-sepolia': 'https://sepolia.etherscan.io/tx/',
  'bsc-mainnet': 'https://bscscan.com/tx/',
  'polygon-mainnet': 'https://polygonscan.com/tx/',
  'arbitrum-mainnet': 'https://arbiscan.io/tx/',
  'optimism-mainnet': 'https://optimistic.etherscan.io/tx/',
  'base-mainnet': 'https://basescan.org/tx/',
  'avalanche-mainnet': 'https://snowtrace.io/tx/',
  'tron-mainnet': 'https://tronscan.org/#/transaction/',
}

const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/

/** The explorer page of the transaction, or null when its network has no explorer we know. */
export function explorerTxUrl(networkId: string | null, txHash: string): string | null {
  const base = networkId ? EXPLORER_TX_URL[networkId] : undefined
  // Only a well-formed hash goes into a link: the hash comes from the server, not from us.
  return base && TX_HASH.test(txHash) ? `${base}${txHash}` : null
}

/** `0x1234…abcd`: enough to tell transactions apart, short enough for a table cell. */
export function shortHash(txHash: string): string {
  return txHash.length <= 14 ? txHash : `${txHash.slice(0, 8)}…${txHash.slice(-6)}`
}
