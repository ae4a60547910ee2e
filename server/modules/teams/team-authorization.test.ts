/**
 * The generated authorization matrix (issue 19): every method the permission matrix scopes to a
 * team × every role × a non-member × a foreign Team-Id. A call is allowed (anything but 10403)
 * exactly where contract/team-permissions.ts says; a refused one answers 10403 with the reason
 * and changes nothing at all (every table's rows and contents, fingerprinted). Each write that is
 * applied in team context adds exactly one team log line; one that fails adds none.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  METHOD_PERMISSIONS,
  TEAM_ROLES,
  mayCall,
  refusalReason,
  type TeamMethodName,
  type TeamRole,
} from '../../../contract/index'
import { isMutatingMethod } from '../../rpc/idempotency'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { dataAtRest, fingerprint } from '../../hardening/table-prints'
import { TEAM_METHOD_PARAMS as PARAMS, type TeamFixture as Fixture } from '../../hardening/team-method-params'
import { teamLogActionOf } from './logs/team-log-actions'
import { namesTeamInParams } from './team-context'
import { addActiveMember } from './teams.queries'

const TEAM_METHODS = (Object.keys(METHOD_PERMISSIONS) as (keyof typeof METHOD_PERMISSIONS)[]).filter(
  (name): name is TeamMethodName => METHOD_PERMISSIONS[name] !== 'personal',
)

describe.each(testEngines())('the team authorization matrix on %s', (engine) => {
  let server: TestServer
  const members = {} as Record<TeamRole, TestAccount>
  let spare: TestAccount
  let outsider: TestAccount
  let foreignTeam: number
  let fixture: Fixture
  let invites = 0

  const call = (account: TestAccount, method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, { ...account.headers, ...headers })
  const db = () => server.database.kysely

  /** Puts the team back as the matrix expects it: live, its name, one member per role and the spare. */
  async function resetTeam(): Promise<void> {
    const { teamId } = fixture
    await db()
      .updateTable('teams')
      .set({ deleted_at: null, owner_id: members.owner.userId, name: 'Matrix' })
      .where('id', '=', teamId)
      .execute()
    await db().deleteFrom('team_members').where('team_id', '=', teamId).execute()
    for (const role of TEAM_ROLES) {
      await addActiveMember(db(), { teamId, userId: members[role].userId, role })
    }
    await addActiveMember(db(), { teamId, userId: spare.userId, role: 'developer' })
  }

  const atRest = () => dataAtRest(server)

  async function teamLogCount(): Promise<number> {
    const { n } = await db()
      .selectFrom('team_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('team_id', '=', fixture.teamId)
      .executeTakeFirstOrThrow()
    return Number(n)
  }

  /** A fresh key of the team and a fresh open invitation, so a method that ends one finds it. */
  async function freshObjects(): Promise<void> {
    const inTeam = { 'team-id': String(fixture.teamId) }
    const key = await db()
      .selectFrom('api_keys')
      .select('id')
      .where('id', '=', fixture.keyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!key) {
      const created = await call(members.owner, 'hub_generateApiKey', { name: 'Fixture key' }, inTeam)
      expect(created.body.error).toBeUndefined()
      fixture.keyId = created.body.result.id
    }
    const invite = await db()
      .selectFrom('team_invitations')
      .select('id')
      .where('id', '=', fixture.inviteId)
      .where('accepted_at', 'is', null)
      .where('rejected_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    if (!invite) {
      invites += 1
      const created = await call(members.owner, 'hub_addMember', {
        teamId: fixture.teamId,
        email: `fixture-${invites}@example.com`,
      })
      // The invitation's id, if hub_addMember gives one; else an id no invitation has.
      fixture.inviteId = created.body.result?.inviteId ?? 999_999
    }
  }

  beforeAll(async () => {
    server = await createTestServer(engine)
    for (const role of TEAM_ROLES) members[role] = await signedInAccount(server, `matrix-${role}`)
    spare = await signedInAccount(server, 'matrix-spare')
    outsider = await signedInAccount(server, 'matrix-outsider')
    const created = await call(members.owner, 'hub_createTeam', { name: 'Matrix' })
    const foreign = await call(outsider, 'hub_createTeam', { name: 'Foreign' })
    fixture = { teamId: created.body.result.teamId, spareUserId: spare.userId, keyId: 0, inviteId: 0 }
    foreignTeam = foreign.body.result.teamId
    await resetTeam()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('has a team-scoped method for every permission but personal', () => {
    expect(TEAM_METHODS.length).toBeGreaterThan(80)
    expect(new Set(TEAM_METHODS.map((name) => METHOD_PERMISSIONS[name]))).toEqual(
      new Set(['team.read', 'keys.write', 'billing.write', 'members.write', 'team.admin']),
    )
  })

  it('allows each call exactly where the matrix says, refuses the rest with 10403 changing nothing, and logs each applied write once', async () => {
    const outcome: Record<string, Record<string, string>> = {}
    const expected: Record<string, Record<string, string>> = {}
    const appliedWrites: string[] = []
    for (const method of TEAM_METHODS) {
      await freshObjects()
      const params = PARAMS[method](fixture)
      const byParams = namesTeamInParams(method)
      const inTeam: Record<string, string> = byParams ? {} : { 'team-id': String(fixture.teamId) }
      const foreign: { params: Record<string, unknown>; headers: Record<string, string> } = byParams
        ? { params: { ...params, teamId: foreignTeam }, headers: {} }
        : { params, headers: { 'team-id': String(foreignTeam) } }
      const callers: { who: string; run: () => ReturnType<typeof call>; allowed: boolean; role?: TeamRole }[] = [
        { who: 'outsider', run: () => call(outsider, method, params, inTeam), allowed: false },
        { who: 'foreign', run: () => call(members.owner, method, foreign.params, foreign.headers), allowed: false },
        ...TEAM_ROLES.map((role) => ({
          who: role,
          role,
          run: () => call(members[role], method, params, inTeam),
          allowed: mayCall(role, method),
        })),
      ]
      outcome[method] = {}
      expected[method] = {}
      // The refused ones first, on a team at rest: nothing may change.
      await atRest()
      const before = await fingerprint(db())
      for (const caller of callers.filter((c) => !c.allowed)) {
        expected[method][caller.who] = 'refused'
        const answer = await caller.run()
        const error = answer.body.error
        outcome[method][caller.who] = error?.code === 10403 ? 'refused' : `answered ${error?.code ?? 'ok'}`
        if (error?.code !== 10403) continue
        const reason = caller.role ? refusalReason(caller.role, method) : null
        expect(error, `${method} as ${caller.who}`).toMatchObject(
          reason
            ? { message: reason.en, messageZh: reason.zh }
            : { message: 'You are not a member of this team', messageZh: '您不是该团队的成员' },
        )
      }
      expect(await fingerprint(db()), `${method}: a refused call changed something`).toEqual(before)
      // Then the allowed ones, each counted in the team log.
      for (const caller of callers.filter((c) => c.allowed)) {
        expected[method][caller.who] = 'allowed'
        const logsBefore = await teamLogCount()
        const answer = await caller.run()
        const error = answer.body.error
        outcome[method][caller.who] = error?.code === 10403 ? `refused: ${error.message}` : 'allowed'
        // Minimal valid params: never refused as malformed.
        expect(error?.code, `${method} as ${caller.who}: ${error?.message}`).not.toBe(-32602)
        const applied = error === undefined && isMutatingMethod(method)
        if (applied) appliedWrites.push(method)
        expect(await teamLogCount(), `${method} as ${caller.who} (${error?.code ?? 'ok'})`).toBe(
          logsBefore + (applied ? 1 : 0),
        )
        if (applied) {
          const line = await db()
            .selectFrom('team_logs')
            .selectAll()
            .where('team_id', '=', fixture.teamId)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
          expect(line, method).toMatchObject({
            action: teamLogActionOf(method),
            method,
            actor_user_id: expect.anything(),
          })
          expect(Number(line.actor_user_id)).toBe(members[caller.role as TeamRole].userId)
        }
        await resetTeam()
      }
    }
    expect(outcome).toEqual(expected)
    // The log path ran for writes of every kind, not only for refusals.
    for (const method of [
      'hub_generateApiKey',
      'hub_setApiKeyName',
      'hub_deleteApiKey',
      'hub_updateApiKey',
      'hub_editTeamName',
      'hub_editTeamNote',
      'hub_setUserMessageReadAll',
    ]) {
      expect(appliedWrites, method).toContain(method)
    }
    // ~100 methods × 7 callers with a fingerprint of every table per method: 25 s on PostgreSQL alone.
  }, 180_000)

  it('lets every role call the personal methods in team context', async () => {
    const personal = (Object.keys(METHOD_PERMISSIONS) as (keyof typeof METHOD_PERMISSIONS)[]).filter(
      (name) => METHOD_PERMISSIONS[name] === 'personal' && name !== 'hub_logout',
    )
    for (const name of personal) {
      const answer = await call(members.viewer, name, {}, { 'team-id': String(fixture.teamId) })
      expect(answer.body.error?.code, name).not.toBe(10403)
    }
    const profile = await call(members.viewer, 'hub_getUserProfile', {}, { 'team-id': String(fixture.teamId) })
    expect(profile.body.result.teamList).toEqual(
      expect.arrayContaining([expect.objectContaining({ teamId: fixture.teamId, role: 'viewer' })]),
    )
  })
})
