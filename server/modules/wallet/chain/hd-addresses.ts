/**
 * Deposit addresses by BIP-32/44: wallet `n`'s address is m/44'/60'/0'/0/n of the configured key.
 * From a mnemonic (dev, or a deployment that keeps it on the server) or from the account-level
 * xpub of m/44'/60'/0' (production: the server only watches, so it needs no private key at all).
 * viem/accounts is imported on first use, so servers that never derive do not load it.
 */
import { pbkdf2Sync } from 'node:crypto'
import type { HdKeySource } from './deposit-settings'

/** The checksummed address at index `n` (n < 2^31: a non-hardened child). */
export type AddressDeriver = (index: number) => Promise<`0x${string}`>

/** The external chain's node (…/0'/0) is derived once; each address is one child step from it. */
export function createAddressDeriver(source: HdKeySource): AddressDeriver {
  let externalChain: ReturnType<typeof loadExternalChain> | undefined
  return async (index) => {
    if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) throw new Error(`no address index ${index}`)
    externalChain ??= loadExternalChain(source)
    const { node, publicKeyToAddress } = await externalChain
    const child = node.deriveChild(index)
    if (!child.publicKey) throw new Error(`no public key at index ${index}`)
    return publicKeyToAddress(uncompressed(child.publicKey))
  }
}

async function loadExternalChain(source: HdKeySource) {
  const { HDKey, english, publicKeyToAddress } = await import('viem/accounts')
  if ('xpub' in source) return { node: HDKey.fromExtendedKey(source.xpub).deriveChild(0), publicKeyToAddress }
  return {
    node: HDKey.fromMasterSeed(mnemonicSeed(source.mnemonic, english)).derive("m/44'/60'/0'/0"),
    publicKeyToAddress,
  }
}

/** BIP-39's seed: PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" (no passphrase). */
function mnemonicSeed(mnemonic: string, wordlist: readonly string[]): Uint8Array {
  const words = mnemonic.normalize('NFKD').trim().split(/\s+/)
  const known = new Set(wordlist)
  if (![12, 15, 18, 21, 24].includes(words.length) || words.some((word) => !known.has(word))) {
    throw new Error('the deposit mnemonic is not 12 to 24 words of the BIP-39 English list')
  }
  return pbkdf2Sync(words.join(' '), 'mnemonic', 2048, 64, 'sha512')
}

/** secp256k1: y² = x³ + 7 over p; a compressed key is its x and the parity of y. */
const P = 2n ** 256n - 2n ** 32n - 977n

/** The `0x04…` form `publicKeyToAddress` hashes, from BIP-32's 33-byte compressed key. */
function uncompressed(compressed: Uint8Array): `0x04${string}` {
  const x = BigInt(`0x${Buffer.from(compressed.subarray(1)).toString('hex')}`)
  let y = power((power(x, 3n) + 7n) % P, (P + 1n) / 4n)
  if ((y & 1n) !== BigInt(compressed[0]! & 1)) y = P - y
  return `0x04${x.toString(16).padStart(64, '0')}${y.toString(16).padStart(64, '0')}`
}

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  for (let b = base % P, e = exponent; e > 0n; e >>= 1n, b = (b * b) % P) if (e & 1n) result = (result * b) % P
  return result
}
