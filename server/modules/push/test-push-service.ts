/**
 * For tests: a browser's side of Web Push. `createBrowserKeys()` makes what `pushManager.subscribe`
 * would (an ECDH P-256 pair and a 16-byte auth secret), `decryptPush()` opens an aes128gcm body
 * with them (RFC 8291 over RFC 8188), `verifyVapid()` checks a `vapid t=…, k=…` header (RFC 8292),
 * and `startPushService()` is a push service on 127.0.0.1 that records what it is sent.
 * Written with node:crypto only, so the test does not trust the library it tests.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The subscription half the browser keeps secret, and the half it hands to the server. */
export interface BrowserKeys {
  ecdh: ECDH
  authSecret: Buffer
  /** `PushSubscription.toJSON().keys`. */
  keys: { p256dh: string; auth: string }
}

/** One request the push service received. */
export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A stand-in push service; `status` is what it answers next. */
export interface PushService {
  origin: string
  received: ReceivedPush[]
  status: number
  close(): Promise<void>
}

export function createBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  }
}

/** Opens a single-record aes128gcm body (RFC 8291 §3.4, RFC 8188 §2) and returns its plaintext. */
export function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublicKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)

  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey])
  const ikm = hkdf(browser.authSecret, ecdhSecret, keyInfo, 32)
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12)

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(-16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('not a last record: no 0x02 delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** The claims of a `vapid t=<jwt>, k=<key>` header, once its ES256 signature checks against `k`. */
export function verifyVapid(authorization: string | undefined): { publicKey: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`)
  const [, jwt = '', publicKey = ''] = match
  const [header = '', claims = '', signature = ''] = jwt.split('.')
  expectJson(header, { typ: 'JWT', alg: 'ES256' })
  const point = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = Buffer.from(`${header}.${claims}`)
  const valid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  if (!valid) throw new Error('the VAPID JWT signature does not verify')
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) }
}

/** Listens on 127.0.0.1, port chosen by the system; answers `status` (201 until changed). */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = []
  const service: PushService = {
    origin: '',
    received,
    status: 201,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(service.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  service.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return service
}

/** HKDF-SHA256 (RFC 5869) for one block of output, as RFC 8291 uses it. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest()
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length)
}

function expectJson(part: string, expected: Record<string, unknown>): void {
  const actual = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
  for (const [name, value] of Object.entries(expected)) {
    if (actual[name] !== value) throw new Error(`JWT header ${name}: ${String(actual[name])}, not ${String(value)}`)
  }
}
