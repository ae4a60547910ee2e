/**
 * Crypto deposit settings from the environment (server/README.md "Crypto deposits" lists every
 * variable). With `HUBDECK_DEPOSIT_RPC_URL`: that node, its tokens and the HD key from the
 * environment. Without it, outside production: the in-process dev network (`HUBDECK_DEVNET=0`
 * turns it off). Without it in production: no crypto deposits.
 */
import { dirname, resolve } from 'node:path'
import type { DepositCoin, DepositSettings, DepositToken, HdKeySource } from './deposit-settings'
import { devnetDepositSettings } from './devnet-network'

/** Where ganache keeps the dev chain when `HUBDECK_DEVNET_DATA` is unset: beside the database. */
const IN_MEMORY = 'memory://'

/** Reads the settings; `dataDir` is the resolved PGlite folder (or `memory://…`). */
export function depositSettings(
  env: NodeJS.ProcessEnv,
  { production, dataDir, root }: { production: boolean; dataDir: string; root: string },
): DepositSettings | null {
  const rpcUrl = env.HUBDECK_DEPOSIT_RPC_URL?.trim()
  if (rpcUrl) return remoteSettings(env, rpcUrl)
  if (production || env.HUBDECK_DEVNET?.trim() === '0') return null
  const data = env.HUBDECK_DEVNET_DATA?.trim()
  return devnetDepositSettings({
    blockTimeMs: positiveInteger(env, 'HUBDECK_DEVNET_BLOCK_TIME_MS', 2_000),
    requiredConfirmations: positiveInteger(env, 'HUBDECK_DEVNET_CONFIRMATIONS', 3),
    devnetDbPath: data
      ? data.startsWith(IN_MEMORY)
        ? null
        : resolve(root, data)
      : dataDir.startsWith(IN_MEMORY)
        ? null
        : resolve(dirname(dataDir), 'devnet'),
  })
}

function remoteSettings(env: NodeJS.ProcessEnv, rpcUrl: string): DepositSettings {
  if (!/^https?:\/\/\S+$/.test(rpcUrl)) throw new Error(`HUBDECK_DEPOSIT_RPC_URL must be an http(s) URL: ${rpcUrl}`)
  const id = env.HUBDECK_DEPOSIT_NETWORK_ID?.trim() || 'ethereum-mainnet'
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(id)) throw new Error(`HUBDECK_DEPOSIT_NETWORK_ID is not a network id: ${id}`)
  const start = env.HUBDECK_DEPOSIT_START_BLOCK?.trim()
  if (start && !/^\d+$/.test(start)) throw new Error('HUBDECK_DEPOSIT_START_BLOCK must be a block number')
  return {
    networks: [
      {
        id,
        name: env.HUBDECK_DEPOSIT_NETWORK_NAME?.trim() || 'Ethereum',
        evmChainId: positiveInteger(env, 'HUBDECK_DEPOSIT_CHAIN_ID', 1),
        rpcUrl,
        requiredConfirmations: positiveInteger(env, 'HUBDECK_DEPOSIT_CONFIRMATIONS', 12),
        blockTimeMs: positiveInteger(env, 'HUBDECK_DEPOSIT_BLOCK_TIME_MS', 12_000),
        startBlock: start ? BigInt(start) : null,
        tokens: tokens(env.HUBDECK_DEPOSIT_TOKENS ?? ''),
      },
    ],
    hdKey: hdKey(env),
    devnetDbPath: null,
  }
}

/** `HUBDECK_DEPOSIT_TOKENS`: `COIN:0xcontract:decimals:minDeposit`, comma-separated. */
function tokens(value: string): DepositToken[] {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (list.length === 0)
    throw new Error('HUBDECK_DEPOSIT_TOKENS must list the tokens: COIN:0xcontract:decimals:minDeposit,…')
  return list.map((entry) => {
    const match = /^(USDT|USDC):(0x[0-9a-fA-F]{40}):(\d{1,2}):(\d+(?:\.\d+)?)$/.exec(entry)
    if (!match)
      throw new Error(
        `HUBDECK_DEPOSIT_TOKENS: "${entry}" is not COIN:0xcontract:decimals:minDeposit (COIN: USDT or USDC)`,
      )
    const coin = match[1] as DepositCoin
    return {
      coin,
      name: coin === 'USDT' ? 'Tether USD' : 'USD Coin',
      contractAddress: match[2] as `0x${string}`,
      decimals: Number(match[3]),
      minDeposit: match[4]!,
    }
  })
}

/** `HUBDECK_DEPOSIT_XPUB` (preferred: the server never holds a spending key) or `HUBDECK_DEPOSIT_MNEMONIC`. */
function hdKey(env: NodeJS.ProcessEnv): HdKeySource {
  const xpub = env.HUBDECK_DEPOSIT_XPUB?.trim()
  const mnemonic = env.HUBDECK_DEPOSIT_MNEMONIC?.trim()
  if (xpub && mnemonic) throw new Error('set HUBDECK_DEPOSIT_XPUB or HUBDECK_DEPOSIT_MNEMONIC, not both')
  if (xpub) {
    if (!/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/.test(xpub)) throw new Error('HUBDECK_DEPOSIT_XPUB is not an xpub')
    return { xpub }
  }
  if (mnemonic) return { mnemonic }
  throw new Error("HUBDECK_DEPOSIT_RPC_URL needs HUBDECK_DEPOSIT_XPUB (of m/44'/60'/0') or HUBDECK_DEPOSIT_MNEMONIC")
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of at least 1: ${value}`)
  return parsed
}
