import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { METHOD_PERMISSIONS } from '../../../../contract/index'
import { migrate } from '../../../db/migrate'
import { migrations } from '../../../db/migrations/migrations'
import type { RpcContext } from '../../../rpc/context'
import { dispatchCall, type DispatchEnv } from '../../../rpc/dispatch'
import { businessRule } from '../../../rpc/errors'
import { isMutatingMethod } from '../../../rpc/idempotency'
import { MethodRegistry } from '../../../rpc/registry'
import { signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { createTestDatabase, testEngines } from '../../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../../test-support/test-server'
import { recordActivity } from '../../account/activity'
import { addActiveMember } from '../teams.queries'
import { TEAM_LOG_ACTION_OF } from './team-log-actions'
import { writeTeamLog } from './team-log'

describe('the team log actions', () => {
  it('name an action for every write a team role may make, and for nothing else', () => {
    const teamWrites = Object.entries(METHOD_PERMISSIONS)
      .filter(([name, permission]) => permission !== 'personal' && isMutatingMethod(name))
      .map(([name]) => name)
      .sort()
    expect(Object.keys(TEAM_LOG_ACTION_OF).sort()).toEqual(teamWrites)
  })
})

describe.each(testEngines())('the team log on %s', (engine) => {
  let server: TestServer
  let owner: TestAccount
  let developer: TestAccount
  let viewer: TestAccount
  let teamId: number

  const call = (account: TestAccount, method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, { ...account.headers, ...headers })
  /** A call from a given client address, as `app.inject` lets a test say where it comes from. */
  const callFrom = async (ip: string, account: TestAccount, method: string, params: unknown, headers = {}) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...account.headers, ...headers },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return response.json()
  }
  const db = () => server.database.kysely
  const inTeam = () => ({ 'team-id': String(teamId) })
  const logRows = () => db().selectFrom('team_logs').selectAll().where('team_id', '=', teamId).orderBy('id').execute()

  beforeAll(async () => {
    server = await createTestServer(engine)
    owner = await signedInAccount(server, 'log-owner')
    developer = await signedInAccount(server, 'log-dev')
    viewer = await signedInAccount(server, 'log-viewer')
    teamId = (await call(owner, 'hub_createTeam', { name: 'Logged' })).body.result.teamId
    await addActiveMember(db(), { teamId, userId: developer.userId, role: 'developer' })
    await addActiveMember(db(), { teamId, userId: viewer.userId, role: 'viewer' })
    await db().updateTable('users').set({ nickname: 'Dev Dana' }).where('id', '=', developer.userId).execute()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('writes one line per write applied in team context, with who, what and from where; none for a refusal, a failure or a personal write', async () => {
    const before = (await logRows()).length
    const key = await callFrom('198.51.100.23', developer, 'hub_generateApiKey', { name: 'Logged key' }, inTeam())
    expect(key.error).toBeUndefined()
    // Refused by the matrix, failed in the handler, and personal: no line.
    expect((await call(viewer, 'hub_generateApiKey', { name: 'Nope' }, inTeam())).body.error.code).toBe(10403)
    expect((await call(developer, 'hub_deleteApiKey', { id: 999_999 }, inTeam())).body.error.code).not.toBe(10403)
    expect(
      (await call(developer, 'hub_setUserNickname', { nickname: 'Dev Dana' }, inTeam())).body.error,
    ).toBeUndefined()
    // A team method naming its team in the params: logged there, without a Team-Id.
    const note = await call(owner, 'hub_editTeamNote', { teamId, userId: developer.userId, note: 'Backend' })
    expect(note.body.error).toBeUndefined()

    const lines = (await logRows()).slice(before)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({
      action: 'apikey_created',
      method: 'hub_generateApiKey',
      target: 'Logged key',
      detail: 'name=Logged key',
      ip: '198.51.100.23',
    })
    expect(Number(lines[0]?.actor_user_id)).toBe(developer.userId)
    // The harness's own address when a test does not say another: still the caller's.
    expect(lines[1]).toMatchObject({
      action: 'note_edited',
      method: 'hub_editTeamNote',
      target: developer.email,
      ip: '127.0.0.1',
    })
    expect(Number(lines[1]?.actor_user_id)).toBe(owner.userId)
  })

  it('hears of a team created, and of invitations answered outside its context: one line each, by the one who acted', async () => {
    const created = await call(owner, 'hub_createTeam', { name: 'Founded' })
    const newTeam = Number(created.body.result.teamId)
    const joiner = await signedInAccount(server, 'log-joiner')
    const decliner = await signedInAccount(server, 'log-decliner')
    const invite = async (account: TestAccount) => {
      const answer = await call(owner, 'hub_addMember', { teamId: newTeam, email: account.email, role: 'viewer' })
      expect(answer.body.error).toBeUndefined()
      const mine = await call(account, 'hub_getMyInvite', {})
      return Number(mine.body.result[0].inviteId)
    }
    expect((await call(joiner, 'hub_approveInvite', { inviteId: await invite(joiner) })).body.error).toBeUndefined()
    expect((await call(decliner, 'hub_rejectInvite', { inviteId: await invite(decliner) })).body.error).toBeUndefined()

    const lines = await db()
      .selectFrom('team_logs')
      .select(['action', 'actor_user_id', 'method'])
      .where('team_id', '=', newTeam)
      .orderBy('id')
      .execute()
    expect(lines.map((line) => [line.action, Number(line.actor_user_id), line.method])).toEqual([
      ['team_created', owner.userId, 'hub_createTeam'],
      ['member_invited', owner.userId, 'hub_addMember'],
      ['member_joined', joiner.userId, 'hub_approveInvite'],
      ['member_invited', owner.userId, 'hub_addMember'],
      ['member_rejected', decliner.userId, 'hub_rejectInvite'],
    ])
  })

  it('hub_getTeamLogs pages newest first with the actor’s nickname and address, filtered by action, actor and period', async () => {
    await call(developer, 'hub_generateApiKey', { name: 'Second key' }, inTeam())
    await callFrom('2001:db8::7', owner, 'hub_generateApiKey', { name: 'Owner key' }, inTeam())
    const all = await call(viewer, 'hub_getTeamLogs', { teamId, page: 1, perPage: 2 })
    expect(all.body.error).toBeUndefined()
    const total = (await logRows()).length
    expect(all.body.result).toMatchObject({ total, page: 1, perPage: 2 })
    expect(all.body.result.list).toHaveLength(2)
    expect(all.body.result.list[0]).toMatchObject({
      action: 'apikey_created',
      actor: { userId: owner.userId },
      target: 'Owner key',
      method: 'hub_generateApiKey',
      ip: '2001:db8::7',
      createdAt: expect.stringMatching(/Z$/),
    })
    expect(all.body.result.list[1]).toMatchObject({
      target: 'Second key',
      actor: { userId: developer.userId, nickname: 'Dev Dana' },
      ip: '127.0.0.1',
    })
    expect(all.body.result.list[0].id).toBeGreaterThan(all.body.result.list[1].id)

    const byDana = await call(viewer, 'hub_getTeamLogs', {
      teamId,
      actorUserId: developer.userId,
      action: 'apikey_created',
    })
    expect(byDana.body.result.list.map((line: { target: string; ip: string }) => [line.target, line.ip])).toEqual([
      ['Second key', '127.0.0.1'],
      ['Logged key', '198.51.100.23'],
    ])
    const notes = await call(viewer, 'hub_getTeamLogs', { teamId, action: 'note_edited' })
    expect(notes.body.result.total).toBe(1)
    const past = await call(viewer, 'hub_getTeamLogs', {
      teamId,
      from: '2020-01-01T00:00:00.000Z',
      to: '2020-02-01T00:00:00.000Z',
    })
    expect(past.body.result).toMatchObject({ list: [], total: 0 })
    const now = await call(viewer, 'hub_getTeamLogs', {
      teamId,
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(now.body.result.total).toBe(total)
    // Another team's log is not the caller's to read.
    const other = (await call(viewer, 'hub_createTeam', { name: 'Viewer own' })).body.result.teamId
    expect((await call(developer, 'hub_getTeamLogs', { teamId: other })).body.error).toMatchObject({ code: 10403 })
  })

  it('cannot be updated, deleted or truncated; only deleting the team row takes its lines', async () => {
    await writeTeamLog(db(), { teamId, actorUserId: owner.userId, action: 'team_renamed', method: 'hub_editTeamName' })
    const lines = await logRows()
    const id = Number(lines[lines.length - 1]?.id)
    await expect(sql`update team_logs set detail = 'edited' where id = ${id}`.execute(db())).rejects.toThrow(
      /cannot be changed or deleted/,
    )
    await expect(sql`delete from team_logs where id = ${id}`.execute(db())).rejects.toThrow(
      /cannot be changed or deleted/,
    )
    await expect(sql`truncate team_logs`.execute(db())).rejects.toThrow(/cannot be changed or deleted/)
    expect(await logRows()).toEqual(lines)

    // The database's own cascade: a team row that goes takes its log (teams are soft-deleted by the app).
    const scratch = await signedInAccount(server, 'log-scratch')
    const scratchTeam = (await call(scratch, 'hub_createTeam', { name: 'Scratch' })).body.result.teamId
    await writeTeamLog(db(), { teamId: scratchTeam, actorUserId: scratch.userId, action: 'team_renamed', method: 'x' })
    await db().deleteFrom('teams').where('id', '=', scratchTeam).execute()
    const left = await db().selectFrom('team_logs').select('id').where('team_id', '=', scratchTeam).execute()
    expect(left).toEqual([])
  })

  it('takes a handler’s target and detail, and keeps no line when the handler fails after writing', async () => {
    const log = { info() {}, error() {} } as unknown as FastifyBaseLogger
    let fail = false
    const registry = new MethodRegistry().register('hub_editTeamName', async (ctx, params) => {
      await ctx.db.updateTable('teams').set({ name: params.name }).where('id', '=', params.teamId).execute()
      if (fail) throw businessRule('Refused after writing', '写入后被拒绝')
      ctx.teamLog = { target: 'Logged', detail: `renamed to ${params.name}` }
      return null as never
    })
    const env: DispatchEnv = {
      registry,
      createContext: (): RpcContext => ({
        db: db(),
        log,
        locale: 'en',
        request: { ip: '203.0.113.7', userAgent: null, token: owner.token, teamId: null, idempotencyKey: null },
        session: null,
      }),
      authenticate: async () => ({ sessionId: 'test', userId: owner.userId, teamId: null }),
      recordWrite: recordActivity,
      log,
    }
    const before = (await logRows()).length
    await dispatchCall({ method: 'hub_editTeamName', params: { teamId, name: 'Logged again' } }, env)
    fail = true
    const refused = await dispatchCall({ method: 'hub_editTeamName', params: { teamId, name: 'Never' } }, env)
    expect(refused).toMatchObject({ error: { code: 10422 } })

    const lines = (await logRows()).slice(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      action: 'team_renamed',
      target: 'Logged',
      detail: 'renamed to Logged again',
      ip: '203.0.113.7',
    })
    const team = await db().selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirstOrThrow()
    expect(team.name).toBe('Logged again')
  })
})

describe.each(testEngines())('migration 0026 on %s', (engine) => {
  it('makes the members of 0010 developers and keeps one owner per team', async () => {
    const test = await createTestDatabase(engine)
    try {
      const db = test.database.kysely
      const upTo0025 = migrations.findIndex((m) => m.name === '0026_team_roles_logs')
      await migrate(db, migrations.slice(0, upTo0025))
      const [ann, bob] = await Promise.all(
        ['ann', 'bob'].map(async (name) => {
          const row = await sql<{
            id: number
          }>`insert into users (email, nickname) values (${`${name}@example.com`}, ${name}) returning id`.execute(db)
          return Number(row.rows[0]?.id)
        }),
      )
      const team = await sql<{
        id: number
      }>`insert into teams (name, owner_id) values ('Old', ${ann}) returning id`.execute(db)
      const teamId = Number(team.rows[0]?.id)
      await sql`insert into team_members (team_id, user_id, role, joined_at) values (${teamId}, ${ann}, 'owner', now()), (${teamId}, ${bob}, 'member', now())`.execute(
        db,
      )

      await migrate(db)

      const roles = await sql<{
        role: string
      }>`select role from team_members where team_id = ${teamId} order by role`.execute(db)
      expect(roles.rows.map((row) => row.role)).toEqual(['developer', 'owner'])
      await expect(sql`update team_members set role = 'member' where user_id = ${bob}`.execute(db)).rejects.toThrow()
      await expect(sql`update team_members set role = 'owner' where user_id = ${bob}`.execute(db)).rejects.toThrow()
    } finally {
      await test.dispose()
    }
  })
})
