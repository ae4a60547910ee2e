/**
 * When the reference gateway runs: only outside production, with no RPC domain of its own and the
 * in-process chain there to serve; its URLs carry the configured public URL, else the caller's.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_URL, DEFAULT_RPC_DOMAIN } from '../../../config'
import { devnetChain } from '../../system/chains.reference'
import type { CryptoDeposits } from '../../wallet/chain/crypto-deposits'
import type { DepositSettings } from '../../wallet/chain/deposit-settings'
import { devnetDepositSettings } from '../../wallet/chain/devnet-network'
import { referenceGatewaySettings } from './reference-settings'

const withSettings = (settings: DepositSettings) => ({ settings }) as CryptoDeposits
const devnet = withSettings(devnetDepositSettings())
const remoteOnly = withSettings({
  ...devnetDepositSettings(),
  networks: [{ ...devnetDepositSettings().networks[0]!, id: 'ethereum-mainnet', rpcUrl: 'https://node.example' }],
})
const dev = { production: false, rpcDomain: undefined, publicUrl: undefined, deposits: devnet }

describe('referenceGatewaySettings', () => {
  it('runs in development with the dev chain, at the caller’s origin unless a public URL is set', () => {
    expect(referenceGatewaySettings(dev)).toEqual({ publicOrigin: null })
    expect(referenceGatewaySettings({ ...dev, rpcDomain: DEFAULT_RPC_DOMAIN, publicUrl: DEFAULT_PUBLIC_URL })).toEqual({
      publicOrigin: null,
    })
    expect(referenceGatewaySettings({ ...dev, publicUrl: 'https://hubdeck.example/' })).toEqual({
      publicOrigin: 'https://hubdeck.example',
    })
  })

  it('does not run in production, with an RPC domain of its own, or without the in-process chain', () => {
    expect(referenceGatewaySettings({ ...dev, production: true })).toBeNull()
    expect(referenceGatewaySettings({ ...dev, rpcDomain: 'rpc.example.com' })).toBeNull()
    expect(referenceGatewaySettings({ ...dev, deposits: null })).toBeNull()
    expect(referenceGatewaySettings({ ...dev, deposits: remoteOnly })).toBeNull()
  })
})

describe('devnetChain', () => {
  it('points at the origin given: http and ws on a plain server, https and wss behind TLS', () => {
    expect(devnetChain('http://localhost:8080').networks[0]).toMatchObject({
      httpsTemplate: 'http://localhost:8080/v1/rpc/{key}',
      wssTemplate: 'ws://localhost:8080/v1/ws/{key}',
    })
    expect(devnetChain('https://hubdeck.example').networks[0]).toMatchObject({
      httpsTemplate: 'https://hubdeck.example/v1/rpc/{key}',
      wssTemplate: 'wss://hubdeck.example/v1/ws/{key}',
    })
  })
})
