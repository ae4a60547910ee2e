/**
 * A browser wallet for end-to-end tests: `window.ethereum` as an extension injects it (EIP-1193),
 * answering in the page for accounts and the chain, and forwarding `personal_sign` to a signer on
 * the Node side that holds a known test key (viem's privateKeyToAccount). The key never enters the
 * page; the signatures are real, so the server verifies them as it would MetaMask's.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { devCall } from './accounts'

/** Hardhat's well-known test keys: public, never funded on a real chain. */
export const TEST_WALLET_KEYS = {
  first: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  second: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  third: '0x5de4111afa1a4b94908f83103eb1f1706367c2e82ca87d17c6b8bb8a5ade1c4e',
} as const satisfies Record<string, Hex>

export interface TestWallet {
  /** The wallet's address, EIP-55 checksummed. */
  address: Hex
  /** The messages the wallet signed, in order (as text). */
  signed: string[]
}

export interface TestWalletOptions {
  /** EIP-155 chain id the wallet reports; default 1. */
  chainId?: number
  /** When true, the wallet refuses to sign with EIP-1193 error 4001, as when the user clicks Reject. */
  rejectSigning?: boolean
}

/**
 * Injects a wallet holding `privateKey` into every page of `page`'s context from the next
 * navigation on. Call before `page.goto`. Each page (and its context) may hold one test wallet.
 */
export async function installTestWallet(
  page: Page,
  privateKey: Hex,
  options: TestWalletOptions = {},
): Promise<TestWallet> {
  const account = privateKeyToAccount(privateKey)
  const wallet: TestWallet = { address: account.address, signed: [] }

  await page.exposeFunction('__testWalletSign', async (rawHex: Hex, from: string): Promise<Hex> => {
    if (from.toLowerCase() !== account.address.toLowerCase()) throw new Error(`asked to sign for ${from}`)
    wallet.signed.push(Buffer.from(rawHex.slice(2), 'hex').toString('utf8'))
    return account.signMessage({ message: { raw: rawHex } })
  })

  await page.addInitScript(
    ({ address, chainId, rejectSigning }) => {
      type Sign = (rawHex: string, from: string) => Promise<string>
      const sign = (window as unknown as { __testWalletSign: Sign }).__testWalletSign
      const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
      const provider = {
        isMetaMask: true,
        async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
          switch (method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              // Wallets answer lower case; the app must checksum it for the message itself.
              return [address.toLowerCase()]
            case 'eth_chainId':
              return `0x${chainId.toString(16)}`
            case 'personal_sign': {
              if (rejectSigning) throw rpcError(4001, 'User rejected the request.')
              const [raw, from] = (params ?? []) as [string, string]
              return sign(raw, from)
            }
            default:
              throw rpcError(4200, `The test wallet does not support ${method}`)
          }
        },
        on() {},
        removeListener() {},
      }
      Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
    },
    { address: account.address, chainId: options.chainId ?? 1, rejectSigning: options.rejectSigning ?? false },
  )
  return wallet
}

/**
 * Signs in the wallet of `key` through hub_metamaskRegister, as the wallet login does (the
 * account is made the first time, wallet only); answers the session token. `host` is the
 * server's authority, which the Sign-In with Ethereum message must name.
 */
export async function walletSession(request: APIRequestContext, key: Hex, host: string): Promise<string> {
  const account = privateKeyToAccount(key)
  const { nonce } = await devCall<{ nonce: string }>(request, 'hub_getSiweNonce', {})
  const message = createSiweMessage({
    domain: host,
    address: account.address,
    uri: `http://${host}`,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 5 * 60_000),
  })
  const signature = await account.signMessage({ message })
  const session = await devCall<{ token: string }>(request, 'hub_metamaskRegister', {
    address: account.address,
    message,
    signature,
  })
  return session.token
}
