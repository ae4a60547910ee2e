import { describe, expect, it } from 'vitest'
import type { Chain, Network } from '../../../contract/methods/system'
import { firstCallNetwork, firstCallSnippet } from './first-call'

const network = (id: string): Network => ({
  id,
  name: id,
  chainId: 1,
  testnet: false,
  httpsTemplate: `https://${id}.example/v1/rpc/{key}`,
  wssTemplate: null,
  features: { archive_mode: false, mev_protection: false, bundler: false },
  limits: { getLogsBlockRange: null, wsIdleTimeoutSeconds: 600 },
})
const chain = (id: string, networks: Network[]): Chain => ({ id, name: id, symbol: 'ETH', family: 'evm', networks })

describe('the first call', () => {
  it('uses the development network when the catalogue lists it, else the first network', () => {
    const ethereum = chain('ethereum', [network('ethereum-mainnet')])
    expect(firstCallNetwork([ethereum, chain('hubdeck', [network('hubdeck-devnet')])])?.id).toBe('hubdeck-devnet')
    expect(firstCallNetwork([chain('empty', []), ethereum])?.id).toBe('ethereum-mainnet')
    expect(firstCallNetwork([])).toBeNull()
  })

  const url = 'https://localhost:8080/v1/rpc/abc123'

  it('writes eth_blockNumber to the URL for curl, fetch and requests', () => {
    expect(firstCallSnippet('curl', url)).toBe(
      `curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'`,
    )
    expect(firstCallSnippet('javascript', url)).toContain(`await fetch('${url}', {`)
    expect(firstCallSnippet('javascript', url)).toContain(`method: 'eth_blockNumber'`)
    expect(firstCallSnippet('python', url)).toMatch(/^import requests\n/)
    expect(firstCallSnippet('python', url)).toContain(
      `    '${url}',\n    json={'jsonrpc': '2.0', 'id': 1, 'method': 'eth_blockNumber', 'params': []},`,
    )
  })
})
