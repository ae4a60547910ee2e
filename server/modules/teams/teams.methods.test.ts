import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHash, signedInAccount, TEST_PASSWORD, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../../test-support/test-server'
import { MAX_OWNED_TEAMS } from './teams.methods'
import { addActiveMember } from './teams.queries'

describe.each(testEngines())('teams for login on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (account: TestAccount | null, method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, { ...account?.headers, ...headers })
  const createTeam = async (owner: TestAccount, name: string) => {
    const answer = await call(owner, 'hub_createTeam', { name })
    expect(answer.body.error).toBeUndefined()
    return answer.body.result as { teamId: number }
  }

  it('hub_createTeam answers the new entry, with the owner as its only member and an empty team wallet', async () => {
    const ann = await signedInAccount(server, 'ann')
    const answer = await call(ann, 'hub_createTeam', { name: '  Core  ' })
    expect(answer.body.result).toEqual({
      teamId: expect.any(Number),
      name: 'Core',
      role: 'owner',
      ownerId: ann.userId,
      ownerNickname: expect.any(String),
      memberCount: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    })
    const teamId = answer.body.result.teamId
    const wallet = await call(ann, 'hub_getUserWalletOverview', {}, { 'team-id': String(teamId) })
    expect(wallet.body.result.amount).toBe('0.00')
  })

  it('hub_createTeam refuses an empty or too long name with -32602, creating nothing', async () => {
    const bob = await signedInAccount(server, 'bob')
    const before = await rowsAtRest(server)
    const empty = await call(bob, 'hub_createTeam', { name: '   ' })
    expect(empty.body.error).toMatchObject({ code: -32602, data: { field: 'name' } })
    const long = await call(bob, 'hub_createTeam', { name: 'x'.repeat(65) })
    expect(long.body.error).toMatchObject({ code: -32602, data: { field: 'name' } })
    const missing = await call(null, 'hub_createTeam', { name: 'Anonymous' })
    expect(missing.body.error).toMatchObject({ code: 10101 })
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it(`hub_createTeam refuses a team beyond ${MAX_OWNED_TEAMS} owned ones with a clear 10422, creating nothing`, async () => {
    const cat = await signedInAccount(server, 'cat')
    for (let n = 1; n <= MAX_OWNED_TEAMS; n += 1) await createTeam(cat, `Team ${n}`)
    const before = await rowsAtRest(server)
    const refused = await call(cat, 'hub_createTeam', { name: 'One too many' })
    expect(refused.body.error).toMatchObject({
      code: 10422,
      message: `You can own at most ${MAX_OWNED_TEAMS} teams; disband one to create another`,
      messageZh: expect.stringContaining(String(MAX_OWNED_TEAMS)),
      data: { limit: MAX_OWNED_TEAMS },
    })
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it('hub_getMyTeam lists owned teams first, pages, and leaves out disbanded teams and invitations', async () => {
    const dan = await signedInAccount(server, 'dan')
    const eve = await signedInAccount(server, 'eve')
    const joined = await createTeam(eve, 'Eve team')
    await addActiveMember(server.database.kysely, { teamId: joined.teamId, userId: dan.userId, role: 'developer' })
    const first = await createTeam(dan, 'Dan one')
    const second = await createTeam(dan, 'Dan two')
    const disbanded = await createTeam(dan, 'Dan gone')
    await server.database.kysely
      .updateTable('teams')
      .set({ deleted_at: new Date() })
      .where('id', '=', disbanded.teamId)
      .execute()
    const invitedTo = await createTeam(eve, 'Eve invites')
    await server.database.kysely
      .insertInto('team_members')
      .values({ team_id: invitedTo.teamId, user_id: dan.userId, role: 'developer', status: 'invited' })
      .execute()

    const all = await call(dan, 'hub_getMyTeam', { page: 1, perPage: 1000 })
    expect(all.body.result).toMatchObject({ total: 3, page: 1, perPage: 1000 })
    expect(all.body.result.list.map((team: { teamId: number; role: string }) => [team.teamId, team.role])).toEqual([
      [first.teamId, 'owner'],
      [second.teamId, 'owner'],
      [joined.teamId, 'developer'],
    ])
    expect(all.body.result.list[2]).toMatchObject({ name: 'Eve team', ownerId: eve.userId, memberCount: 2 })
    const defaults = await call(dan, 'hub_getMyTeam', {})
    expect(defaults.body.result).toMatchObject({ total: 3, perPage: 1000 })
    const page2 = await call(dan, 'hub_getMyTeam', { page: 2, perPage: 2 })
    expect(page2.body.result).toMatchObject({ total: 3, page: 2, perPage: 2, list: [{ teamId: joined.teamId }] })
    const tooMany = await call(dan, 'hub_getMyTeam', { page: 1, perPage: 1001 })
    expect(tooMany.body.error).toMatchObject({ code: -32602, data: { field: 'perPage' } })
    const badPage = await call(dan, 'hub_getMyTeam', { page: 0 })
    expect(badPage.body.error).toMatchObject({ code: -32602, data: { field: 'page' } })
  })

  it('hub_getTeamUserProfile answers the team of the Team-Id, as owner and as member', async () => {
    const fay = await signedInAccount(server, 'fay')
    const gus = await signedInAccount(server, 'gus')
    const team = await createTeam(fay, 'Fay team')
    await addActiveMember(server.database.kysely, { teamId: team.teamId, userId: gus.userId, role: 'developer' })

    const owner = await call(fay, 'hub_getTeamUserProfile', {}, { 'team-id': String(team.teamId) })
    expect(owner.body.result).toEqual({
      teamId: team.teamId,
      teamName: 'Fay team',
      role: 'owner',
      owner: { id: fay.userId, nickname: expect.any(String), email: fay.email },
      memberCount: 2,
      totalApiKeys: 0,
      createdAt: expect.any(String),
    })
    const member = await call(gus, 'hub_getTeamUserProfile', {}, { 'team-id': String(team.teamId) })
    expect(member.body.result).toMatchObject({ teamId: team.teamId, role: 'developer', owner: { id: fay.userId } })
  })

  it('hub_getTeamUserProfile without team context answers a clear 10422', async () => {
    const hal = await signedInAccount(server, 'hal')
    const answer = await call(hal, 'hub_getTeamUserProfile', {})
    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'Choose a team first: this needs team context (the Team-Id header)',
      messageZh: expect.stringContaining('Team-Id'),
    })
  })

  it('the profile lists the teams (owned first), hasTeam, hasInvite and userType, at login too', async () => {
    const ivy = await signedInAccount(server, 'ivy')
    const jon = await signedInAccount(server, 'jon')
    const fresh = await call(ivy, 'hub_getUserProfile', {})
    expect(fresh.body.result).toMatchObject({ teamList: [], hasTeam: false, hasInvite: false, userType: 'user' })

    const theirs = await createTeam(jon, 'Jon team')
    await addActiveMember(server.database.kysely, { teamId: theirs.teamId, userId: ivy.userId, role: 'developer' })
    const own = await createTeam(ivy, 'Ivy team')
    await postRpc(server.app, { method: 'dev_createTeamInvite', params: { teamId: theirs.teamId, email: ivy.email } })

    const profile = await call(ivy, 'hub_getUserProfile', {})
    expect(profile.body.result).toMatchObject({ hasTeam: true, hasInvite: true, userType: 'user' })
    expect(profile.body.result.teamList.map((team: { teamId: number }) => team.teamId)).toEqual([
      own.teamId,
      theirs.teamId,
    ])
    const login = await call(null, 'hub_login', { email: ivy.email, password: clientHash(TEST_PASSWORD) })
    expect(login.body.result.user).toMatchObject({
      hasTeam: true,
      hasInvite: true,
      teamList: profile.body.result.teamList,
    })

    // An expired invitation no longer counts.
    await server.database.kysely
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', ivy.email)
      .execute()
    expect((await call(ivy, 'hub_getUserProfile', {})).body.result.hasInvite).toBe(false)
  })
})
