/**
 * Sign-In with Ethereum from the browser wallet (EIP-1193 + EIP-4361), shared by the wallet login
 * on /login and the wallet binding on /rpc/profile. It asks the injected provider for an account
 * and its chain, builds the sign-in message exactly as the server checks it
 * (server/modules/account/siwe.ts: domain = this page's host, URI = this page's origin, version 1,
 * the chain id, the server's nonce, issued-at and expiry) and has the wallet sign it with
 * personal_sign. The caller sends `{ address, message, signature }` to hub_metamaskRegister or
 * hub_bindMetamask.
 *
 * viem is not imported here at load: this module sits on first-paint routes. The one thing we need
 * from it, the EIP-55 checksum the message's address must carry, is loaded when a wallet signs.
 */
/* eslint-disable lingui/no-unlocalized-strings -- EIP-4361 protocol text and diagnostics; screens show their own translated messages */

/** The EIP-1193 provider a wallet extension injects as `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
}

/** What the server needs to check the proof. */
export interface WalletProof {
  /** The signing account, EIP-55 checksummed (as the message names it). */
  address: string
  message: string
  signature: string
}

export interface SignInOptions {
  /** The site the message is for; default this page's host (`location.host`). */
  domain?: string
  /** The URI the message names; default this page's origin (`location.origin`). */
  uri?: string
  /** One line, no line breaks; default the Hubdeck sign-in sentence. */
  statement?: string
  /** Default now. */
  issuedAt?: Date
  /** How long the signed message stays valid; default the server nonce's lifetime, 5 minutes. */
  validForMs?: number
}

/** The server's nonce lives 5 minutes (SIWE_NONCE_LIFETIME_MS); a message need not outlive it. */
export const SIWE_MESSAGE_LIFETIME_MS = 5 * 60 * 1000

/** The statement the wallet shows the user above the message's details. */
export const SIWE_STATEMENT = 'Sign in to Hubdeck with this wallet.'

/** EIP-1193 error code for "the user rejected the request". */
export const USER_REJECTED_CODE = 4001

/** The wallet extension's provider, or null when the browser has none. */
export function getInjectedProvider(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null
  const candidate = (window as { ethereum?: unknown }).ethereum
  if (candidate && typeof (candidate as Eip1193Provider).request === 'function') return candidate as Eip1193Provider
  return null
}

/** Whether a wallet error means the user said no (closed the prompt, refused to sign). */
export function isUserRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_REJECTED_CODE
}

/** Asks the wallet to connect and answers the first account it grants. */
export async function requestAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' })
  const first = Array.isArray(accounts) ? accounts[0] : undefined
  if (typeof first !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(first))
    throw new WalletError('The wallet did not give an account')
  return first
}

/** The chain the wallet is on, as a number (EIP-155 chain id). */
export async function requestChainId(provider: Eip1193Provider): Promise<number> {
  const raw = await provider.request({ method: 'eth_chainId' })
  const chainId = typeof raw === 'string' ? Number.parseInt(raw, raw.startsWith('0x') ? 16 : 10) : Number(raw)
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw new WalletError('The wallet did not give a chain id')
  return chainId
}

/** Fields of an EIP-4361 message as this app writes it. */
export interface SiweFields {
  domain: string
  /** EIP-55 checksummed. */
  address: string
  statement?: string
  uri: string
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime: Date
}

/** The EIP-4361 text, field for field in the order and layout the standard (and the server's parser) expects. */
export function buildSiweMessage(fields: SiweFields): string {
  if (fields.statement?.includes('\n')) throw new WalletError('A sign-in statement is one line')
  const statement = fields.statement ? `${fields.statement}\n` : ''
  return (
    `${fields.domain} wants you to sign in with your Ethereum account:\n${fields.address}\n\n${statement}\n` +
    `URI: ${fields.uri}\n` +
    `Version: 1\n` +
    `Chain ID: ${fields.chainId}\n` +
    `Nonce: ${fields.nonce}\n` +
    `Issued At: ${fields.issuedAt.toISOString()}\n` +
    `Expiration Time: ${fields.expirationTime.toISOString()}`
  )
}

/**
 * Connects the wallet, builds the sign-in message for the server's `nonce` (hub_getSiweNonce) and
 * has the wallet sign it. Rejects with the provider's error when the user refuses (see
 * `isUserRejection`), or a WalletError when the wallet answers nonsense.
 */
export async function signInWithWallet(
  provider: Eip1193Provider,
  nonce: string,
  options: SignInOptions = {},
): Promise<WalletProof> {
  const account = await requestAccount(provider)
  const chainId = await requestChainId(provider)
  const { getAddress } = await import('viem')
  const address = getAddress(account)
  const issuedAt = options.issuedAt ?? new Date()
  const message = buildSiweMessage({
    domain: options.domain ?? location.host,
    address,
    statement: options.statement ?? SIWE_STATEMENT,
    uri: options.uri ?? location.origin,
    chainId,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + (options.validForMs ?? SIWE_MESSAGE_LIFETIME_MS)),
  })
  // personal_sign takes the message as hex of its UTF-8 bytes and the account, in this order.
  const signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), account] })
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new WalletError('The wallet did not give a signature')
  return { address, message, signature }
}

/** A wallet that answered something unusable (not a refusal by the user). */
export class WalletError extends Error {
  override name = 'WalletError'
}

function utf8ToHex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
