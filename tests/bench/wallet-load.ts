/**
 * Row "wallet" (issue 16): requests per second and p99 latency of `hub_getUserWalletOverview` on
 * the real server (`server/main.ts` as `npm start` runs it) against a bare Fastify handler
 * returning the same JSON. The account is made through the API and holds a history: 50
 * deposits credited through the ledger (`dev_deposit`), so the overview is read from a wallet
 * with rows behind it, as a customer's would be.
 */
import { join } from 'node:path'
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../contract/fields'
import { startAppServer } from './support/app-server'
import { benchRpc } from './support/bench-rpc'
import type { BenchLine } from './support/lines'
import { BENCH_TMP } from './support/paths'
import { versusBareFastify, type LoadTarget, type VersusBareOptions } from './support/versus-bare'

const EMAIL = 'bench-wallet@example.com'
const PASSWORD = 'bench-wallet-password-1'
const DEPOSITS = 50

export async function benchWalletLoad(options: VersusBareOptions): Promise<BenchLine[]> {
  const hubdeck = await startAppServer({ staticDir: join(BENCH_TMP, 'no-app'), label: 'wallet' })
  try {
    return await versusBareFastify('wallet', hubdeck.url, await prepare(hubdeck.url), options)
  } finally {
    await hubdeck.stop()
  }
}

/** Makes the account and its deposits; answers the overview call with its real answer. */
async function prepare(baseUrl: string): Promise<LoadTarget[]> {
  const rpc = benchRpc(baseUrl)
  await rpc('dev_createAccount', { email: EMAIL, password: PASSWORD })
  const login = await rpc('hub_login', { email: EMAIL, password: md5(PASSWORD_HASH_PREFIX + PASSWORD) })
  const token = (login.result as { token: string }).token
  const before = await rpc('hub_getUserWalletOverview', {}, token)
  const start = Number((before.result as { amount: string }).amount)
  for (let index = 1; index <= DEPOSITS; index++) {
    await rpc('dev_deposit', { email: EMAIL, coinAmount: `${index}.5`, usdAmount: `${index}.50` })
  }
  const overview = await rpc('hub_getUserWalletOverview', {}, token)
  // Whole cents in a JS number are exact far beyond these sums; this only checks the set-up.
  const expected = (start + (DEPOSITS * (DEPOSITS + 1)) / 2 + DEPOSITS / 2).toFixed(2)
  const amount = (overview.result as { amount: string }).amount
  if (amount !== expected) throw new Error(`the wallet holds ${amount}, not ${expected}`)
  return [
    {
      name: 'hub_getUserWalletOverview',
      path: '/api',
      request: {
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_getUserWalletOverview', params: {} }),
        headers: { authorization: `Bearer ${token}` },
      },
      answer: overview.text,
    },
  ]
}
