/**
 * The dev network `hubdeck-devnet`: a chain the server runs in its own process (ganache, see
 * server/README.md "Crypto deposits"), with test USDT and USDC. Its token addresses are known
 * before it starts: the funder below deploys them as its first two transactions (nonces 0 and 1)
 * on a fresh chain, and CREATE addresses depend only on the sender and its nonce. So the coin
 * list and deposit addresses never wait for the chain, and `devnet.ts` checks the deployment
 * landed there.
 */
import type { DepositNetwork, DepositSettings } from './deposit-settings'
import { IN_PROCESS } from './deposit-settings'

/** The dev network's id, as the app and `dev_sendTestTokens` name it. */
export const DEVNET_ID = 'hubdeck-devnet'

/** The well-known test mnemonic (Hardhat's, Anvil's): deposit addresses in dev and tests. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * Ganache's own deterministic mnemonic: the chain's one funded, unlocked account (the token
 * deployer and minter). Not `TEST_MNEMONIC`, so no deposit address is an account the node signs for.
 */
export const DEVNET_FUNDER_MNEMONIC = 'myth like bonus scare over problem client lizard pioneer submit female collect'

/** Account 0 of `DEVNET_FUNDER_MNEMONIC`. */
export const DEVNET_FUNDER = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1'

/** The funder's nonce-0 and nonce-1 contracts (devnet.test.ts checks them against viem). */
export const DEVNET_USDT = '0xe78A0F7E598Cc8b0Bb87894B0F60dD2a88d6a8Ab'
export const DEVNET_USDC = '0x5b1869D9A4C187F2EAa108f3062412ecf0526b24'

/** Ganache's default chain id, which wallets know as a local chain. */
export const DEVNET_CHAIN_ID = 1337

/** The dev network; `blockTimeMs` and `requiredConfirmations` default to 2 s and 3. */
export function devnetNetwork(options: { blockTimeMs?: number; requiredConfirmations?: number } = {}): DepositNetwork {
  return {
    id: DEVNET_ID,
    name: 'Hubdeck Devnet',
    evmChainId: DEVNET_CHAIN_ID,
    rpcUrl: IN_PROCESS,
    requiredConfirmations: options.requiredConfirmations ?? 3,
    blockTimeMs: options.blockTimeMs ?? 2_000,
    startBlock: 0n,
    tokens: [
      { coin: 'USDT', name: 'Tether USD (test)', contractAddress: DEVNET_USDT, decimals: 6, minDeposit: '1' },
      { coin: 'USDC', name: 'USD Coin (test)', contractAddress: DEVNET_USDC, decimals: 6, minDeposit: '1' },
    ],
  }
}

/**
 * Deposit settings of the dev network alone, addresses from `TEST_MNEMONIC`, chain in memory
 * unless `devnetDbPath` is given. What tests pass as `createTestServer(engine, { deposits })`.
 */
export function devnetDepositSettings(
  options: { blockTimeMs?: number; requiredConfirmations?: number; devnetDbPath?: string | null } = {},
): DepositSettings {
  return {
    networks: [devnetNetwork(options)],
    hdKey: { mnemonic: TEST_MNEMONIC },
    devnetDbPath: options.devnetDbPath ?? null,
  }
}
