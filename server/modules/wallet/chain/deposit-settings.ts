/**
 * What crypto deposits are configured from: the networks watched, the tokens accepted on each,
 * and the HD key deposit addresses are derived from. Built by `deposit-config.ts` (from the
 * environment, or the dev network) and handed to `buildServer({ deposits })`.
 */

/** The coins a deposit network accepts: USD stablecoins, credited at `STABLECOIN_USD_RATE`. */
export type DepositCoin = 'USDT' | 'USDC'

/** An ERC-20 token accepted on one network. */
export interface DepositToken {
  coin: DepositCoin
  /** Shown beside the symbol, e.g. "Tether USD". */
  name: string
  /** Checksummed or lower-case `0x…` address of the token contract. */
  contractAddress: `0x${string}`
  decimals: number
  /** Decimal string in coins: smaller transfers are recorded as failed, never credited. */
  minDeposit: string
}

/** One EVM network the watcher follows. */
export interface DepositNetwork {
  /** As the contract's `Network.id`, e.g. `ethereum-mainnet`, `hubdeck-devnet`. */
  id: string
  name: string
  evmChainId: number
  /** The node's JSON-RPC URL, or `in-process`: the dev chain the server starts itself. */
  rpcUrl: string | typeof IN_PROCESS
  /** Confirmations (blocks including the transfer's) before a transfer is credited. */
  requiredConfirmations: number
  /** The chain's block time: how often the watcher looks for a new head. */
  blockTimeMs: number
  /** First block to scan when the network has no cursor yet; null: the head at first start. */
  startBlock: bigint | null
  tokens: DepositToken[]
}

/** Where deposit addresses come from: a BIP-39 mnemonic, or the account-level xpub of m/44'/60'/0'. */
export type HdKeySource = { mnemonic: string } | { xpub: string }

/** Everything crypto deposits need. */
export interface DepositSettings {
  networks: DepositNetwork[]
  hdKey: HdKeySource
  /** The in-process chain's data folder (ganache `database.dbPath`); null: in memory. */
  devnetDbPath: string | null
}

/** `rpcUrl` of the chain the server runs in its own process (dev and tests). */
export const IN_PROCESS = 'in-process'

/** USD per coin of the stablecoins we accept: a deposit of 10 USDT credits 10.00 USD. */
export const STABLECOIN_USD_RATE = '1.00'
