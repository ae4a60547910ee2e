/**
 * Sign-In with Ethereum (EIP-4361): issuing nonces and checking a signed message. A proof holds
 * when the message parses, names this server (its domain is the request's host, its URI's
 * origin the same host over http or https), is within its time bounds, is signed by the address it
 * names, and carries a nonce we issued that is unexpired and unused. The nonce is consumed last,
 * in the caller's transaction, so a refused proof burns nothing and two uses cannot both win.
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { isAddressEqual, recoverMessageAddress, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { SiweNonce } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { businessRule } from '../../rpc/errors'

/** How long an issued nonce may be used: 5 minutes. */
export const SIWE_NONCE_LIFETIME_MS = 5 * 60 * 1000

/** How long used and expired nonces are kept before they are purged: a day. */
const NONCE_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000

/** What a client sends to prove it holds a wallet. */
export interface SiweProof {
  address: string
  message: string
  signature: string
}

/** Issues a fresh nonce: 128 random bits as 32 hex characters (alphanumeric, as EIP-4361 asks). */
export async function issueSiweNonce(db: Kysely<DB>, now = new Date()): Promise<SiweNonce> {
  await db
    .deleteFrom('siwe_nonces')
    .where('expires_at', '<', new Date(now.getTime() - NONCE_KEPT_AFTER_EXPIRY_MS))
    .execute()
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + SIWE_NONCE_LIFETIME_MS)
  await db.insertInto('siwe_nonces').values({ nonce, created_at: now, expires_at: expiresAt }).execute()
  return { nonce, issuedAt: now.toISOString(), expiresAt: expiresAt.toISOString() }
}

/**
 * Checks a proof against the request's `host` and consumes its nonce; answers the wallet's
 * address, lower-cased. Every refusal is a 10422 that says why. Run it in a transaction with
 * whatever the proof authorises, so a later failure puts the nonce back.
 */
export async function verifySiweProof(db: Kysely<DB>, proof: SiweProof, host: string | undefined): Promise<string> {
  const message = parseSiweMessage(proof.message)
  const { address, domain, uri, nonce, chainId, version } = message
  if (!address || !domain || !uri || !nonce || !version || chainId === undefined)
    throw refused('The sign-in message is not a valid EIP-4361 message', '签名消息不是有效的 EIP-4361 消息')
  if (version !== '1' || !Number.isSafeInteger(chainId) || chainId < 1)
    throw refused('The sign-in message has an unsupported version or chain id', '签名消息的版本或链 ID 无效')
  if (!isAddressEqual(address, proof.address as Hex))
    throw refused('The sign-in message is for another address', '签名消息的地址与钱包地址不一致')

  const expected = host?.toLowerCase()
  if (!expected || domain.toLowerCase() !== expected)
    throw refused('The sign-in message was made for another website', '签名消息不是为本网站生成的')
  if (!uriOnHost(uri, expected))
    throw refused('The sign-in message names another website address', '签名消息中的网址不属于本网站')

  const now = Date.now()
  for (const time of [message.issuedAt, message.expirationTime, message.notBefore])
    if (time && Number.isNaN(time.getTime()))
      throw refused('The sign-in message has an invalid time', '签名消息中的时间无效')
  if (message.expirationTime && message.expirationTime.getTime() <= now)
    throw refused('The sign-in message has expired, please sign again', '签名消息已过期，请重新签名')
  if (message.notBefore && message.notBefore.getTime() > now)
    throw refused('The sign-in message is not valid yet', '签名消息尚未生效')

  let signer: string
  try {
    signer = await recoverMessageAddress({ message: proof.message, signature: proof.signature as Hex })
  } catch {
    throw badSignature()
  }
  if (!isAddressEqual(signer as Hex, address)) throw badSignature()

  await consumeNonce(db, nonce)
  return address.toLowerCase()
}

/** Marks the nonce used if it is ours, unexpired and unused; otherwise says which it is not. */
async function consumeNonce(db: Kysely<DB>, nonce: string): Promise<void> {
  const now = new Date()
  // One statement: of two uses at once, the second waits on the row and then finds it used.
  const used = await db
    .updateTable('siwe_nonces')
    .set({ used_at: now })
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst()
  if (used) return
  const row = await db.selectFrom('siwe_nonces').select('used_at').where('nonce', '=', nonce).executeTakeFirst()
  if (!row) throw refused('The sign-in nonce is unknown, please sign again', '签名随机数无效，请重新签名')
  if (row.used_at)
    throw refused('The sign-in nonce was already used, please sign again', '签名随机数已被使用，请重新签名')
  throw refused('The sign-in nonce has expired, please sign again', '签名随机数已过期，请重新签名')
}

/** Whether `uri` is an http(s) URL on exactly `host` (with the same port). */
function uriOnHost(uri: string, host: string): boolean {
  try {
    const url = new URL(uri)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host.toLowerCase() === host
  } catch {
    return false
  }
}

function badSignature() {
  return refused('The signature does not match the wallet address', '签名与钱包地址不匹配')
}

function refused(message: string, messageZh: string) {
  return businessRule(message, messageZh)
}
