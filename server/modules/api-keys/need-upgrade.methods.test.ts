import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, type TestServer } from '../../test-support/test-server'
import { grantPackage, type PackageOwner, skuByName } from '../packages/packages.queries'
import { addActiveMember } from '../teams/teams.queries'

describe.each(testEngines())('hub_getApiKeyNeedUpgrade on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const { call, ok } = rpcAsAccount(() => server)
  const needUpgrade = (account: TestAccount, headers: Record<string, string> = {}) =>
    ok(account, 'hub_getApiKeyNeedUpgrade', {}, headers)
  const withPackage = async (owner: PackageOwner, name: string) => {
    const sku = await skuByName(server.database.kysely, name)
    await grantPackage(server.database.kysely, owner, sku!.id, { days: 30 })
  }
  /** Moves every grant of `where` into the past, as the clock would at its end. */
  const endGrants = (where: { user_id: number } | { team_id: number }) => {
    const [column, id] =
      'user_id' in where ? (['user_id', where.user_id] as const) : (['team_id', where.team_id] as const)
    return server.database.kysely
      .updateTable('package_grants')
      .set({ starts_at: new Date(Date.now() - 40 * 86_400_000), expires_at: new Date(Date.now() - 86_400_000) })
      .where(column, '=', id)
      .execute()
  }

  it('lists nothing while the package covers the keys; after it ends, the keys with features beyond the free package and the package each needs', async () => {
    const ann = await signedInAccount(server, 'ann')
    await withPackage({ userId: ann.userId }, 'Pro')
    const plain = await ok(ann, 'hub_generateApiKey', { name: 'Plain' })
    const archive = await ok(ann, 'hub_generateApiKey', { name: 'Archive' })
    const full = await ok(ann, 'hub_generateApiKey', { name: 'Full' })
    await ok(ann, 'hub_setApiKeyAdvancedFeatures', { id: archive.id, features: { archive_mode: true } })
    await ok(ann, 'hub_setApiKeyAdvancedFeatures', {
      id: full.id,
      features: { archive_mode: true, bundler: true, mev_protection: true },
    })

    expect(await needUpgrade(ann)).toEqual({
      needUpgrade: false,
      currentPackage: 'Pro',
      allowedFeatures: ['archive_mode', 'mev_protection', 'bundler'],
      apiKeys: [],
    })

    await endGrants({ user_id: ann.userId })
    const after = await needUpgrade(ann)
    expect(after).toEqual({
      needUpgrade: true,
      currentPackage: 'Free',
      allowedFeatures: [],
      apiKeys: [
        { id: full.id, name: 'Full', features: ['archive_mode', 'mev_protection', 'bundler'], requiredSku: 'Pro' },
        { id: archive.id, name: 'Archive', features: ['archive_mode'], requiredSku: 'Pay As You Go' },
      ],
    })
    expect(after.apiKeys.map((key: { id: number }) => key.id)).not.toContain(plain.id)

    // A lower package covers part: only what it lacks is listed, and the key still names Pro.
    await withPackage({ userId: ann.userId }, 'Growth')
    expect(await needUpgrade(ann)).toMatchObject({
      needUpgrade: true,
      currentPackage: 'Growth',
      apiKeys: [{ id: full.id, features: ['mev_protection'], requiredSku: 'Pro' }],
    })
    // Switching the feature off clears it; a deleted key is never listed.
    await ok(ann, 'hub_setApiKeyAdvancedFeatures', { id: full.id, features: { mev_protection: false } })
    expect((await needUpgrade(ann)).needUpgrade).toBe(false)
    await endGrants({ user_id: ann.userId })
    await ok(ann, 'hub_deleteApiKey', { id: archive.id })
    expect((await needUpgrade(ann)).apiKeys.map((key: { id: number }) => key.id)).toEqual([full.id])
  })

  it('answers for the team in context, separately from the personal keys', async () => {
    const bob = await signedInAccount(server, 'bob')
    const member = await signedInAccount(server, 'member')
    const { teamId } = await ok(bob, 'hub_createTeam', { name: 'Bob team' })
    await addActiveMember(server.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    const inTeam = { 'team-id': String(teamId) }
    await withPackage({ teamId }, 'Growth')
    const teamKey = await ok(bob, 'hub_generateApiKey', { name: 'Team bundler' }, inTeam)
    await ok(bob, 'hub_setApiKeyAdvancedFeatures', { id: teamKey.id, features: { bundler: true } }, inTeam)
    await withPackage({ userId: bob.userId }, 'Pay As You Go')
    const ownKey = await ok(bob, 'hub_generateApiKey', { name: 'Own archive' })
    await ok(bob, 'hub_setApiKeyAdvancedFeatures', { id: ownKey.id, features: { archive_mode: true } })

    await endGrants({ team_id: teamId })
    const team = await needUpgrade(member, inTeam)
    expect(team).toEqual({
      needUpgrade: true,
      currentPackage: 'Free',
      allowedFeatures: [],
      apiKeys: [{ id: teamKey.id, name: 'Team bundler', features: ['bundler'], requiredSku: 'Growth' }],
    })
    expect(await needUpgrade(bob)).toEqual({
      needUpgrade: false,
      currentPackage: 'Pay As You Go',
      allowedFeatures: ['archive_mode'],
      apiKeys: [],
    })
    // The member's own (empty) personal context shows nothing of the team's.
    expect(await needUpgrade(member)).toMatchObject({ needUpgrade: false, currentPackage: 'Free', apiKeys: [] })
  })

  it('another user sees only their own keys, and a foreign Team-Id is refused with nothing changed', async () => {
    const cat = await signedInAccount(server, 'cat')
    const dan = await signedInAccount(server, 'dan')
    const { teamId } = await ok(cat, 'hub_createTeam', { name: 'Cat team' })
    await withPackage({ teamId }, 'Pro')
    const key = await ok(cat, 'hub_generateApiKey', { name: 'Cat team key' }, { 'team-id': String(teamId) })
    await ok(
      cat,
      'hub_setApiKeyAdvancedFeatures',
      { id: key.id, features: { archive_mode: true } },
      {
        'team-id': String(teamId),
      },
    )
    await endGrants({ team_id: teamId })

    expect(await needUpgrade(dan)).toEqual({
      needUpgrade: false,
      currentPackage: 'Free',
      allowedFeatures: [],
      apiKeys: [],
    })
    const rows = await countRows(server.database.kysely)
    const foreign = await call(dan, 'hub_getApiKeyNeedUpgrade', {}, { 'team-id': String(teamId) })
    expect(foreign.body.error).toMatchObject({ code: 10403 })
    expect(foreign.body.result).toBeUndefined()
    expect(await countRows(server.database.kysely)).toEqual(rows)
    // The owner in team context does see it.
    expect((await needUpgrade(cat, { 'team-id': String(teamId) })).apiKeys).toEqual([
      { id: key.id, name: 'Cat team key', features: ['archive_mode'], requiredSku: 'Pay As You Go' },
    ])
  })
})
