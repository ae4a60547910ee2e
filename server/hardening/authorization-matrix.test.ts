/**
 * The authorization matrix of issue 21, generated from the contract's method list: every `user`
 * method × {no token, a token no session has, a revoked token, another user naming the victim's
 * objects, another user with the victim's Team-Id}. Each is refused, or (another user, naming no
 * object) answers with nothing of the victim's; the victim's rows are unchanged after each method,
 * and a refused session changes nothing at all. The team-role part of the matrix (each role × each
 * team method, allowed exactly where the permission matrix says) is
 * modules/teams/team-authorization.test.ts, on the same params (team-method-params.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  METHOD_PERMISSIONS,
  SESSION_ERROR_CODES,
  methods,
  type TeamMethodName,
  type UserMethodName,
} from '../../contract/index'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../test-support/accounts'
import { sliceEngines } from '../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../test-support/test-server'
import { addActiveMember } from '../modules/teams/teams.queries'
import { plausibleValue } from './schema-values'
import { dataAtRest, fingerprint, ownerPrint } from './table-prints'
import { TEAM_METHOD_PARAMS, type TeamFixture } from './team-method-params'

const USER_METHODS = (Object.keys(methods) as (keyof typeof methods)[])
  .filter((name): name is UserMethodName => methods[name].auth === 'user')
  // Last: the attacker's own logout ends the session the other calls are made with.
  .sort((a, b) => Number(a === 'hub_logout') - Number(b === 'hub_logout'))

const isTeamMethod = (name: UserMethodName): name is TeamMethodName => METHOD_PERMISSIONS[name] !== 'personal'

/** What the victim owns that another user's call might name. */
interface Victim extends TeamFixture {
  email: string
  /** Its personal key (the fixture's `keyId` is its team's key). */
  personalKeyId: number
  /** An open invitation to the victim, from a third account's team. */
  inviteToVictim: number
  pushEndpoint: string
  /** Texts only the victim's data holds: an answer to anyone else may not contain them. */
  markers: string[]
}

/** Params of personal methods that name the victim's objects; the others get plausible params from their schema. */
function personalParams(method: UserMethodName, victim: Victim): Record<string, unknown> | undefined {
  switch (method) {
    case 'hub_approveInvite':
    case 'hub_rejectInvite':
      return { inviteId: victim.inviteToVictim }
    case 'hub_sendBindConfirmMail':
      return { email: victim.email }
    case 'hub_bindEmail':
      return { email: victim.email, code: '123456' }
    default:
      return undefined
  }
}

/**
 * Params of personal methods that name the victim's data but may be answered: deleting a push
 * endpoint deletes the caller's own subscription of it, if any (the victim's rows are checked
 * unchanged), and asking whether an e-mail can be bound says no more than the public
 * hub_emailExists.
 */
function answerableParams(method: UserMethodName, victim: Victim): Record<string, unknown> | undefined {
  if (method === 'hub_deletePushSubscription') return { endpoint: victim.pushEndpoint }
  if (method === 'hub_preBindEmail') return { email: victim.email }
  return undefined
}

/** The params another user sends: the victim's objects wherever the method names one. */
function paramsNaming(method: UserMethodName, victim: Victim, keyId: number): Record<string, unknown> {
  if (isTeamMethod(method)) return TEAM_METHOD_PARAMS[method]({ ...victim, keyId })
  return (
    personalParams(method, victim) ??
    answerableParams(method, victim) ??
    (plausibleValue(methods[method].params, { teamId: victim.teamId, keyId }) as Record<string, unknown>)
  )
}

/** Whether the method's params name an object at all (an id, an e-mail of the victim), so a refusal is the only right answer. */
function namesAnObject(method: UserMethodName, victim: Victim): boolean {
  if (personalParams(method, victim) !== undefined) return true
  if (!isTeamMethod(method)) return false
  const marked = TEAM_METHOD_PARAMS[method]({ teamId: -101, spareUserId: -102, keyId: -103, inviteId: -104 })
  return /-10[1-4]/.test(JSON.stringify(marked))
}

