import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { addActiveMember } from '../teams/teams.queries'
import { GATEWAY_AUTHORIZE_PATH } from './gateway.routes'

const GATEWAY_SECRET = 'dev-methods-gateway-secret'

describe.each(testEngines())('dev_endRotationGrace on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { gatewaySecret: GATEWAY_SECRET })
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)
  const ok = async (account: TestAccount, method: string, params: unknown, headers: Record<string, string> = {}) => {
    const answer = await call(method, params, { ...account.headers, ...headers })
    expect(answer.body.error, method).toBeUndefined()
    return answer.body.result
  }
  const decide = async (key: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: GATEWAY_AUTHORIZE_PATH,
      headers: { authorization: `Bearer ${GATEWAY_SECRET}` },
      payload: { key, network: 'ethereum-mainnet', method: 'eth_call' },
    })
    return response.json()
  }
  const keyRow = (id: number) =>
    server.database.kysely.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('ends the grace now: the previous secret is refused as rotated out, the current one still works', async () => {
    const ann = await signedInAccount(server, 'grace-ann')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Rotating' })
    const rotated = await ok(ann, 'hub_rotateApiKey', { id: key.id, graceHours: 24 })
    expect(await decide(key.key)).toEqual({ allowed: true })

    const before = Date.now()
    expect((await call('dev_endRotationGrace', { email: ann.email, keyId: key.id })).body).toMatchObject({
      result: null,
    })
    const ended = (await keyRow(key.id)).previous_secret_valid_until?.getTime() ?? 0
    expect(ended).toBeGreaterThanOrEqual(before - 1000)
    expect(ended).toBeLessThanOrEqual(Date.now())
    expect(await decide(key.key)).toEqual({ allowed: false, rule: 'rotated_out' })
    expect(await decide(rotated.key)).toEqual({ allowed: true })
    expect(Date.parse((await ok(ann, 'hub_getApiKey', { id: key.id })).previousKeyValidUntil)).toBe(ended)

    // An end already past stays where it was.
    expect(
      (await call('dev_endRotationGrace', { email: ann.email.toUpperCase(), keyId: key.id })).body.result,
    ).toBeNull()
    expect((await keyRow(key.id)).previous_secret_valid_until?.getTime()).toBe(ended)
  })

  it('leaves a key never rotated without a previous secret', async () => {
    const ann = await signedInAccount(server, 'grace-never')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Fresh' })
    expect((await call('dev_endRotationGrace', { email: ann.email, keyId: key.id })).body.result).toBeNull()
    expect(await keyRow(key.id)).toMatchObject({ previous_secret: null, previous_secret_valid_until: null })
  })

  it("works on a team key for a member, answers 50404 for another account's key and changes nothing", async () => {
    const owner = await signedInAccount(server, 'grace-owner')
    const member = await signedInAccount(server, 'grace-member')
    const outsider = await signedInAccount(server, 'grace-outsider')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Grace team' })
    await addActiveMember(server.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    const inTeam = { 'team-id': String(teamId) }
    const teamKey = await ok(owner, 'hub_generateApiKey', { name: 'Team key' }, inTeam)
    await ok(owner, 'hub_rotateApiKey', { id: teamKey.id, graceHours: 24 }, inTeam)
    const personal = await ok(owner, 'hub_generateApiKey', { name: 'Personal' })
    await ok(owner, 'hub_rotateApiKey', { id: personal.id, graceHours: 24 })
    const rowsBefore = [await keyRow(teamKey.id), await keyRow(personal.id)]

    for (const [email, keyId] of [
      [outsider.email, teamKey.id],
      [outsider.email, personal.id],
      // A member acts on the team's keys, never on the owner's personal ones.
      [member.email, personal.id],
    ] as const) {
      expect((await call('dev_endRotationGrace', { email, keyId })).body.error, `${email} ${keyId}`).toMatchObject({
        code: 50404,
      })
    }
    expect([await keyRow(teamKey.id), await keyRow(personal.id)]).toEqual(rowsBefore)

    expect((await call('dev_endRotationGrace', { email: member.email, keyId: teamKey.id })).body.result).toBeNull()
    expect((await keyRow(teamKey.id)).previous_secret_valid_until!.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('answers 50404 for a deleted key and an unknown e-mail', async () => {
    const ann = await signedInAccount(server, 'grace-deleted')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Gone' })
    await ok(ann, 'hub_rotateApiKey', { id: key.id, graceHours: 24 })
    await ok(ann, 'hub_deleteApiKey', { id: key.id })
    expect((await call('dev_endRotationGrace', { email: ann.email, keyId: key.id })).body.error?.code).toBe(50404)
    const unknown = await call('dev_endRotationGrace', { email: 'nobody@example.com', keyId: key.id })
    expect(unknown.body.error?.code).toBe(50404)
  })
})

describe.each(testEngines())('dev_endRotationGrace in production on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { production: true })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('does not exist: -32601 like any unknown name', async () => {
    const answer = await postRpc(server.app, {
      jsonrpc: '2.0',
      id: 1,
      method: 'dev_endRotationGrace',
      params: { email: 'a@example.com', keyId: 1 },
    })
    expect(answer.body.error?.code).toBe(-32601)
  })
})
