import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_API_KEYS } from '../../../contract/methods/api-keys'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer, rowsAtRest } from '../../test-support/test-server'
import { addActiveMember } from '../teams/teams.queries'
import { insertApiKey } from './api-keys.queries'

describe.each(testEngines())('API keys on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const { call, ok } = rpcAsAccount(() => server)
  const keyRow = (id: number) =>
    server.database.kysely.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('generates a key with a random url-safe secret and every feature off, then lists, reads and renames it', async () => {
    const ann = await signedInAccount(server, 'ann')
    const first = await ok(ann, 'hub_generateApiKey', { name: '  Main  ' })
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Main',
      key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      status: 'online',
      features: { archive_mode: false, mev_protection: false, bundler: false },
      bundler: 'default',
      mev: '',
      whitelist: [],
      frozen: false,
      previousKeyValidUntil: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    })
    const second = await ok(ann, 'hub_generateApiKey', { name: 'Backup' })
    expect(second.key).not.toBe(first.key)

    const page = await ok(ann, 'hub_getApiKeys', { page: 1, perPage: 10 })
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 10 })
    expect(page.list.map((key: { name: string }) => key.name)).toEqual(['Backup', 'Main'])
    const filtered = await ok(ann, 'hub_getApiKeys', { page: 1, perPage: 10, keyword: 'mAi' })
    expect(filtered.list.map((key: { id: number }) => key.id)).toEqual([first.id])
    const second1 = await ok(ann, 'hub_getApiKeys', { page: 2, perPage: 1 })
    expect(second1.list.map((key: { id: number }) => key.id)).toEqual([first.id])
    expect(second1.total).toBe(2)
    // A page past the end is empty and still tells how many there are.
    expect(await ok(ann, 'hub_getApiKeys', { page: 5, perPage: 1 })).toMatchObject({ list: [], total: 2 })

    expect(await ok(ann, 'hub_getApiKey', { id: first.id })).toEqual(first)
    const renamed = await ok(ann, 'hub_setApiKeyName', { id: first.id, name: 'Production' })
    expect(renamed).toMatchObject({ id: first.id, name: 'Production', key: first.key })
    expect((await keyRow(first.id)).name).toBe('Production')
    expect(await ok(ann, 'hub_getPureApiKeys', {})).toEqual([
      { id: second.id, name: 'Backup' },
      { id: first.id, name: 'Production' },
    ])
    expect((await ok(ann, 'hub_getUserProfile', {})).totalApiKeys).toBe(2)
  })

  it('deletes softly: the key leaves every answer, its row stays, and an apikey_delete notice is stored', async () => {
    const bob = await signedInAccount(server, 'bob')
    const key = await ok(bob, 'hub_generateApiKey', { name: 'Doomed' })
    expect(await ok(bob, 'hub_deleteApiKey', { id: key.id })).toBeNull()

    expect((await ok(bob, 'hub_getApiKeys', { page: 1, perPage: 10 })).total).toBe(0)
    expect(await ok(bob, 'hub_getPureApiKeys', {})).toEqual([])
    expect((await call(bob, 'hub_getApiKey', { id: key.id })).body.error).toMatchObject({ code: 50404 })
    expect((await call(bob, 'hub_setApiKeyName', { id: key.id, name: 'Back' })).body.error).toMatchObject({
      code: 50404,
    })
    expect((await call(bob, 'hub_deleteApiKey', { id: key.id })).body.error).toMatchObject({ code: 50404 })
    expect((await ok(bob, 'hub_getUserProfile', {})).totalApiKeys).toBe(0)

    const row = await keyRow(key.id)
    expect(row).toMatchObject({ name: 'Doomed', secret: key.key })
    expect(row.deleted_at).toBeInstanceOf(Date)
    const notices = await server.database.kysely
      .selectFrom('notices')
      .select(['type', 'content', 'expand'])
      .where('user_id', '=', bob.userId)
      .execute()
    expect(notices).toEqual([
      { type: 'apikey_delete', content: expect.stringContaining('Doomed'), expand: { apikeyName: 'Doomed' } },
    ])
  })

  it(`refuses the key past ${MAX_API_KEYS} with a clear 10422 and stores nothing; a deleted key frees its place`, async () => {
    const cat = await signedInAccount(server, 'cat')
    const keys = []
    for (let n = 1; n <= MAX_API_KEYS; n += 1) {
      keys.push(await insertApiKey(server.database.kysely, { userId: cat.userId }, `Key ${n}`))
    }
    const before = await rowsAtRest(server)
    const refused = await call(cat, 'hub_generateApiKey', { name: 'One too many' })
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: `You can have at most ${MAX_API_KEYS} API keys; delete one to create another`,
      messageZh: expect.stringContaining(String(MAX_API_KEYS)),
      data: { limit: MAX_API_KEYS },
    })
    expect(await countRows(server.database.kysely)).toEqual(before)

    await ok(cat, 'hub_deleteApiKey', { id: keys[0]!.id })
    expect((await ok(cat, 'hub_generateApiKey', { name: 'In its place' })).name).toBe('In its place')
  })

  it('answers 50404 to another user on get, rename and delete, and changes nothing', async () => {
    const dan = await signedInAccount(server, 'dan')
    const eve = await signedInAccount(server, 'eve')
    const key = await ok(dan, 'hub_generateApiKey', { name: 'Dan key' })
    const before = await rowsAtRest(server)
    const rowBefore = await keyRow(key.id)

    for (const [method, params] of [
      ['hub_getApiKey', { id: key.id }],
      ['hub_setApiKeyName', { id: key.id, name: 'Stolen' }],
      ['hub_deleteApiKey', { id: key.id }],
    ] as const) {
      expect((await call(eve, method, params)).body.error, method).toMatchObject({ code: 50404 })
    }
    expect((await ok(eve, 'hub_getApiKeys', { page: 1, perPage: 10 })).total).toBe(0)
    expect(await ok(eve, 'hub_getPureApiKeys', {})).toEqual([])
    expect(await countRows(server.database.kysely)).toEqual(before)
    expect(await keyRow(key.id)).toEqual(rowBefore)
  })

  it('keeps team keys in team context: members see them there, not in personal context, outsiders never', async () => {
    const owner = await signedInAccount(server, 'owner')
    const member = await signedInAccount(server, 'member')
    const outsider = await signedInAccount(server, 'outsider')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Keys team' })
    await addActiveMember(server.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    const inTeam = { 'team-id': String(teamId) }

    const teamKey = await ok(owner, 'hub_generateApiKey', { name: 'Team key' }, inTeam)
    const personal = await ok(member, 'hub_generateApiKey', { name: 'Member own' })
    expect(await keyRow(teamKey.id)).toMatchObject({ user_id: null, name: 'Team key' })

    const teamList = await ok(member, 'hub_getApiKeys', { page: 1, perPage: 10 }, inTeam)
    expect(teamList.list.map((key: { id: number }) => key.id)).toEqual([teamKey.id])
    const ownList = await ok(member, 'hub_getApiKeys', { page: 1, perPage: 10 })
    expect(ownList.list.map((key: { id: number }) => key.id)).toEqual([personal.id])
    expect((await ok(owner, 'hub_getApiKeys', { page: 1, perPage: 10 })).total).toBe(0)
    expect((await ok(owner, 'hub_getUserProfile', {})).totalApiKeys).toBe(0)

    // The team's key is absent outside team context, and the member's is absent inside it.
    expect((await call(member, 'hub_getApiKey', { id: teamKey.id })).body.error).toMatchObject({ code: 50404 })
    expect((await call(member, 'hub_getApiKey', { id: personal.id }, inTeam)).body.error).toMatchObject({
      code: 50404,
    })
    const before = await rowsAtRest(server)
    expect((await call(owner, 'hub_deleteApiKey', { id: teamKey.id })).body.error).toMatchObject({ code: 50404 })
    expect(
      (await call(outsider, 'hub_setApiKeyName', { id: teamKey.id, name: 'Mine' }, inTeam)).body.error,
    ).toBeDefined()
    expect((await call(outsider, 'hub_getApiKeys', { page: 1, perPage: 10 }, inTeam)).body.error).toBeDefined()
    expect(await countRows(server.database.kysely)).toEqual(before)
    expect((await keyRow(teamKey.id)).name).toBe('Team key')

    // A member renames and deletes in team context; the team is told.
    await ok(member, 'hub_setApiKeyName', { id: teamKey.id, name: 'Shared' }, inTeam)
    await ok(member, 'hub_deleteApiKey', { id: teamKey.id }, inTeam)
    const notices = await server.database.kysely
      .selectFrom('notices')
      .select(['type', 'expand'])
      .where('team_id', '=', teamId)
      .execute()
    expect(notices).toEqual([{ type: 'apikey_delete', expand: { apikeyName: 'Shared' } }])
  })
})
