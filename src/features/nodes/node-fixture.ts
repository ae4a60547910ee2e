/* eslint-disable lingui/no-unlocalized-strings -- records as the server sends them, for tests; never shown */
/** Nodes as the server answers them, for the nodes tests: an online one, and a pending one made from it. */
import type { DedicatedNode } from '../../../contract/methods/nodes'

export function onlineNodeFixture(overrides: Partial<DedicatedNode> = {}): DedicatedNode {
  return {
    id: 7,
    name: 'devnet-frankfurt',
    skuId: 1,
    orderId: 'ord_1',
    chainId: 'hubdeck',
    networkId: 'hubdeck-devnet',
    networkName: 'Hubdeck devnet',
    region: 'eu-central',
    regionName: 'Frankfurt',
    client: 'ganache',
    status: 'online',
    cycle: 'monthly',
    progress: 100,
    step: null,
    httpsUrl: 'https://hub.example/dn/7/secret',
    wssUrl: 'wss://hub.example/dn/7/secret',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-12-01T10:00:00.000Z',
    releasesAt: null,
    autoRenew: true,
    ...overrides,
  }
}

/** `node` still provisioning: no endpoints, no end yet. */
export function pendingNodeFixture(node: DedicatedNode, overrides: Partial<DedicatedNode> = {}): DedicatedNode {
  return {
    ...node,
    status: 'pending',
    progress: 40,
    step: 'installing',
    httpsUrl: null,
    wssUrl: null,
    expiresAt: null,
    ...overrides,
  }
}
