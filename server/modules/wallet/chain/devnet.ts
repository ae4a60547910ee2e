/**
 * The in-process dev chain: ganache (server/README.md says why ganache) with chain id 1337, one
 * funded account (`DEVNET_FUNDER`), a block every `blockTimeMs`, and the test USDT and USDC. On a
 * fresh chain it deploys both tokens before the first interval block, with the miner paused and
 * one `evm_mine`, so start-up does not wait a block time. With `dbPath` the chain lives on disk
 * and a restart finds its tokens and blocks again. Loaded with `import()` only when a server has
 * the dev network: ganache and viem take ~1 s to load, which servers without it never pay.
 */
import ganache, { type EthereumProvider } from 'ganache'
import { mkdirSync } from 'node:fs'
import { createPublicClient, createWalletClient, custom, type Hex, type PublicClient } from 'viem'
import type { DepositNetwork } from './deposit-settings'
import { DEVNET_FUNDER, DEVNET_FUNDER_MNEMONIC, DEVNET_USDC, DEVNET_USDT } from './devnet-network'
import { sixDecimalBytecode, testTokenAbi } from './devnet-token'

/** A running dev chain. */
export interface Devnet {
  /** The EIP-1193 provider: `evm_snapshot`, `evm_revert`, `evm_mine`, `miner_stop` for tests. */
  provider: EthereumProvider
  client: PublicClient
  /** True when this start deployed the tokens: the chain began at block 0 again. */
  fresh: boolean
  /** Mints `units` (the token's smallest unit) of `token` to `to`; answers the transaction hash. */
  mint(token: Hex, to: Hex, units: bigint): Promise<Hex>
  /** Calls `listener` at each new block; answers how to stop. */
  onNewHead(listener: () => void): () => void
  stop(): Promise<void>
}

/** Starts the chain of `network`; `dbPath` null keeps it in memory. */
export async function startDevnet(network: DepositNetwork, dbPath: string | null): Promise<Devnet> {
  if (dbPath) mkdirSync(dbPath, { recursive: true })
  const provider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: network.evmChainId },
    wallet: { mnemonic: DEVNET_FUNDER_MNEMONIC, totalAccounts: 1 },
    miner: { blockTime: network.blockTimeMs / 1000 },
    ...(dbPath ? { database: { dbPath } } : {}),
  })
  const transport = custom(provider)
  // cacheTime 0: viem otherwise answers getBlockNumber from a 4 s cache, longer than a dev block.
  const client = createPublicClient({ transport, cacheTime: 0, pollingInterval: 50 })
  const wallet = createWalletClient({ transport, account: DEVNET_FUNDER })
  const fresh = (await client.getCode({ address: DEVNET_USDT })) === undefined
  if (fresh) await deployTokens(provider)
  await expectSixDecimals(client, DEVNET_USDT)

  return {
    provider,
    client,
    fresh,
    async mint(token, to, units) {
      // A random gas limit makes every mint's hash new, even when a chain that started afresh
      // repeats the funder's nonces: the deposits table knows a transfer by (tx hash, log index),
      // and a kept database must not take a new transfer for one of an old chain.
      const gas = 150_000n + BigInt(Math.floor(Math.random() * 1_000_000))
      return wallet.writeContract({
        address: token,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [to, units],
        gas,
        chain: null,
      })
    },
    onNewHead(listener) {
      let subscription: Hex | undefined
      const onMessage = () => listener()
      provider.on('message', onMessage)
      void provider.request({ method: 'eth_subscribe', params: ['newHeads'] }).then((id) => (subscription = id as Hex))
      return () => {
        provider.off('message', onMessage)
        if (subscription) void provider.request({ method: 'eth_unsubscribe', params: [subscription] }).catch(() => {})
      }
    },
    stop: () => provider.disconnect(),
  }
}

/** Deploys USDT then USDC (nonces 0 and 1: their addresses are `DEVNET_USDT`, `DEVNET_USDC`). */
async function deployTokens(provider: EthereumProvider): Promise<void> {
  const wallet = createWalletClient({ transport: custom(provider), account: DEVNET_FUNDER })
  await provider.request({ method: 'miner_stop', params: [] })
  const bytecode = sixDecimalBytecode()
  for (const args of [
    ['Tether USD (test)', 'USDT'],
    ['USD Coin (test)', 'USDC'],
  ] as const) {
    // An explicit gas limit: ganache's default for eth_sendTransaction (90,000) is too low for a deployment.
    await wallet.deployContract({ abi: testTokenAbi, bytecode, args, chain: null, gas: 5_000_000n })
  }
  await provider.request({ method: 'evm_mine', params: [] })
  await provider.request({ method: 'miner_start', params: [] })
  const client = createPublicClient({ transport: custom(provider), cacheTime: 0 })
  if ((await client.getCode({ address: DEVNET_USDC })) === undefined) {
    throw new Error(`the dev network's tokens were not deployed at ${DEVNET_USDT} and ${DEVNET_USDC}`)
  }
}

async function expectSixDecimals(client: PublicClient, token: Hex): Promise<void> {
  const decimals = await client.readContract({ address: token, abi: testTokenAbi, functionName: 'decimals' })
  if (decimals !== 6) throw new Error(`the dev network's test token has ${String(decimals)} decimals, not 6`)
}
