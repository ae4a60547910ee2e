import { describe, expect, it } from 'vitest'
import { depositSettings } from './deposit-config'
import { DEVNET_ID, TEST_MNEMONIC } from './devnet-network'

const dev = { production: false, dataDir: '/srv/hubdeck/.hubdeck/db', root: '/srv/hubdeck' }
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

describe('crypto deposit settings from the environment', () => {
  it('outside production, runs the dev chain beside the database, from the test mnemonic', () => {
    const settings = depositSettings({}, dev)
    expect(settings?.networks.map((network) => network.id)).toEqual([DEVNET_ID])
    expect(settings?.hdKey).toEqual({ mnemonic: TEST_MNEMONIC })
    expect(settings?.devnetDbPath).toBe('/srv/hubdeck/.hubdeck/devnet')
    expect(depositSettings({}, { ...dev, dataDir: 'memory://' })?.devnetDbPath).toBeNull()
    expect(
      depositSettings({ HUBDECK_DEVNET_BLOCK_TIME_MS: '500', HUBDECK_DEVNET_CONFIRMATIONS: '1' }, dev)?.networks[0],
    ).toMatchObject({ blockTimeMs: 500, requiredConfirmations: 1 })
  })

  it('has no crypto deposits in production without a node, nor with HUBDECK_DEVNET=0', () => {
    expect(depositSettings({}, { ...dev, production: true })).toBeNull()
    expect(depositSettings({ HUBDECK_DEVNET: '0' }, dev)).toBeNull()
  })

  it('reads a node, its tokens and an xpub', () => {
    const settings = depositSettings(
      {
        HUBDECK_DEPOSIT_RPC_URL: 'https://eth.example.com/v1',
        HUBDECK_DEPOSIT_TOKENS: `USDT:${USDT}:6:10`,
        HUBDECK_DEPOSIT_XPUB: `xpub${'A'.repeat(107)}`,
        HUBDECK_DEPOSIT_CONFIRMATIONS: '20',
        HUBDECK_DEPOSIT_START_BLOCK: '21000000',
      },
      { ...dev, production: true },
    )
    expect(settings?.networks[0]).toMatchObject({
      id: 'ethereum-mainnet',
      rpcUrl: 'https://eth.example.com/v1',
      requiredConfirmations: 20,
      startBlock: 21_000_000n,
      tokens: [{ coin: 'USDT', contractAddress: USDT, decimals: 6, minDeposit: '10' }],
    })
    expect(settings?.hdKey).toHaveProperty('xpub')
  })

  it('refuses a node without tokens or without a key, and malformed tokens', () => {
    const url = { HUBDECK_DEPOSIT_RPC_URL: 'https://eth.example.com' }
    expect(() => depositSettings({ ...url, HUBDECK_DEPOSIT_MNEMONIC: TEST_MNEMONIC }, dev)).toThrow(/TOKENS/)
    expect(() => depositSettings({ ...url, HUBDECK_DEPOSIT_TOKENS: `USDT:${USDT}:6:10` }, dev)).toThrow(/XPUB/)
    expect(() =>
      depositSettings({ ...url, HUBDECK_DEPOSIT_TOKENS: 'DAI:0x1:18:1', HUBDECK_DEPOSIT_MNEMONIC: TEST_MNEMONIC }, dev),
    ).toThrow(/not COIN/)
  })
})
