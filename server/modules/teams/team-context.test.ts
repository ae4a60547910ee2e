import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { methods } from '../../../contract/index'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../../test-support/test-server'
import { addActiveMember } from './teams.queries'

/** Every method that needs a session, straight from the contract: new methods are covered as they come. */
const userMethods = Object.entries(methods)
  .filter(([, spec]) => spec.auth === 'user')
  .map(([name]) => name)

describe.each(testEngines())('the Team-Id header on %s', (engine) => {
  let server: TestServer
  /** Owns `team`. */
  let owner: TestAccount
  /** An active member of `team`. */
  let member: TestAccount
  /** In no team at all. */
  let outsider: TestAccount
  let team: number

  beforeAll(async () => {
    server = await createTestServer(engine)
    owner = await signedInAccount(server, 'owner')
    member = await signedInAccount(server, 'member')
    outsider = await signedInAccount(server, 'outsider')
    const created = await postRpc(server.app, { method: 'hub_createTeam', params: { name: 'Core' } }, owner.headers)
    team = created.body.result.teamId
    await addActiveMember(server.database.kysely, { teamId: team, userId: member.userId, role: 'developer' })
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (account: TestAccount, method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, { ...account.headers, ...headers })

  it('the contract has user methods to check', () => {
    expect(userMethods.length).toBeGreaterThan(50)
    expect(userMethods).toEqual(expect.arrayContaining(['hub_getUserProfile', 'hub_createTeam', 'hub_logout']))
  })

  it('every user method answers 10403 to a Team-Id of a team the caller is not in, and changes nothing', async () => {
    const before = await rowsAtRest(server)
    const answers: Record<string, unknown> = {}
    for (const method of userMethods) {
      // A key too, so a mutating method would claim it if it got that far.
      const answer = await call(outsider, method, {}, { 'team-id': String(team), 'idempotency-key': `k-${method}` })
      answers[method] = answer.body.error?.code
      if (answer.body.error?.code === 10403) {
        expect(answer.body.error).toMatchObject({
          message: 'You are not a member of this team',
          messageZh: '您不是该团队的成员',
        })
      }
    }
    expect(answers).toEqual(Object.fromEntries(userMethods.map((method) => [method, 10403])))
    expect(await countRows(server.database.kysely)).toEqual(before)
    // Still signed in: the refusal ended nothing, not even with hub_logout among the calls.
    expect((await call(outsider, 'hub_getUserProfile', {})).body.result.id).toBe(outsider.userId)
  })

  it.each(['0', '-1', '01', '1.5', 'abc', '1e3', '99999999999999999999', `${1} ${2}`])(
    'a malformed Team-Id %j answers 10403 before the handler runs',
    async (teamId) => {
      const before = await rowsAtRest(server)
      const answer = await call(owner, 'hub_setRechargeTips', { enabled: false }, { 'team-id': teamId })
      expect(answer.body.error).toMatchObject({
        code: 10403,
        message: 'The Team-Id header is not a valid team id',
        messageZh: 'Team-Id 请求头不是有效的团队 ID',
      })
      expect(await countRows(server.database.kysely)).toEqual(before)
    },
  )

  it('a Team-Id of an unknown team, a disbanded one or a pending invitation answers 10403', async () => {
    const gone = await postRpc(server.app, { method: 'hub_createTeam', params: { name: 'Gone' } }, owner.headers)
    await server.database.kysely
      .updateTable('teams')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.body.result.teamId)
      .execute()
    const pending = await postRpc(server.app, { method: 'hub_createTeam', params: { name: 'Later' } }, owner.headers)
    await server.database.kysely
      .insertInto('team_members')
      .values({ team_id: pending.body.result.teamId, user_id: outsider.userId, role: 'developer', status: 'invited' })
      .execute()

    for (const [account, teamId] of [
      [owner, 999_999],
      [owner, gone.body.result.teamId],
      [outsider, pending.body.result.teamId],
    ] as const) {
      const answer = await call(account, 'hub_getTeamUserProfile', {}, { 'team-id': String(teamId) })
      expect(answer.body.error).toMatchObject({ code: 10403, message: 'You are not a member of this team' })
    }
  })

  it("a member's Team-Id is honoured: the session acts for the team (its wallet, its activity)", async () => {
    await server.database.kysely.updateTable('wallets').set({ amount: '12.50' }).where('team_id', '=', team).execute()
    const headers = { 'team-id': String(team) }

    const wallet = await call(member, 'hub_getUserWalletOverview', {}, headers)
    expect(wallet.body.result.amount).toBe('12.50')
    const personal = await call(member, 'hub_getUserWalletOverview', {})
    expect(personal.body.result.amount).toBe('0.00')

    const write = await call(member, 'hub_setRechargeTips', { enabled: false }, headers)
    expect(write.body.error).toBeUndefined()
    const activity = await server.database.kysely
      .selectFrom('account_activity')
      .select(['team_id', 'method'])
      .where('user_id', '=', member.userId)
      .execute()
    expect(activity.map((row) => [row.method, Number(row.team_id)])).toEqual([['hub_setRechargeTips', team]])

    // The header is trimmed, and an empty one means personal context.
    const spaced = await call(member, 'hub_getTeamUserProfile', {}, { 'team-id': ` ${team} ` })
    expect(spaced.body.result).toMatchObject({ teamId: team, role: 'developer' })
    const empty = await call(member, 'hub_getUserWalletOverview', {}, { 'team-id': '' })
    expect(empty.body.result.amount).toBe('0.00')
  })

  it('a public method ignores the Team-Id (there is no caller to check)', async () => {
    const answer = await postRpc(server.app, { method: 'hub_getSiweNonce', params: {} }, { 'team-id': 'abc' })
    expect(answer.body.error).toBeUndefined()
  })

  it('hub_logout refuses a foreign Team-Id like every user method, and ends the session without one', async () => {
    const leaver = await signedInAccount(server, 'leaver')
    const refused = await call(leaver, 'hub_logout', {}, { 'team-id': String(team) })
    expect(refused.body.error).toMatchObject({ code: 10403 })
    expect((await call(leaver, 'hub_getUserProfile', {})).body.result.id).toBe(leaver.userId)
    expect((await call(leaver, 'hub_logout', {})).body.result).toBeNull()
    expect((await call(leaver, 'hub_getUserProfile', {})).body.error).toMatchObject({ code: 10103 })
  })
})
