import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_WHITELIST_ENTRIES } from '../../../contract/methods/api-keys'
import { packageName } from '../../../contract/catalog-names'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, rowsAtRest, type TestServer } from '../../test-support/test-server'
import { grantPackage, type PackageOwner, skuByName } from '../packages/packages.queries'
import { addActiveMember } from '../teams/teams.queries'

describe.each(testEngines())('API key settings on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const { call, ok } = rpcAsAccount(() => server)
  /** Gives `owner` the package `name` for 30 days, as a purchase will. */
  const withPackage = async (owner: PackageOwner, name: string) => {
    const sku = await skuByName(server.database.kysely, name)
    await grantPackage(server.database.kysely, owner, sku!.id, { days: 30 })
  }
  const keyRow = (id: number) =>
    server.database.kysely.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const noticesOf = (where: { userId: number } | { teamId: number }) =>
    server.database.kysely
      .selectFrom('notices')
      .select(['type', 'content', 'expand'])
      .where('userId' in where ? 'user_id' : 'team_id', '=', 'userId' in where ? where.userId : where.teamId)
      .orderBy('id')
      .execute()

  it('switches features, picks a bundler and a MEV mode, sets a whitelist: each answers the whole key, all kept', async () => {
    const ann = await signedInAccount(server, 'ann')
    await withPackage({ userId: ann.userId }, 'Pro')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Main' })

    const archived = await ok(ann, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { archive_mode: true } })
    expect(archived).toMatchObject({
      id: key.id,
      name: 'Main',
      key: key.key,
      features: { archive_mode: true, mev_protection: false, bundler: false },
    })
    const both = await ok(ann, 'hub_setApiKeyAdvancedFeatures', {
      id: key.id,
      features: { bundler: true, mev_protection: true },
    })
    expect(both.features).toEqual({ archive_mode: true, mev_protection: true, bundler: true })
    expect(await ok(ann, 'hub_setApiKeyBundler', { id: key.id, bundler: 'pimlico' })).toMatchObject({
      id: key.id,
      bundler: 'pimlico',
    })
    expect(await ok(ann, 'hub_setApiKeyMev', { id: key.id, mev: 'auto' })).toMatchObject({ id: key.id, mev: 'auto' })
    const listed = await ok(ann, 'hub_updateApiKey', { id: key.id, whitelist: [' 10.0.0.0/8 ', '*.Example.com'] })
    expect(listed.whitelist).toEqual(['10.0.0.0/8', '*.example.com'])

    expect(await ok(ann, 'hub_getApiKey', { id: key.id })).toEqual({
      ...key,
      features: { archive_mode: true, mev_protection: true, bundler: true },
      bundler: 'pimlico',
      mev: 'auto',
      whitelist: ['10.0.0.0/8', '*.example.com'],
      updatedAt: expect.any(String),
    })
    expect(await keyRow(key.id)).toMatchObject({ bundler: 'pimlico', mev: 'auto' })

    // One notice per feature change, naming the feature when only one changed; none for the whitelist.
    expect((await noticesOf({ userId: ann.userId })).map((notice) => notice.expand)).toEqual([
      { apikeyName: 'Main', apikeyId: key.id, featureName: 'archive_mode' },
      { apikeyName: 'Main', apikeyId: key.id },
      { apikeyName: 'Main', apikeyId: key.id, featureName: 'bundler' },
      { apikeyName: 'Main', apikeyId: key.id, featureName: 'mev_protection' },
    ])
    expect((await noticesOf({ userId: ann.userId }))[0]).toMatchObject({
      type: 'apikey_feature_update',
      content: expect.stringContaining('Main'),
    })

    // Setting what is already set stores no notice; an empty whitelist allows anyone again.
    await ok(ann, 'hub_setApiKeyBundler', { id: key.id, bundler: 'pimlico' })
    expect(await ok(ann, 'hub_updateApiKey', { id: key.id, whitelist: [] })).toMatchObject({ whitelist: [] })
    expect(await noticesOf({ userId: ann.userId })).toHaveLength(4)
  })

  it('refuses every malformed whitelist entry with 10422 naming it, and changes nothing', async () => {
    const bob = await signedInAccount(server, 'bob')
    const key = await ok(bob, 'hub_generateApiKey', { name: 'Listed' })
    await ok(bob, 'hub_updateApiKey', { id: key.id, whitelist: ['192.168.1.1'] })
    const eleven = Array.from({ length: MAX_WHITELIST_ENTRIES + 1 }, (_, i) => `10.0.${i}.0/24`)
    const cases: Array<[string, string[], { entry: string; index: number; reason: string }]> = [
      ['a bad IP', ['1.2.3.4', '300.1.1.1'], { entry: '300.1.1.1', index: 1, reason: 'malformed_ip' }],
      ['a bad CIDR', ['10.0.0.0/33'], { entry: '10.0.0.0/33', index: 0, reason: 'malformed_cidr' }],
      [
        'a bad domain',
        ['example.com', 'exa_mple..com'],
        { entry: 'exa_mple..com', index: 1, reason: 'malformed_domain' },
      ],
      ['an 11th entry', eleven, { entry: eleven[10]!, index: 10, reason: 'too_many' }],
      ['a duplicate', ['example.com', 'EXAMPLE.com'], { entry: 'example.com', index: 1, reason: 'duplicate' }],
    ]
    for (const [name, whitelist, data] of cases) {
      const rowBefore = await keyRow(key.id)
      const rowsBefore = await rowsAtRest(server)
      const refused = await call(bob, 'hub_updateApiKey', { id: key.id, whitelist })
      expect(refused.body.error, name).toMatchObject({
        code: 10422,
        message: expect.stringContaining(data.entry),
        messageZh: expect.stringContaining(data.entry),
        data,
      })
      expect(await keyRow(key.id), name).toEqual(rowBefore)
      expect(await countRows(server.database.kysely), name).toEqual(rowsBefore)
    }
    expect((await ok(bob, 'hub_getApiKey', { id: key.id })).whitelist).toEqual(['192.168.1.1'])
  })

  it('refuses MEV protection together with global cast from either side, and changes nothing', async () => {
    const cat = await signedInAccount(server, 'cat')
    await withPackage({ userId: cat.userId }, 'Pro')
    const key = await ok(cat, 'hub_generateApiKey', { name: 'Mev' })
    await ok(cat, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { mev_protection: true } })

    let rowBefore = await keyRow(key.id)
    let rowsBefore = await rowsAtRest(server)
    const castRefused = await call(cat, 'hub_setApiKeyMev', { id: key.id, mev: 'globalcast' })
    expect(castRefused.body.error).toMatchObject({
      code: 10422,
      message: expect.stringMatching(/MEV protection and global cast/),
      messageZh: expect.stringContaining('MEV'),
      data: { conflict: ['mev_protection', 'globalcast'] },
    })
    expect(await keyRow(key.id)).toEqual(rowBefore)
    expect(await countRows(server.database.kysely)).toEqual(rowsBefore)

    // Global cast with protection off, then switching protection back on, is refused too.
    await ok(cat, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { mev_protection: false } })
    expect(await ok(cat, 'hub_setApiKeyMev', { id: key.id, mev: 'globalcast' })).toMatchObject({ mev: 'globalcast' })
    rowBefore = await keyRow(key.id)
    rowsBefore = await rowsAtRest(server)
    const protectRefused = await call(cat, 'hub_setApiKeyAdvancedFeatures', {
      id: key.id,
      features: { mev_protection: true, archive_mode: true },
    })
    expect(protectRefused.body.error).toMatchObject({
      code: 10422,
      data: { conflict: ['mev_protection', 'globalcast'] },
    })
    expect(await keyRow(key.id)).toEqual(rowBefore)
    expect(await countRows(server.database.kysely)).toEqual(rowsBefore)
  })

  it('answers 50404 to another user, a foreign team and for a deleted key on every method; nothing changes', async () => {
    const dan = await signedInAccount(server, 'dan')
    const eve = await signedInAccount(server, 'eve')
    const key = await ok(dan, 'hub_generateApiKey', { name: 'Dan key' })
    const { teamId } = await ok(eve, 'hub_createTeam', { name: 'Eve team' })
    const deleted = await ok(dan, 'hub_generateApiKey', { name: 'Gone' })
    await ok(dan, 'hub_deleteApiKey', { id: deleted.id })
    const writes = (id: number) =>
      [
        ['hub_setApiKeyAdvancedFeatures', { id, features: { archive_mode: true } }],
        ['hub_setApiKeyBundler', { id, bundler: 'candide' }],
        ['hub_setApiKeyMev', { id, mev: 'auto' }],
        ['hub_updateApiKey', { id, whitelist: ['10.0.0.1'] }],
      ] as const

    const rowBefore = await keyRow(key.id)
    const deletedBefore = await keyRow(deleted.id)
    const rowsBefore = await rowsAtRest(server)
    for (const [method, params] of writes(key.id)) {
      expect((await call(eve, method, params)).body.error, method).toMatchObject({ code: 50404 })
      expect((await call(eve, method, params, { 'team-id': String(teamId) })).body.error, method).toMatchObject({
        code: 50404,
      })
      // Dan naming a team he is not in is refused before any key is looked at.
      expect((await call(dan, method, params, { 'team-id': String(teamId) })).body.error, method).toBeDefined()
    }
    for (const [method, params] of writes(deleted.id)) {
      expect((await call(dan, method, params)).body.error, method).toMatchObject({ code: 50404 })
    }
    expect(await keyRow(key.id)).toEqual(rowBefore)
    expect(await keyRow(deleted.id)).toEqual(deletedBefore)
    expect(await countRows(server.database.kysely)).toEqual(rowsBefore)
  })

  it('changes a team key in team context and tells the team', async () => {
    const owner = await signedInAccount(server, 'owner')
    const member = await signedInAccount(server, 'member')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Keys team' })
    await addActiveMember(server.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    const inTeam = { 'team-id': String(teamId) }
    const key = await ok(owner, 'hub_generateApiKey', { name: 'Team key' }, inTeam)

    expect((await call(member, 'hub_setApiKeyBundler', { id: key.id, bundler: 'stackup' })).body.error).toMatchObject({
      code: 50404,
    })
    await ok(member, 'hub_setApiKeyBundler', { id: key.id, bundler: 'stackup' }, inTeam)
    expect(await noticesOf({ teamId })).toEqual([
      {
        type: 'apikey_feature_update',
        content: expect.stringContaining('Team key'),
        expand: { apikeyName: 'Team key', apikeyId: key.id, featureName: 'bundler' },
      },
    ])
    expect(await noticesOf({ userId: member.userId })).toEqual([])
  })
  it('refuses switching on a feature the package lacks, naming the package in both languages, and changes nothing', async () => {
    const fay = await signedInAccount(server, 'fay')
    const key = await ok(fay, 'hub_generateApiKey', { name: 'Free key' })
    const cases: Array<[Record<string, boolean>, RegExp, Record<string, unknown>]> = [
      [
        { archive_mode: true },
        /^Archive mode needs the Pay As You Go package or higher; your current package is Free$/,
        { feature: 'archive_mode', features: ['archive_mode'], requiredSku: 'Pay As You Go', currentPackage: 'Free' },
      ],
      [
        { bundler: true },
        /^The ERC-4337 bundler needs the Growth package or higher/,
        { feature: 'bundler', requiredSku: 'Growth' },
      ],
      [
        { mev_protection: true, archive_mode: true },
        /^Archive mode and MEV protection need the Pro package or higher/,
        { feature: 'archive_mode', features: ['archive_mode', 'mev_protection'], requiredSku: 'Pro' },
      ],
    ]
    for (const [features, message, data] of cases) {
      const rowBefore = await keyRow(key.id)
      const rowsBefore = await rowsAtRest(server)
      const refused = await call(fay, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features })
      expect(refused.body.error, message.source).toMatchObject({
        code: 10422,
        message: expect.stringMatching(message),
        // Chinese names the package in Chinese (contract/catalog-names.ts); `data` keeps the stored name.
        messageZh: expect.stringContaining(`需要 ${packageName(String(data.requiredSku), 'zh')} 套餐`),
        data,
      })
      expect(await keyRow(key.id)).toEqual(rowBefore)
      expect(await countRows(server.database.kysely)).toEqual(rowsBefore)
    }
    expect(await noticesOf({ userId: fay.userId })).toEqual([])
  })

  it('allows the features of a package after dev_grantPackage, names the next package for the rest, and always allows switching off', async () => {
    const gus = await signedInAccount(server, 'gus')
    const key = await ok(gus, 'hub_generateApiKey', { name: 'Growing' })
    const granted = await postRpc(server.app, {
      method: 'dev_grantPackage',
      params: { email: gus.email, skuName: 'Growth' },
    })
    expect(granted.body.result).toMatchObject({ skuName: 'Growth', expiresAt: expect.any(String) })

    const on = await ok(gus, 'hub_setApiKeyAdvancedFeatures', {
      id: key.id,
      features: { archive_mode: true, bundler: true },
    })
    expect(on.features).toEqual({ archive_mode: true, mev_protection: false, bundler: true })
    expect(
      (await call(gus, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { mev_protection: true } })).body.error,
    ).toMatchObject({
      code: 10422,
      message: expect.stringContaining('your current package is Growth'),
      data: { feature: 'mev_protection', requiredSku: 'Pro', currentPackage: 'Growth' },
    })

    // The package ends: the key keeps its features, switching one off works, on again does not.
    await server.database.kysely
      .updateTable('package_grants')
      .set({ starts_at: new Date(Date.now() - 40 * 86_400_000), expires_at: new Date(Date.now() - 86_400_000) })
      .where('user_id', '=', gus.userId)
      .execute()
    const off = await ok(gus, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { bundler: false } })
    expect(off.features).toEqual({ archive_mode: true, mev_protection: false, bundler: false })
    // Naming a feature that is already on changes nothing and asks no package.
    expect(
      (await ok(gus, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { archive_mode: true } })).features,
    ).toEqual(off.features)
    expect(
      (await call(gus, 'hub_setApiKeyAdvancedFeatures', { id: key.id, features: { bundler: true } })).body.error,
    ).toMatchObject({ code: 10422, data: { feature: 'bundler', requiredSku: 'Growth', currentPackage: 'Free' } })
    // The bundler choice and the MEV mode are still kept for later, as before packages.
    expect(await ok(gus, 'hub_setApiKeyBundler', { id: key.id, bundler: 'candide' })).toMatchObject({
      bundler: 'candide',
    })
    expect(await ok(gus, 'hub_setApiKeyMev', { id: key.id, mev: 'auto' })).toMatchObject({ mev: 'auto' })
  })

  it('a team key asks the package of the team, not the personal one, and the other way round', async () => {
    const hal = await signedInAccount(server, 'hal')
    const { teamId } = await ok(hal, 'hub_createTeam', { name: 'Hal team' })
    const inTeam = { 'team-id': String(teamId) }
    await withPackage({ userId: hal.userId }, 'Pro')
    const teamKey = await ok(hal, 'hub_generateApiKey', { name: 'Team key' }, inTeam)
    const ownKey = await ok(hal, 'hub_generateApiKey', { name: 'Own key' })

    expect(
      (await call(hal, 'hub_setApiKeyAdvancedFeatures', { id: teamKey.id, features: { archive_mode: true } }, inTeam))
        .body.error,
    ).toMatchObject({ code: 10422, data: { currentPackage: 'Free', requiredSku: 'Pay As You Go' } })

    await postRpc(server.app, {
      method: 'dev_grantPackage',
      params: { email: hal.email, teamId, skuName: 'Pay As You Go' },
    })
    await ok(hal, 'hub_setApiKeyAdvancedFeatures', { id: teamKey.id, features: { archive_mode: true } }, inTeam)
    expect(
      (await call(hal, 'hub_setApiKeyAdvancedFeatures', { id: teamKey.id, features: { bundler: true } }, inTeam)).body
        .error,
    ).toMatchObject({ code: 10422, data: { currentPackage: 'Pay As You Go', requiredSku: 'Growth' } })
    // Personally, Hal's Pro still allows everything.
    expect(
      (
        await ok(hal, 'hub_setApiKeyAdvancedFeatures', {
          id: ownKey.id,
          features: { bundler: true, mev_protection: true },
        })
      ).features,
    ).toEqual({ archive_mode: false, mev_protection: true, bundler: true })
  })
})
