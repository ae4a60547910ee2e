// @vitest-environment happy-dom
import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildSiweMessage,
  getInjectedProvider,
  isUserRejection,
  signInWithWallet,
  SIWE_STATEMENT,
  WalletError,
  type Eip1193Provider,
} from './siwe-wallet'

// Hardhat's well-known first test key: never holds anything.
const TEST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const account = privateKeyToAccount(TEST_KEY)
const NONCE = '0123456789abcdef0123456789abcdef'

/** A wallet as an extension injects it, signing with a real key; records what it was asked. */
function fakeWallet(overrides: Partial<Record<string, (params: unknown) => unknown>> = {}) {
  const calls: { method: string; params?: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params })
      const override = overrides[method]
      if (override) return override(params)
      if (method === 'eth_requestAccounts') return [account.address.toLowerCase()]
      if (method === 'eth_chainId') return '0x89'
      if (method === 'personal_sign') {
        const [raw, from] = params as [Hex, string]
        expect(from.toLowerCase()).toBe(account.address.toLowerCase())
        return account.signMessage({ message: { raw } })
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
    },
  }
  return { provider, calls }
}

afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum')
})

describe('signInWithWallet', () => {
  it('signs an EIP-4361 message for this page with the server nonce, verifiable by the address', async () => {
    const { provider } = fakeWallet()
    const issuedAt = new Date('2026-01-02T03:04:05.000Z')
    const proof = await signInWithWallet(provider, NONCE, {
      domain: 'app.example.com:8443',
      uri: 'https://app.example.com:8443',
      issuedAt,
    })

    expect(proof.address).toBe(account.address) // EIP-55 checksummed, though the wallet gave lower case
    const parsed = parseSiweMessage(proof.message)
    expect(parsed).toMatchObject({
      domain: 'app.example.com:8443',
      address: account.address,
      statement: SIWE_STATEMENT,
      uri: 'https://app.example.com:8443',
      version: '1',
      chainId: 137,
      nonce: NONCE,
    })
    expect(parsed.issuedAt?.toISOString()).toBe(issuedAt.toISOString())
    expect(parsed.expirationTime?.toISOString()).toBe('2026-01-02T03:09:05.000Z')
    await expect(recoverMessageAddress({ message: proof.message, signature: proof.signature as Hex })).resolves.toBe(
      account.address,
    )
  })

  it('writes the same text as the reference implementation', () => {
    const fields = {
      domain: 'localhost:4650',
      address: account.address,
      statement: SIWE_STATEMENT,
      uri: 'http://localhost:4650',
      chainId: 1,
      nonce: NONCE,
      issuedAt: new Date('2026-01-02T03:04:05.000Z'),
      expirationTime: new Date('2026-01-02T03:09:05.000Z'),
    }
    expect(buildSiweMessage(fields)).toBe(createSiweMessage({ ...fields, version: '1' }))
    expect(buildSiweMessage({ ...fields, statement: undefined })).toBe(
      createSiweMessage({ ...fields, statement: undefined, version: '1' }),
    )
  })

  it("defaults to this page's host and origin", async () => {
    const { provider } = fakeWallet()
    const proof = await signInWithWallet(provider, NONCE)
    const parsed = parseSiweMessage(proof.message)
    expect(parsed.domain).toBe(location.host)
    expect(parsed.uri).toBe(location.origin)
  })

  it('asks for accounts, then the chain, then the signature', async () => {
    const { provider, calls } = fakeWallet()
    await signInWithWallet(provider, NONCE)
    expect(calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign'])
  })

  it('passes the user refusing on, recognisably', async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { provider } = fakeWallet({
      personal_sign: () => {
        throw refusal
      },
    })
    const error: unknown = await signInWithWallet(provider, NONCE).catch((e: unknown) => e)
    expect(error).toBe(refusal)
    expect(isUserRejection(error)).toBe(true)
    expect(isUserRejection(new Error('other'))).toBe(false)
  })

  it('refuses a wallet that gives no account, no chain or no signature', async () => {
    await expect(signInWithWallet(fakeWallet({ eth_requestAccounts: () => [] }).provider, NONCE)).rejects.toThrow(
      WalletError,
    )
    await expect(signInWithWallet(fakeWallet({ eth_chainId: () => '0x0' }).provider, NONCE)).rejects.toThrow(
      WalletError,
    )
    await expect(signInWithWallet(fakeWallet({ personal_sign: () => null }).provider, NONCE)).rejects.toThrow(
      WalletError,
    )
  })
})

describe('getInjectedProvider', () => {
  it('answers null without a wallet and the provider with one', () => {
    expect(getInjectedProvider()).toBeNull()
    Object.defineProperty(window, 'ethereum', { value: { notAProvider: true }, configurable: true })
    expect(getInjectedProvider()).toBeNull()
    const { provider } = fakeWallet()
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
    expect(getInjectedProvider()).toBe(provider)
  })
})
