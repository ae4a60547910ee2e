import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiKeyEndpoints } from '../../../contract/index'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer } from '../../test-support/test-server'
import { addActiveMember } from '../teams/teams.queries'

describe.each(testEngines())('hub_getApiKeyEndpoints on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { rpcDomain: 'rpc.example.test' })
  })
  afterAll(async () => {
    await server?.close()
  })

  const { call, ok } = rpcAsAccount(() => server)
  const network = (endpoints: ApiKeyEndpoints, id: string) =>
    endpoints.chains.flatMap((chain) => chain.networks).find((candidate) => candidate.id === id)

  it("answers every supported chain and network with the key's HTTPS and WSS URLs", async () => {
    const ann = await signedInAccount(server, 'ends-ann')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Main' })
    const endpoints: ApiKeyEndpoints = await ok(ann, 'hub_getApiKeyEndpoints', { id: key.id })
    const chains = await ok(ann, 'hub_getSupportChains', {})

    expect(endpoints.id).toBe(key.id)
    // The same chains and networks, in the same order, with the same facts.
    expect(endpoints.chains.map((chain) => chain.id)).toEqual(chains.map((chain: { id: string }) => chain.id))
    expect(endpoints.chains[0]).toMatchObject({ ...chains[0], networks: expect.any(Array) })
    expect(endpoints.chains[0]?.networks[0]).toMatchObject(chains[0].networks[0])
    for (const chain of endpoints.chains) {
      for (const { httpsUrl, wssUrl, httpsTemplate, wssTemplate } of chain.networks) {
        expect(httpsUrl).toBe(httpsTemplate.replace('{key}', key.key))
        expect(wssUrl).toBe(wssTemplate === null ? null : wssTemplate.replace('{key}', key.key))
      }
    }
    expect(network(endpoints, 'ethereum-mainnet')).toMatchObject({
      httpsUrl: `https://ethereum-mainnet.rpc.example.test/v1/rpc/${key.key}`,
      wssUrl: `wss://ethereum-mainnet.rpc.example.test/v1/ws/${key.key}`,
    })
    expect(network(endpoints, 'bsc-mainnet')?.httpsUrl).toBe(`https://bsc-mainnet.rpc.example.test/v1/rpc/${key.key}`)
    // A network without WebSocket endpoints has no WSS URL.
    const withoutWss = endpoints.chains.flatMap((chain) => chain.networks).filter((n) => n.wssTemplate === null)
    for (const entry of withoutWss) expect(entry.wssUrl).toBeNull()
  })

  it('follows a rotation: the URLs carry the new secret', async () => {
    const ann = await signedInAccount(server, 'ends-rotate')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Rotating' })
    const rotated = await ok(ann, 'hub_rotateApiKey', { id: key.id, graceHours: 1 })
    const endpoints: ApiKeyEndpoints = await ok(ann, 'hub_getApiKeyEndpoints', { id: key.id })
    expect(network(endpoints, 'ethereum-mainnet')?.httpsUrl).toBe(
      `https://ethereum-mainnet.rpc.example.test/v1/rpc/${rotated.key}`,
    )
  })

  it("answers 50404 for another user's key, a deleted key or an unknown id; 10403 for a foreign Team-Id", async () => {
    const owner = await signedInAccount(server, 'ends-owner')
    const other = await signedInAccount(server, 'ends-other')
    const key = await ok(owner, 'hub_generateApiKey', { name: 'Mine' })
    const answer = await call(other, 'hub_getApiKeyEndpoints', { id: key.id })
    expect(answer.body.error).toMatchObject({ code: 50404 })
    expect(JSON.stringify(answer.body)).not.toContain(key.key)
    expect((await call(owner, 'hub_getApiKeyEndpoints', { id: 999_999_999 })).body.error).toMatchObject({ code: 50404 })

    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Endpoints team' })
    const foreign = await call(other, 'hub_getApiKeyEndpoints', { id: key.id }, { 'team-id': String(teamId) })
    expect(foreign.body.error).toMatchObject({ code: 10403 })

    await ok(owner, 'hub_deleteApiKey', { id: key.id })
    expect((await call(owner, 'hub_getApiKeyEndpoints', { id: key.id })).body.error).toMatchObject({ code: 50404 })
  })

  it('answers a team key in team context, to every member, and not outside it', async () => {
    const owner = await signedInAccount(server, 'ends-team-owner')
    const member = await signedInAccount(server, 'ends-team-member')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Shared endpoints' })
    await addActiveMember(server.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    const inTeam = { 'team-id': String(teamId) }
    const teamKey = await ok(owner, 'hub_generateApiKey', { name: 'Team key' }, inTeam)

    const endpoints: ApiKeyEndpoints = await ok(member, 'hub_getApiKeyEndpoints', { id: teamKey.id }, inTeam)
    expect(network(endpoints, 'ethereum-mainnet')?.httpsUrl).toContain(teamKey.key)
    expect((await call(member, 'hub_getApiKeyEndpoints', { id: teamKey.id })).body.error).toMatchObject({
      code: 50404,
    })
  })

  it('refuses malformed params with -32602', async () => {
    const ann = await signedInAccount(server, 'ends-params')
    for (const params of [{}, { id: 0 }, { id: 'x' }, { id: 1, extra: true }]) {
      expect((await call(ann, 'hub_getApiKeyEndpoints', params)).body.error?.code, JSON.stringify(params)).toBe(-32602)
    }
  })
})
