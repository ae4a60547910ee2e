import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Chain } from '../../../contract/index'
import { createStaticFixture, FIXTURE_BUILD_ID } from '../../test-support/static-fixture'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import type { RpcContext } from '../../rpc/context'
import { MethodRegistry } from '../../rpc/registry'
import { registerWalletLoginMethods } from '../account/wallet-login.methods'
import { CHAINS_CACHE_MS, registerSystemMethods } from './system.methods'

describe.each(testEngines())('system methods on %s', (engine) => {
  let server: TestServer
  let fixture: Awaited<ReturnType<typeof createStaticFixture>>

  beforeAll(async () => {
    fixture = await createStaticFixture()
    server = await createTestServer(engine, {
      staticDir: fixture.dir,
      rpcDomain: 'rpc.example.com',
      supportEmail: 'help@example.com',
    })
  })
  afterAll(async () => {
    await server?.close()
    await fixture?.remove()
  })

  async function call(method: string, params: unknown = {}) {
    const answer = await postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params })
    expect(answer.body.error).toBeUndefined()
    return answer.body.result
  }

  it('hub_getSupportChains lists the seeded chains with endpoint templates, features and limits', async () => {
    const chains: Chain[] = await call('hub_getSupportChains')
    expect(chains.map((chain) => chain.id)).toEqual(
      expect.arrayContaining(['ethereum', 'bsc', 'polygon', 'arbitrum', 'optimism', 'base', 'avalanche', 'solana']),
    )
    expect(chains[0]?.id).toBe('ethereum')
    const mainnet = chains[0]?.networks.find((network) => network.id === 'ethereum-mainnet')
    expect(mainnet).toEqual({
      id: 'ethereum-mainnet',
      name: 'Ethereum Mainnet',
      chainId: 1,
      testnet: false,
      httpsTemplate: 'https://ethereum-mainnet.rpc.example.com/v1/rpc/{key}',
      wssTemplate: 'wss://ethereum-mainnet.rpc.example.com/v1/ws/{key}',
      features: { archive_mode: true, mev_protection: true, bundler: true },
      limits: { getLogsBlockRange: 10_000, wsIdleTimeoutSeconds: 600 },
    })
  })

  it('offers MEV protection on no testnet and marks non-EVM networks as such', async () => {
    const networks = ((await call('hub_getSupportChains')) as Chain[]).flatMap((chain) =>
      chain.networks.map((network) => ({ chain, network })),
    )
    expect(networks.filter(({ network }) => network.testnet && network.features.mev_protection)).toEqual([])
    const solana = networks.find(({ network }) => network.id === 'solana-mainnet')
    expect(solana?.chain.family).toBe('solana')
    expect(solana?.network.chainId).toBeNull()
    expect(solana?.network.limits.getLogsBlockRange).toBeNull()
  })

  it('hub_getSupportChains leaves out disabled networks, once its short cache has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const ids = async () =>
        ((await call('hub_getSupportChains')) as Chain[])[0]?.networks.map((network) => network.id)
      expect(await ids()).toContain('ethereum-hoodi')
      await server.database.kysely
        .updateTable('networks')
        .set({ enabled: false })
        .where('id', '=', 'ethereum-hoodi')
        .execute()
      expect(await ids()).toContain('ethereum-hoodi')
      vi.setSystemTime(Date.now() + CHAINS_CACHE_MS)
      expect(await ids()).not.toContain('ethereum-hoodi')
    } finally {
      vi.useRealTimers()
    }
  })

  it('hub_getConfig describes the deployment and the build being served', async () => {
    expect(await call('hub_getConfig')).toEqual({
      siteName: 'Hubdeck',
      buildId: FIXTURE_BUILD_ID,
      languages: ['en', 'zh'],
      oauthProviders: [],
      walletLogin: true,
      cardPublishableKey: null,
      maxApiKeys: 50,
      supportEmail: 'help@example.com',
    })
  })

  it('hub_getConfig offers the OAuth providers and the Stripe key this server was started with', async () => {
    const configured = await createTestServer(engine, {
      oauthProviders: [
        { id: 'acme', name: 'Acme ID', issuer: 'https://id.acme.test', clientId: 'hubdeck', clientSecret: 'not-shown' },
      ],
      cards: {
        processor: 'stripe',
        secretKey: 'sk_test_hubdeck',
        webhookSecret: 'whsec_hubdeck',
        publishableKey: 'pk_test_hubdeck',
      },
    })
    try {
      const answer = await postRpc(configured.app, { jsonrpc: '2.0', id: 1, method: 'hub_getConfig', params: {} })
      expect(answer.body.result).toMatchObject({
        oauthProviders: [{ id: 'acme', name: 'Acme ID' }],
        walletLogin: true,
        cardPublishableKey: 'pk_test_hubdeck',
      })
      expect(JSON.stringify(answer.body.result)).not.toContain('not-shown')
    } finally {
      await configured.close()
    }
  })

  it('hub_getBanner is empty until a banner is stored, then shows only current ones', async () => {
    expect(await call('hub_getBanner')).toEqual([])
    await server.database.kysely
      .insertInto('banners')
      .values([
        { title: 'Base archive is live', title_zh: 'Base 归档节点已上线', link: '/rpc/endpoint' },
        { title: 'Expired', title_zh: '已过期', link: null, ends_at: sql<Date>`now() - interval '1 day'` as never },
      ])
      .execute()
    const banners = await call('hub_getBanner')
    expect(banners).toEqual([
      { id: expect.any(String), title: 'Base archive is live', titleZh: 'Base 归档节点已上线', link: '/rpc/endpoint' },
    ])
  })

  it('hub_saveEventTracking stores the event with its data as JSON', async () => {
    await call('hub_saveEventTracking', {
      event: 'endpoint.copied',
      page: '/rpc/endpoint',
      data: { network: 'base-mainnet', tags: ['a', 'b'] },
    })
    const row = await server.database.kysely
      .selectFrom('event_tracking')
      .selectAll()
      .where('event', '=', 'endpoint.copied')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ page: '/rpc/endpoint', data: { network: 'base-mainnet', tags: ['a', 'b'] } })
  })
})

describe('hub_getConfig walletLogin', () => {
  const settings = {
    production: false,
    staticDir: null,
    rpcDomain: 'rpc.example.com',
    supportEmail: 'help@example.com',
  }
  const walletLoginOf = async (registry: MethodRegistry) =>
    ((await registry.get('hub_getConfig')?.handler({} as RpcContext, {})) as { walletLogin: boolean }).walletLogin

  it('is offered exactly when the server has the wallet login methods', async () => {
    const withoutWallet = new MethodRegistry()
    registerSystemMethods(withoutWallet, settings)
    expect(await walletLoginOf(withoutWallet)).toBe(false)

    const withWallet = new MethodRegistry()
    registerSystemMethods(withWallet, settings)
    registerWalletLoginMethods(withWallet)
    expect(await walletLoginOf(withWallet)).toBe(true)
  })
})