describe.each(sliceEngines())('the authorization matrix on %s', (engine) => {
  let server: TestServer
  let victimAccount: TestAccount
  let attacker: TestAccount
  let revokedToken: string
  let victim: Victim

  const call = (headers: Record<string, string>, method: string, params: unknown) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)
  const { ok } = rpcAsAccount(() => server)

  beforeAll(async () => {
    server = await createTestServer(engine)
    victimAccount = await signedInAccount(server, 'victim')
    attacker = await signedInAccount(server, 'attacker')
    const spare = await signedInAccount(server, 'victim-member')
    const inviter = await signedInAccount(server, 'inviter')
    const team = await ok(victimAccount, 'hub_createTeam', { name: 'Victim-team-marker' })
    await addActiveMember(server.database.kysely, { teamId: team.teamId, userId: spare.userId, role: 'developer' })
    const inTeam = { 'team-id': String(team.teamId) }
    const personalKey = await ok(victimAccount, 'hub_generateApiKey', { name: 'Victim-key-marker' })
    const teamKey = await ok(victimAccount, 'hub_generateApiKey', { name: 'Victim-team-key-marker' }, inTeam)
    const invite = await ok(victimAccount, 'hub_addMember', {
      teamId: team.teamId,
      email: 'victim-invitee@example.com',
    })
    const inviterTeam = await ok(inviter, 'hub_createTeam', { name: 'Inviter' })
    const toVictim = await ok(inviter, 'hub_addMember', { teamId: inviterTeam.teamId, email: victimAccount.email })
    const pushEndpoint = 'https://push.example.com/victim-push-marker'
    await ok(victimAccount, 'hub_savePushSubscription', {
      endpoint: pushEndpoint,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    })
    // A second session of the victim, ended: its token must open nothing.
    const second = await signedInAccount(server, 'victim-second')
    await ok(second, 'hub_logout', {})
    revokedToken = second.token
    victim = {
      teamId: team.teamId,
      spareUserId: spare.userId,
      keyId: teamKey.id,
      inviteId: invite.inviteId,
      email: victimAccount.email,
      personalKeyId: personalKey.id,
      inviteToVictim: toVictim.inviteId,
      pushEndpoint,
      markers: [
        victimAccount.email,
        'Victim-team-marker',
        'Victim-key-marker',
        personalKey.key,
        teamKey.key,
        pushEndpoint,
      ],
    }
  })
  afterAll(async () => {
    await server?.close()
  })

  it('covers every user method of the contract', () => {
    expect(USER_METHODS.length).toBeGreaterThanOrEqual(120)
    expect(USER_METHODS).toEqual(expect.arrayContaining(Object.keys(METHOD_PERMISSIONS)))
  })

  it('refuses every user method without a live session, changing nothing', async () => {
    const outcome: Record<string, string> = {}
    await dataAtRest(server)
    const before = await fingerprint(server.database.kysely)
    for (const method of USER_METHODS) {
      const params = paramsNaming(method, victim, victim.personalKeyId)
      for (const [who, headers] of [
        ['no token', {}],
        ['unknown token', { authorization: 'Bearer no-session-has-this-token-0000000000000' }],
        ['revoked token', { authorization: `Bearer ${revokedToken}` }],
      ] as const) {
        const answer = await call(headers, method, params)
        const code: number | undefined = answer.body.error?.code
        // hub_logout with a session that is over has nothing left to end: null, as the contract says.
        const refused =
          SESSION_ERROR_CODES.includes(code ?? 0) || (method === 'hub_logout' && answer.body.result === null)
        if (!refused) outcome[`${method} with ${who}`] = `answered ${code ?? 'ok'}`
      }
    }
    expect(outcome).toEqual({})
    await dataAtRest(server)
    expect(await fingerprint(server.database.kysely)).toEqual(before)
  }, 120_000)

  it("refuses another user every call naming the victim's objects, shows them nothing of the victim's, and changes none of the victim's rows", async () => {
    const outcome: Record<string, string> = {}
    const db = server.database.kysely
    const victimRows = () => ownerPrint(db, { userId: victimAccount.userId, teamId: victim.teamId })
    let tried = 0
    for (const method of USER_METHODS) {
      await dataAtRest(server)
      const before = await victimRows()
      const keyIds = [...new Set([victim.personalKeyId, victim.keyId])]
      // The Team-Id caller first: the attacker's own hub_logout, allowed, ends its session.
      const callers = [
        {
          who: 'the victim team as a non-member',
          headers: { 'team-id': String(victim.teamId) },
          params: paramsNaming(method, victim, victim.keyId),
        },
        ...keyIds.map((keyId) => ({
          who: `another user (key ${keyId})`,
          headers: {},
          params: paramsNaming(method, victim, keyId),
        })),
      ]
      for (const caller of callers) {
        tried += 1
        const answer = await call({ ...attacker.headers, ...caller.headers }, method, caller.params)
        const { error, result } = answer.body
        const where = `${method} as ${caller.who}`
        if (caller.who.startsWith('the victim team')) {
          if (error?.code !== 10403) outcome[where] = `answered ${error?.code ?? 'ok'}, not 10403`
          continue
        }
        if (error?.code === -32603 || answer.status >= 500) outcome[where] = 'an internal error'
        else if (error === undefined && namesAnObject(method, victim)) outcome[where] = 'allowed'
        else if (error?.code === -32602 && namesAnObject(method, victim)) {
          outcome[where] = `refused as malformed (${error.message}): the check was not reached`
        } else {
          const seen = victim.markers.filter((marker) => JSON.stringify(result ?? null).includes(marker))
          if (seen.length > 0) outcome[where] = `showed ${seen.join(', ')}`
        }
      }
      await dataAtRest(server)
      expect(await victimRows(), `${method}: another user's call changed the victim's rows`).toEqual(before)
    }
    expect(outcome).toEqual({})
    expect(tried).toBeGreaterThanOrEqual(3 * 120)
  }, 180_000)
})
