import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHash, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../../test-support/test-server'
import { hashToken } from '../account/sessions'

describe.each(testEngines())('hub_registerTeam on %s', (engine) => {
  let server: TestServer
  let owner: TestAccount
  let teamId: number

  beforeAll(async () => {
    server = await createTestServer(engine)
    owner = await signedInAccount(server, 'owner')
    const team = await postRpc(server.app, { method: 'hub_createTeam', params: { name: 'Ops' } }, owner.headers)
    teamId = team.body.result.teamId
  })
  afterAll(async () => {
    await server?.close()
  })

  let counter = 0
  const newEmail = (name: string) => {
    counter += 1
    return `${name}-${counter}-${Date.now()}@example.com`
  }
  const call = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)
  const invite = async (email: string, team = teamId): Promise<string> => {
    const answer = await call('dev_createTeamInvite', { teamId: team, email })
    expect(answer.body.error).toBeUndefined()
    return answer.body.result.code
  }
  const registerTeam = (code: string, password = 'team password', extra: Record<string, unknown> = {}) =>
    call('hub_registerTeam', { code, password: clientHash(password), confirmPassword: clientHash(password), ...extra })

  it('creates a confirmed team-type account with the invitation e-mail, in the team, signed in', async () => {
    const email = newEmail('joiner')
    const invitation = await call('dev_createTeamInvite', { teamId, email: email.toUpperCase() })
    expect(invitation.body.result).toEqual({
      inviteId: expect.any(Number),
      code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    })
    const { code } = invitation.body.result
    // Stored hashed: the code itself is nowhere in the table.
    const stored = await server.database.kysely.selectFrom('team_invitations').select('code_hash').execute()
    expect(stored.map((row) => row.code_hash)).toContain(hashToken(code))
    expect(stored.map((row) => row.code_hash)).not.toContain(code)

    const answer = await registerTeam(code, 'team password', { nickname: 'Joiner' })
    expect(answer.body.result).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: {
        email,
        nickname: 'Joiner',
        userType: 'team',
        mailStatus: 'confirmed',
        isNoPassword: false,
        hasTeam: true,
        hasInvite: false,
        teamList: [{ teamId, name: 'Ops', role: 'developer', ownerId: owner.userId, memberCount: 2 }],
      },
    })
    const headers = { authorization: `Bearer ${answer.body.result.token}` }
    const teamProfile = await call('hub_getTeamUserProfile', {}, { ...headers, 'team-id': String(teamId) })
    expect(teamProfile.body.result).toMatchObject({ teamId, role: 'developer', memberCount: 2 })

    // The password was stored as hub_login checks it.
    const login = await call('hub_login', { email, password: clientHash('team password') })
    expect(login.body.result.user).toMatchObject({ email, userType: 'team' })
    const row = await server.database.kysely
      .selectFrom('team_invitations')
      .select(['accepted_at', 'accepted_by'])
      .where('code_hash', '=', hashToken(code))
      .executeTakeFirstOrThrow()
    expect(row.accepted_at).not.toBeNull()
    expect(Number(row.accepted_by)).toBe(answer.body.result.user.id)

    // The team's log: exactly one line of the joining, by the new member.
    const lines = await server.database.kysely
      .selectFrom('team_logs')
      .select(['action', 'method', 'detail'])
      .where('team_id', '=', teamId)
      .where('actor_user_id', '=', answer.body.result.user.id)
      .execute()
    expect(lines).toEqual([{ action: 'member_joined', method: 'hub_registerTeam', detail: 'role=developer' }])
  })

  it('refuses a reused code, changing nothing', async () => {
    const code = await invite(newEmail('twice'))
    expect((await registerTeam(code)).body.error).toBeUndefined()
    const before = await rowsAtRest(server)
    const again = await registerTeam(code)
    expect(again.body.error).toMatchObject({
      code: 10422,
      message: 'This invitation has already been used',
      messageZh: '该邀请已被使用',
      data: { status: 'used' },
    })
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it('refuses an expired code, changing nothing', async () => {
    const email = newEmail('late')
    const code = await invite(email)
    await server.database.kysely
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute()
    const before = await rowsAtRest(server)
    const answer = await registerTeam(code)
    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'This invitation has expired, please ask the team owner for a new one',
      data: { status: 'expired' },
    })
    expect(await countRows(server.database.kysely)).toEqual(before)
    const row = await server.database.kysely
      .selectFrom('team_invitations')
      .select('accepted_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.accepted_at).toBeNull()
  })

  it('refuses an unknown code, and a code of a disbanded team, changing nothing', async () => {
    const before = await rowsAtRest(server)
    const unknown = await registerTeam('x'.repeat(43))
    expect(unknown.body.error).toMatchObject({
      code: 10422,
      message: 'This invitation is not valid',
      data: { status: 'invalid' },
    })
    expect(await countRows(server.database.kysely)).toEqual(before)

    const other = await postRpc(server.app, { method: 'hub_createTeam', params: { name: 'Gone' } }, owner.headers)
    const code = await invite(newEmail('disbanded'), other.body.result.teamId)
    await server.database.kysely
      .updateTable('teams')
      .set({ deleted_at: new Date() })
      .where('id', '=', other.body.result.teamId)
      .execute()
    const afterDisband = await countRows(server.database.kysely)
    expect((await registerTeam(code)).body.error).toMatchObject({ code: 10422, data: { status: 'invalid' } })
    expect(await countRows(server.database.kysely)).toEqual(afterDisband)
  })

  it('refuses an e-mail that already has an account, and gives the code back', async () => {
    const existing = await signedInAccount(server, 'existing')
    const code = await invite(existing.email)
    const before = await rowsAtRest(server)
    const answer = await registerTeam(code)
    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'An account already uses this e-mail: log in to join the team',
    })
    expect(await countRows(server.database.kysely)).toEqual(before)
    const row = await server.database.kysely
      .selectFrom('team_invitations')
      .select('accepted_at')
      .where('code_hash', '=', hashToken(code))
      .executeTakeFirstOrThrow()
    expect(row.accepted_at).toBeNull()
  })

  it('refuses mismatched or unhashed passwords with -32602 naming the field', async () => {
    const code = await invite(newEmail('typo'))
    const before = await rowsAtRest(server)
    const mismatch = await call('hub_registerTeam', {
      code,
      password: clientHash('one'),
      confirmPassword: clientHash('two'),
    })
    expect(mismatch.body.error).toMatchObject({ code: -32602, data: { field: 'confirmPassword' } })
    const plain = await call('hub_registerTeam', { code, password: 'plain', confirmPassword: 'plain' })
    expect(plain.body.error).toMatchObject({ code: -32602, data: { field: 'password' } })
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it('dev_createTeamInvite answers 50404 for an unknown team and is absent in production', async () => {
    const unknown = await call('dev_createTeamInvite', { teamId: 999_999, email: newEmail('nobody') })
    expect(unknown.body.error).toMatchObject({ code: 50404 })

    const production = await createTestServer(engine, { production: true })
    try {
      const answer = await postRpc(production.app, {
        method: 'dev_createTeamInvite',
        params: { teamId: 1, email: 'a@example.com' },
      })
      expect(answer.body.error).toMatchObject({ code: -32601 })
    } finally {
      await production.close()
    }
  })
})
