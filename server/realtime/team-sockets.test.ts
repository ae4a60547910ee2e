import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SocketCloseCode } from '../../contract/index'
import { notify } from '../modules/notices/notify'
import { disbandTeam, removeTeamMember } from '../modules/teams/end-membership'
import { addActiveMember, createTeam } from '../modules/teams/teams.queries'
import { signedInAccount, type TestAccount } from '../test-support/accounts'
import { testEngines } from '../test-support/test-database'
import type { TestServer } from '../test-support/test-server'
import { listeningTestServer, openNoticeSocket, type NoticeSocket } from './test-notice-socket'

describe.each(testEngines())('team context on the notice socket on %s', (engine) => {
  let server: TestServer
  let origin: string
  let owner: TestAccount
  let member: TestAccount
  let outsider: TestAccount
  let team: number
  const sockets: NoticeSocket[] = []

  beforeAll(async () => {
    ;({ server, origin } = await listeningTestServer(engine))
    owner = await signedInAccount(server, 'owner')
    member = await signedInAccount(server, 'member')
    outsider = await signedInAccount(server, 'outsider')
    team = await createTeam(server.database.kysely, owner.userId, 'Core')
    await addActiveMember(server.database.kysely, { teamId: team, userId: member.userId, role: 'developer' })
  })
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()))
    await server?.close()
  })

  async function socketOf(account: TestAccount, teamId?: string): Promise<NoticeSocket> {
    const socket = await openNoticeSocket(origin, account.token, { teamId })
    sockets.push(socket)
    return socket
  }

  it.each([
    ['a team the caller is not in', () => String(team)],
    ['an unknown team', () => '999999'],
    ['a malformed team id', () => 'abc'],
  ])('a socket with %s is closed with 4403 "10403"', async (_case, teamId) => {
    const socket = await socketOf(outsider, teamId())
    expect(await socket.closed).toEqual({ code: SocketCloseCode.TeamForbidden, reason: '10403' })
  })

  it("a team notice reaches every member's socket, opened in team context or not, and nobody else's", async () => {
    const ownerSocket = await socketOf(owner, String(team))
    const memberSocket = await socketOf(member)
    const outsiderSocket = await socketOf(outsider)

    await notify(server.database.kysely, { teamId: team }, 'normal_success', {}, { title: 'Team news', content: 'x' })
    await notify(
      server.database.kysely,
      { userId: outsider.userId },
      'normal_success',
      {},
      { title: 'Own', content: 'y' },
    )

    expect((await ownerSocket.nextFrame()).params.body.title).toBe('Team news')
    expect((await memberSocket.nextFrame()).params.body.title).toBe('Team news')
    // Frames keep commit order: the outsider's first frame is its own notice, so the team's never came.
    expect((await outsiderSocket.nextFrame()).params.body.title).toBe('Own')
  })

  it('removing a member closes its socket in the team\'s context with 4403 "10403" and tells it on its personal one', async () => {
    const squad = await createTeam(server.database.kysely, owner.userId, 'Squad')
    await addActiveMember(server.database.kysely, { teamId: squad, userId: member.userId, role: 'developer' })
    const inTeam = await socketOf(member, String(squad))
    const personal = await socketOf(member)
    const ownerInTeam = await socketOf(owner, String(squad))

    expect(await removeTeamMember(server.database.kysely, squad, member.userId)).toBe(true)

    expect(await inTeam.closed).toEqual({ code: SocketCloseCode.TeamForbidden, reason: '10403' })
    expect((await personal.nextFrame()).params.body).toMatchObject({ type: 'team_remove_member' })
    // The owner's socket in the same team stays: its frames still come.
    await notify(server.database.kysely, { teamId: squad }, 'normal_success', {}, { title: 'Still here', content: 'z' })
    expect((await ownerInTeam.nextFrame()).params.body.title).toBe('Still here')
    expect(await removeTeamMember(server.database.kysely, squad, member.userId)).toBe(false)
  })

  it("disbanding a team closes every member's socket in its context, after the notice", async () => {
    const crew = await createTeam(server.database.kysely, owner.userId, 'Crew')
    await addActiveMember(server.database.kysely, { teamId: crew, userId: member.userId, role: 'developer' })
    const ownerInTeam = await socketOf(owner, String(crew))
    const memberInTeam = await socketOf(member, String(crew))

    expect(await disbandTeam(server.database.kysely, crew)).toBe(true)

    for (const socket of [ownerInTeam, memberInTeam]) {
      expect((await socket.nextFrame()).params.body).toMatchObject({ type: 'team_disband' })
      expect(await socket.closed).toEqual({ code: SocketCloseCode.TeamForbidden, reason: '10403' })
    }
    expect(await disbandTeam(server.database.kysely, crew)).toBe(false)
  })
})
