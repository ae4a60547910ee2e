/**
 * Row "API keys" (issue 7): requests per second and p99 latency of two calls on the real server
 * (`server/main.ts` as `npm start` runs it), each against a bare Fastify handler returning the same
 * JSON (own process), load from an autocannon process, rounds alternating:
 * - `hub_getApiKeys` page 1, perPage 50, for an account holding 50 keys (the cap): the list the
 *   endpoint page opens with, session check and both queries included.
 * - `POST /gateway/authorize` for an allowed call with a key whose whitelist holds 10 entries
 *   (the cap), the matching one last: the check on every RPC call's path.
 * The account, its keys and its whitelist are made through the API (`dev_createAccount`,
 * `hub_login`, `hub_generateApiKey`, `hub_updateApiKey`), as a person would.
 */
import { join } from 'node:path'
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../contract/fields'
import { MAX_API_KEYS, MAX_WHITELIST_ENTRIES } from '../../contract/methods/api-keys'
import { startAppServer } from './support/app-server'
import { benchRpc } from './support/bench-rpc'
import type { BenchLine } from './support/lines'
import { BENCH_TMP } from './support/paths'
import { versusBareFastify, type LoadTarget, type VersusBareOptions } from './support/versus-bare'

export type ApiKeysLoadOptions = VersusBareOptions

const GATEWAY_SECRET = 'bench-gateway-secret'
const EMAIL = 'bench-keys@example.com'
const PASSWORD = 'bench-keys-password-1'
/** Nine entries that do not match the call, then the one that does: the check reads them all. */
const WHITELIST = [
  '192.0.2.1',
  '192.0.2.0/28',
  '2001:db8::1',
  '2001:db8:1::/48',
  'app.example.org',
  '*.example.net',
  'dashboard.example.com',
  '10.20.0.0/16',
  '*.internal.example.org',
  '203.0.113.0/24',
]

export async function benchApiKeysLoad({ rounds, seconds, connections }: ApiKeysLoadOptions): Promise<BenchLine[]> {
  const hubdeck = await startAppServer({
    staticDir: join(BENCH_TMP, 'no-app'),
    label: 'keys',
    env: { HUBDECK_GATEWAY_SECRET: GATEWAY_SECRET },
  })
  try {
    return await versusBareFastify('keys', hubdeck.url, await prepare(hubdeck.url), { rounds, seconds, connections })
  } finally {
    await hubdeck.stop()
  }
}

/** Makes the account, its 50 keys and one key's whitelist; answers the two calls with their real answers. */
async function prepare(baseUrl: string): Promise<LoadTarget[]> {
  const rpc = benchRpc(baseUrl)

  await rpc('dev_createAccount', { email: EMAIL, password: PASSWORD })
  const login = await rpc('hub_login', { email: EMAIL, password: md5(PASSWORD_HASH_PREFIX + PASSWORD) })
  const token = (login.result as { token: string }).token
  let lastKey = { id: 0, key: '' }
  for (let index = 1; index <= MAX_API_KEYS; index++) {
    lastKey = (await rpc('hub_generateApiKey', { name: `Bench key ${index}` }, token)).result as typeof lastKey
  }
  if (WHITELIST.length !== MAX_WHITELIST_ENTRIES) throw new Error(`the whitelist should hold ${MAX_WHITELIST_ENTRIES}`)
  await rpc('hub_updateApiKey', { id: lastKey.id, whitelist: WHITELIST }, token)

  const listBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_getApiKeys', params: { page: 1, perPage: 50 } })
  const list = await rpc('hub_getApiKeys', { page: 1, perPage: 50 }, token)
  const listed = (list.result as { list: unknown[] }).list.length
  if (listed !== MAX_API_KEYS) throw new Error(`hub_getApiKeys listed ${listed} keys, not ${MAX_API_KEYS}`)

  const authorizeBody = JSON.stringify({
    key: lastKey.key,
    origin: 'https://wallet.example.com',
    ip: '203.0.113.7',
    network: 'ethereum-mainnet',
    method: 'eth_call',
  })
  const authorization = `Bearer ${GATEWAY_SECRET}`
  const authorize = await fetch(`${baseUrl}/gateway/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: authorizeBody,
  })
  const authorizeAnswer = await authorize.text()
  if (authorize.status !== 200 || !authorizeAnswer.includes('"allowed":true'))
    throw new Error(`/gateway/authorize answered ${authorize.status}: ${authorizeAnswer.slice(0, 300)}`)

  return [
    {
      name: 'hub_getApiKeys (50 keys)',
      path: '/api',
      request: { body: listBody, headers: { authorization: `Bearer ${token}` } },
      answer: list.text,
    },
    {
      name: 'POST /gateway/authorize (10-entry whitelist)',
      path: '/gateway/authorize',
      request: { body: authorizeBody, headers: { authorization } },
      answer: authorizeAnswer,
    },
  ]
}
