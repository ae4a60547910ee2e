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
