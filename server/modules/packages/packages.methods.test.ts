import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { addActiveMember } from '../teams/teams.queries'
import { grantPackage, ownerPackages, skuByName } from './packages.queries'

describe.each(testEngines())('packages on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const { call, ok } = rpcAsAccount(() => server)
  const dev = (method: string, params: unknown) => postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params })

  it('hub_getSkuList answers the catalogue up the ladder; free and enterprise cannot be bought', async () => {
    const ann = await signedInAccount(server, 'ann')
    const all = await ok(ann, 'hub_getSkuList', {})
    expect(all.map((sku: { name: string }) => sku.name)).toEqual([
      'Free',
      'Pay As You Go',
      'Growth',
      'Pro',
      'Enterprise',
    ])
    expect(all[2]).toEqual({
      id: expect.any(Number),
      name: 'Growth',
      description: expect.stringContaining('bundler'),
      packageType: 'standard',
      price: '49.00',
      currency: 'USD',
      ru: 250_000_000,
      durationDays: 30,
      rateLimit: 2500,
      features: ['archive_mode', 'bundler'],
      autoRenewable: true,
      purchasable: true,
    })
    const purchasable = Object.fromEntries(
      all.map((sku: { name: string; purchasable: boolean }) => [sku.name, sku.purchasable]),
    )
    expect(purchasable).toEqual({ Free: false, 'Pay As You Go': true, Growth: true, Pro: true, Enterprise: false })
    expect(all[0]).toMatchObject({ packageType: 'free', price: '0.00', features: [] })
    expect(all[1]).toMatchObject({ packageType: 'default', durationDays: null, features: ['archive_mode'] })
    expect(all[4]).toMatchObject({
      packageType: 'enterprise',
      features: ['archive_mode', 'mev_protection', 'bundler'],
    })
  })

  it('hub_getPackageCatalog answers any visitor the same catalogue, without whether they may buy', async () => {
    const ann = await signedInAccount(server, 'ann-catalog')
    const signedIn = await ok(ann, 'hub_getSkuList', {})
    const anonymous = await dev('hub_getPackageCatalog', {})
    expect(anonymous.body.error).toBeUndefined()
    expect(anonymous.body.result).toEqual(
      signedIn.map(({ purchasable: _purchasable, ...sku }: { purchasable: boolean }) => sku),
    )
    expect((await dev('hub_getPackageCatalog', { packageType: 'free' })).body.error).toMatchObject({ code: -32602 })
  })

  it('hub_getSkuList filters by package type; an unknown type is refused naming the field', async () => {
    const bob = await signedInAccount(server, 'bob')
    const names = async (packageType: string) =>
      (await ok(bob, 'hub_getSkuList', { packageType })).map((sku: { name: string }) => sku.name)
    expect(await names('standard')).toEqual(['Growth', 'Pro'])
    expect(await names('default')).toEqual(['Pay As You Go'])
    expect(await names('free')).toEqual(['Free'])
    expect(await names('enterprise')).toEqual(['Enterprise'])
    expect(await names('all')).toHaveLength(5)
    expect((await call(bob, 'hub_getSkuList', { packageType: 'gold' })).body.error).toMatchObject({
      code: -32602,
      data: { field: 'packageType' },
    })
  })

  it('dev_grantPackage gives the account or its team a package; a team it is not in, an unknown package or account are refused and nothing changes', async () => {
    const cat = await signedInAccount(server, 'cat')
    const dan = await signedInAccount(server, 'dan')
    const { teamId } = await ok(cat, 'hub_createTeam', { name: 'Cat team' })
    const { teamId: danTeam } = await ok(dan, 'hub_createTeam', { name: 'Dan team' })
    const db = server.database.kysely

    const before = Date.now()
    const granted = await dev('dev_grantPackage', { email: cat.email, skuName: 'growth', days: 10 })
    expect(granted.body.result.skuName).toBe('Growth')
    const expiresAt = Date.parse(granted.body.result.expiresAt)
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10 * 86_400_000)
    expect(expiresAt).toBeLessThan(Date.now() + 10 * 86_400_000 + 1000)
    expect(await ownerPackages(db, { userId: cat.userId })).toEqual({
      current: 'Growth',
      features: ['archive_mode', 'bundler'],
    })
    // The personal package is not the team's, and the other way round.
    expect(await ownerPackages(db, { teamId })).toEqual({ current: 'Free', features: [] })
    expect((await dev('dev_grantPackage', { email: cat.email, teamId, skuName: 'Pro' })).body.result.skuName).toBe(
      'Pro',
    )
    expect((await ownerPackages(db, { teamId })).current).toBe('Pro')
    expect((await ownerPackages(db, { userId: cat.userId })).current).toBe('Growth')

    const rows = await countRows(db)
    expect(
      (await dev('dev_grantPackage', { email: cat.email, teamId: danTeam, skuName: 'Pro' })).body.error,
    ).toMatchObject({
      code: 10403,
    })
    expect((await dev('dev_grantPackage', { email: cat.email, skuName: 'Platinum' })).body.error).toMatchObject({
      code: 50404,
      message: expect.stringContaining('Platinum'),
      messageZh: expect.stringContaining('Platinum'),
    })
    expect((await dev('dev_grantPackage', { email: 'nobody@example.com', skuName: 'Pro' })).body.error).toMatchObject({
      code: 50404,
    })
    expect(await countRows(db)).toEqual(rows)
    expect((await ownerPackages(db, { teamId: danTeam })).current).toBe('Free')

    // Ending the account's packages leaves the team's; a team it is not in is refused.
    expect((await dev('dev_endPackageGrants', { email: cat.email })).body.result).toEqual({ ended: 1 })
    expect(await ownerPackages(db, { userId: cat.userId })).toEqual({ current: 'Free', features: [] })
    expect((await ownerPackages(db, { teamId })).current).toBe('Pro')
    expect((await dev('dev_endPackageGrants', { email: cat.email, teamId: danTeam })).body.error).toMatchObject({
      code: 10403,
    })
    expect((await dev('dev_endPackageGrants', { email: cat.email, teamId })).body.result).toEqual({ ended: 1 })
    expect((await ownerPackages(db, { teamId })).current).toBe('Free')
  })

  it('a grant counts from its start until its end, exclusive; the highest live one is the current package', async () => {
    const eve = await signedInAccount(server, 'eve')
    const db = server.database.kysely
    const owner = { userId: eve.userId }
    const pro = (await skuByName(db, 'Pro'))!
    const payg = (await skuByName(db, 'Pay As You Go'))!
    const day = 86_400_000
    const started = new Date(Date.now() - 31 * day)
    const ended = new Date(started.getTime() + 30 * day)
    await grantPackage(db, owner, pro.id, { days: 30, startsAt: started })
    await grantPackage(db, owner, pro.id, { days: 30, startsAt: new Date(Date.now() + day) })
    expect(await ownerPackages(db, owner)).toEqual({ current: 'Free', features: [] })
    expect(await ownerPackages(db, owner, new Date(ended.getTime() - 1))).toMatchObject({ current: 'Pro' })

    await grantPackage(db, owner, payg.id, { days: null, startsAt: new Date(started.getTime() - day) })
    expect(await ownerPackages(db, owner)).toEqual({ current: 'Pay As You Go', features: ['archive_mode'] })
    expect(await ownerPackages(db, owner, ended)).toMatchObject({ current: 'Pay As You Go' })
    expect(await ownerPackages(db, owner, new Date(ended.getTime() - 1))).toEqual({
      current: 'Pro',
      features: ['archive_mode', 'mev_protection', 'bundler'],
    })
  })

  it('a member in team context reads the same catalogue; dev_grantPackage does not exist in production', async () => {
    const owner = await signedInAccount(server, 'owner')
    const member = await signedInAccount(server, 'member')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Shared' })
    await addActiveMember(server.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    expect(await ok(member, 'hub_getSkuList', {}, { 'team-id': String(teamId) })).toHaveLength(5)

    const production = await createTestServer(engine, { production: true })
    try {
      const answer = await postRpc(production.app, {
        jsonrpc: '2.0',
        id: 1,
        method: 'dev_grantPackage',
        params: { email: owner.email, skuName: 'Pro' },
      })
      expect(answer.body.error).toMatchObject({ code: -32601 })
    } finally {
      await production.close()
    }
  })
})
