/**
 * Password storage. The client sends `md5(PASSWORD_HASH_PREFIX + password)` (SPEC §5); the server
 * treats that hash as the password and keeps only scrypt of it, at OWASP's parameters
 * (N = 2^17, r = 8, p = 1, 16-byte salt). The stored string names its parameters, so stronger ones
 * later still verify the old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** log2 of scrypt's cost N: OWASP's 2^17. */
export const OWASP_LOG_N = 17
let LOG_N = OWASP_LOG_N
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_BYTES = 32
const SALT_BYTES = 16

/**
 * For the server test suites only (tests/setup/server.ts): a cheap cost, so hundreds of test
 * accounts do not spend minutes in scrypt. Every stored hash names its own cost, so verifying
 * is the same code either way; password.test.ts checks the OWASP cost itself.
 */
export function setPasswordCostForTests(logN: number): void {
  LOG_N = logN
}

/** `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>` of the client's password hash. */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(clientHash, salt, KEY_BYTES, { N: 2 ** LOG_N, r: BLOCK_SIZE, p: PARALLELISM })
  return ['scrypt', LOG_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$')
}

/**
 * Whether `clientHash` is the password `stored` was made from. A null `stored` (no account, or
 * an account without a password) still costs one scrypt, so timing does not tell them apart.
 */
export async function verifyPassword(clientHash: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null
  if (!parsed) {
    await derive(clientHash, DUMMY_SALT, KEY_BYTES, { N: 2 ** LOG_N, r: BLOCK_SIZE, p: PARALLELISM })
    return false
  }
  const key = await derive(clientHash, parsed.salt, parsed.key.length, parsed.options)
  return timingSafeEqual(key, parsed.key)
}

const DUMMY_SALT = randomBytes(SALT_BYTES)

function parse(stored: string): { salt: Buffer; key: Buffer; options: ScryptOptions } | null {
  const [scheme, logN, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  return {
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
    options: { N: 2 ** Number(logN), r: Number(r), p: Number(p) },
  }
}

function derive(secret: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  const { N = 0, r = 0, p = 0 } = options
  // scrypt needs 128·N·r bytes (128 MiB at OWASP's parameters); Node's default cap is 32 MiB.
  const maxmem = 128 * N * r * p + 16 * 1024 * 1024
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, length, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  )
}
