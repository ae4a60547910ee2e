import { describe, expect, it } from 'vitest'
import { endpointUrls } from './endpoint-urls'

const network = {
  httpsTemplate: 'https://ethereum-mainnet.hubdeck.dev/v1/rpc/{key}',
  wssTemplate: 'wss://ethereum-mainnet.hubdeck.dev/v1/ws/{key}',
}

describe('endpointUrls', () => {
  it("fills the key's secret into both templates", () => {
    expect(endpointUrls(network, { key: 'Ab3_x-9' })).toEqual({
      https: 'https://ethereum-mainnet.hubdeck.dev/v1/rpc/Ab3_x-9',
      wss: 'wss://ethereum-mainnet.hubdeck.dev/v1/ws/Ab3_x-9',
    })
  })

  it('answers no WebSocket URL for a network without one', () => {
    expect(endpointUrls({ ...network, wssTemplate: null }, { key: 'k1' })).toEqual({
      https: 'https://ethereum-mainnet.hubdeck.dev/v1/rpc/k1',
      wss: null,
    })
  })

  it('fills every placeholder, and keeps a template without one as it is', () => {
    expect(endpointUrls({ httpsTemplate: 'https://{key}.example/{key}', wssTemplate: null }, { key: 'k' }).https).toBe(
      'https://k.example/k',
    )
    expect(endpointUrls({ httpsTemplate: 'https://fixed.example/rpc', wssTemplate: null }, { key: 'k' }).https).toBe(
      'https://fixed.example/rpc',
    )
  })

  it('keeps the URL whole whatever the secret holds', () => {
    // `$&` would repeat the match in a string replacement; `/` and `?` would change the path.
    expect(endpointUrls(network, { key: '$&a/b?c' }).https).toBe(
      'https://ethereum-mainnet.hubdeck.dev/v1/rpc/%24%26a%2Fb%3Fc',
    )
  })
})
