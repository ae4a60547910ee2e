/**
 * The RPC gateway's side of the e2e tests: `POST /gateway/authorize` asked as a gateway would,
 * with the e2e server's shared secret, about one call with a key's secret from a client.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { E2E_GATEWAY_SECRET } from './paths'

/** What the gateway is told about one `eth_blockNumber` on Ethereum mainnet with `secret` from `client`. */
export async function askGateway(
  request: APIRequestContext,
  secret: string,
  client: { ip?: string; origin?: string } = {},
): Promise<{ allowed: boolean; rule?: string }> {
  const response = await request.post('/gateway/authorize', {
    headers: { authorization: `Bearer ${E2E_GATEWAY_SECRET}` },
    data: { key: secret, network: 'ethereum-mainnet', method: 'eth_blockNumber', ...client },
  })
  expect(response.status()).toBe(200)
  return response.json()
}

/** One call a gateway served, as `POST /gateway/usage` takes it (contract/gateway-usage.ts). */
export interface ServedCall {
  key: string
  network: string
  method: string
  outcome?: 'ok' | 'error' | 'rate_limited'
  latencyMs?: number
  archive?: boolean
  /** When it was served; default now. */
  at?: string
}

/** Sends the calls as one usage batch, as the gateway meters them; answers the server's receipt. */
export async function sendUsage(
  request: APIRequestContext,
  calls: readonly ServedCall[],
  batchId: string = crypto.randomUUID(),
): Promise<{ batchId: string; counted: number; duplicate: boolean; unknownKeys: number }> {
  const now = new Date().toISOString()
  const response = await request.post('/gateway/usage', {
    headers: { authorization: `Bearer ${E2E_GATEWAY_SECRET}` },
    data: {
      batchId,
      calls: calls.map((call) => ({ outcome: 'ok', latencyMs: 40, at: now, ...call })),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return response.json()
}
