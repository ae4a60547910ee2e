import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../../mail/outbox-mailer'
import { clientHash, rpcAsAccount, signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { countRows, testEngines } from '../../../test-support/test-database'
import { createTestServer, postRpc, rowsAtRest, type TestServer } from '../../../test-support/test-server'
import { addActiveMember } from '../teams.queries'

describe.each(testEngines())('team members and invitations on %s', (engine) => {
  let server: TestServer
  const { call, ok } = rpcAsAccount(() => server)

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const db = () => server.database.kysely

  /** A team owned by a new account, with one new member per extra role asked. */
  async function team(...roles: Array<'admin' | 'developer' | 'billing' | 'viewer'>) {
    const owner = await signedInAccount(server, 'owner')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Squad' })
    const members: TestAccount[] = []
    for (const role of roles) {
      const member = await signedInAccount(server, role)
      await addActiveMember(db(), { teamId, userId: member.userId, role })
      members.push(member)
    }
    return { owner, teamId: teamId as number, members }
  }

  const roleOf = async (teamId: number, userId: number) =>
    (
      await db()
        .selectFrom('team_members')
        .select('role')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.role ?? null

  const noticesOf = (userId: number, type: string) =>
    db()
      .selectFrom('notices')
      .select(['type', 'expand'])
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .execute()

  it('an e-mail invitation mails the /invite-member link in the invitee language, and approving joins with its role', async () => {
    const { owner, teamId } = await team()
    const invitee = await signedInAccount(server, 'invitee')
    await ok(invitee, 'hub_changeUserLang', { lang: 'zh' })
    const invitation = await ok(owner, 'hub_addMember', { teamId, email: invitee.email, role: 'viewer', note: 'QA' })
    expect(invitation).toMatchObject({ email: invitee.email, userId: null, role: 'viewer', note: 'QA' })
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 24 * 3600 * 1000)

    const [mail] = await listOutbox(db(), invitee.email)
    expect(mail!.subject).toContain('Squad')
    expect(mail!.text).toContain('邀请您')
    const link = new URL(mail!.links[0]!)
    expect(link.pathname).toBe('/invite-member')
    expect(link.searchParams.get('inviteId')).toBe(String(invitation.inviteId))
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The address has an account: the page offers to log in and accept, not to register.
    expect(link.searchParams.get('register')).toBeNull()

    expect((await ok(invitee, 'hub_getUserProfile', {})).hasInvite).toBe(true)
    const mine = await ok(invitee, 'hub_getMyInvite', {})
    expect(mine).toEqual([
      expect.objectContaining({ inviteId: invitation.inviteId, teamId, teamName: 'Squad', role: 'viewer' }),
    ])
    const members = await ok(owner, 'hub_getTeamMembers', { teamId })
    expect(members.invitations.map((i: { inviteId: number }) => i.inviteId)).toEqual([invitation.inviteId])

    const entry = await ok(invitee, 'hub_approveInvite', { inviteId: invitation.inviteId })
    expect(entry).toMatchObject({ teamId, role: 'viewer', memberCount: 2 })
    expect(await roleOf(teamId, invitee.userId)).toBe('viewer')
    const approved = await noticesOf(owner.userId, 'team_approve_invite')
    expect(approved).toHaveLength(1)
    expect(approved[0]!.expand).toMatchObject({ teamId, teamName: 'Squad' })
    expect(await ok(invitee, 'hub_getMyInvite', {})).toEqual([])
  })

  it('an e-mail invitation of an address without an account says register=1, and hub_registerTeam joins with its role', async () => {
    const { owner, teamId } = await team()
    const email = `newcomer-${Date.now()}@example.com`
    await ok(owner, 'hub_addMember', { teamId, email, role: 'billing' }, { 'accept-language': 'en' })
    const [mail] = await listOutbox(db(), email)
    expect(mail!.text).toContain('invited you to join the Hubdeck team "Squad" as billing')
    const link = new URL(mail!.links[0]!)
    expect(link.searchParams.get('register')).toBe('1')
    const code = link.searchParams.get('code')!
    const session = await postRpc(server.app, {
      method: 'hub_registerTeam',
      params: { code, password: clientHash('pw pw pw'), confirmPassword: clientHash('pw pw pw') },
    })
    expect(session.body.result.user.teamList).toEqual([expect.objectContaining({ teamId, role: 'billing' })])
    expect(await noticesOf(owner.userId, 'team_approve_invite')).toHaveLength(1)
  })

  it('an invitation is single use: a second approval, or a rejection after it, is refused and changes nothing', async () => {
    const { owner, teamId } = await team()
    const invitee = await signedInAccount(server, 'once')
    const { inviteId } = await ok(owner, 'hub_addMember', { teamId, email: invitee.email })
    await ok(invitee, 'hub_approveInvite', { inviteId })
    const before = await rowsAtRest(server)
    for (const method of ['hub_approveInvite', 'hub_rejectInvite']) {
      const again = await call(invitee, method, { inviteId })
      expect(again.body.error).toMatchObject({
        code: 10422,
        message: 'This invitation has already been used',
        messageZh: '该邀请已被使用',
        data: { status: 'used' },
      })
    }
    expect(await countRows(db())).toEqual(before)
    expect(await roleOf(teamId, invitee.userId)).toBe('developer')
  })

  it('two answers sent together: exactly one is applied', async () => {
    const { owner, teamId } = await team()
    const invitee = await signedInAccount(server, 'racer')
    const { inviteId } = await ok(owner, 'hub_addMember', { teamId, email: invitee.email })
    const answers = await Promise.all([
      call(invitee, 'hub_approveInvite', { inviteId }),
      call(invitee, 'hub_approveInvite', { inviteId }),
      call(invitee, 'hub_rejectInvite', { inviteId }),
    ])
    const applied = answers.filter((answer) => answer.body.error === undefined)
    expect(applied).toHaveLength(1)
    for (const answer of answers.filter((a) => a.body.error)) {
      expect(answer.body.error).toMatchObject({ code: 10422, data: { status: 'used' } })
    }
    const row = await db()
      .selectFrom('team_invitations')
      .select(['accepted_at', 'rejected_at'])
      .where('id', '=', inviteId)
      .executeTakeFirstOrThrow()
    expect([row.accepted_at, row.rejected_at].filter((at) => at !== null)).toHaveLength(1)
    expect(await roleOf(teamId, invitee.userId)).toBe(row.accepted_at ? 'developer' : null)
  })

  it('a rejected invitation cannot be approved; one for someone else is not valid for the caller', async () => {
    const { owner, teamId } = await team()
    const invitee = await signedInAccount(server, 'rejecter')
    const stranger = await signedInAccount(server, 'stranger')
    const { inviteId } = await ok(owner, 'hub_addMember', { teamId, email: invitee.email })
    const foreign = await call(stranger, 'hub_approveInvite', { inviteId })
    expect(foreign.body.error).toMatchObject({ code: 10422, data: { status: 'invalid' } })
    expect(await ok(invitee, 'hub_rejectInvite', { inviteId })).toBeNull()
    const late = await call(invitee, 'hub_approveInvite', { inviteId })
    expect(late.body.error).toMatchObject({ code: 10422, data: { status: 'used' } })
    expect(await roleOf(teamId, invitee.userId)).toBeNull()
  })

  it('an invitation expires after 7 days: approving then is refused and changes nothing', async () => {
    const { owner, teamId } = await team()
    const invitee = await signedInAccount(server, 'late')
    const { inviteId } = await ok(owner, 'hub_addMember', { teamId, email: invitee.email })
    await db()
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', inviteId)
      .execute()
    expect(await ok(invitee, 'hub_getMyInvite', {})).toEqual([])
    const before = await rowsAtRest(server)
    const answer = await call(invitee, 'hub_approveInvite', { inviteId })
    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'This invitation has expired, please ask the team owner for a new one',
      data: { status: 'expired' },
    })
    expect(await countRows(db())).toEqual(before)
    expect(await roleOf(teamId, invitee.userId)).toBeNull()
  })

  it('a revoked invitation is gone from the lists and refused everywhere, hub_registerTeam included', async () => {
    const { owner, teamId } = await team()
    const invitee = await signedInAccount(server, 'revoked')
    const { inviteId } = await ok(owner, 'hub_addMember', { teamId, email: invitee.email })
    const email = `revoked-new-${Date.now()}@example.com`
    const second = await ok(owner, 'hub_addMember', { teamId, email })
    const code = new URL((await listOutbox(db(), email))[0]!.links[0]!).searchParams.get('code')!

    expect(await ok(owner, 'hub_revokeInvite', { teamId, inviteId })).toBeNull()
    expect(await ok(owner, 'hub_revokeInvite', { teamId, inviteId: second.inviteId })).toBeNull()
    const again = await call(owner, 'hub_revokeInvite', { teamId, inviteId })
    expect(again.body.error).toMatchObject({ code: 10422, data: { status: 'revoked' } })
    expect((await ok(owner, 'hub_getTeamMembers', { teamId })).invitations).toEqual([])
    expect(await ok(invitee, 'hub_getMyInvite', {})).toEqual([])
    expect((await ok(invitee, 'hub_getUserProfile', {})).hasInvite).toBe(false)

    const before = await rowsAtRest(server)
    const approve = await call(invitee, 'hub_approveInvite', { inviteId })
    expect(approve.body.error).toMatchObject({ code: 10422, data: { status: 'invalid' } })
    const register = await postRpc(server.app, {
      method: 'hub_registerTeam',
      params: { code, password: clientHash('pw pw pw'), confirmPassword: clientHash('pw pw pw') },
    })
    expect(register.body.error).toMatchObject({ code: 10422, data: { status: 'invalid' } })
    expect(await countRows(db())).toEqual(before)
  })

  it('invites by user code; refuses an unknown code, a member and a second open invitation', async () => {
    const { owner, teamId, members } = await team('developer')
    const invitee = await signedInAccount(server, 'coded')
    const { userCode } = await ok(invitee, 'hub_getUserCode', {})
    expect(userCode).toMatch(/^[A-F0-9]{12}$/)
    expect((await ok(invitee, 'hub_getUserCode', {})).userCode).toBe(userCode)

    const invitation = await ok(owner, 'hub_addMember', { teamId, userCode: userCode.toLowerCase() })
    expect(invitation).toMatchObject({ email: null, userId: invitee.userId, role: 'developer' })
    const twice = await call(owner, 'hub_addMember', { teamId, userCode })
    expect(twice.body.error).toMatchObject({ code: 10422, data: { inviteId: invitation.inviteId } })
    const unknown = await call(owner, 'hub_addMember', { teamId, userCode: 'ZZZZZZZZ' })
    expect(unknown.body.error).toMatchObject({ code: 10422, message: 'No account has this user code' })
    const memberCode = (await ok(members[0]!, 'hub_getUserCode', {})).userCode
    const member = await call(owner, 'hub_addMember', { teamId, userCode: memberCode })
    expect(member.body.error).toMatchObject({ code: 10422, message: 'This user is already a member of the team' })

    expect(await ok(invitee, 'hub_getMyInvite', {})).toHaveLength(1)
    await ok(invitee, 'hub_approveInvite', { inviteId: invitation.inviteId })
    expect(await roleOf(teamId, invitee.userId)).toBe('developer')
  })

  it('only the owner invites an admin', async () => {
    const { owner, teamId, members } = await team('admin')
    const [admin] = members
    const refused = await call(admin!, 'hub_addMember', { teamId, email: 'boss@example.com', role: 'admin' })
    expect(refused.body.error).toMatchObject({ code: 10403 })
    expect(await listOutbox(db(), 'boss@example.com')).toEqual([])
    await ok(admin!, 'hub_addMember', { teamId, email: 'staff@example.com', role: 'viewer' })
    await ok(owner, 'hub_addMember', { teamId, email: 'boss@example.com', role: 'admin' })
  })

  it('the owner cannot leave, nor be removed; a member leaves and the owner and admins hear it', async () => {
    const { owner, teamId, members } = await team('admin', 'developer')
    const [admin, developer] = members
    const before = await rowsAtRest(server)
    const leave = await call(owner, 'hub_leaveTeam', { teamId })
    expect(leave.body.error).toMatchObject({
      code: 10422,
      message: 'The owner cannot leave the team: transfer ownership to another member first, or disband the team',
    })
    const remove = await call(admin!, 'hub_removeMember', { teamId, userId: owner.userId })
    expect(remove.body.error).toMatchObject({ code: 10422, message: 'The team owner cannot be removed' })
    expect(await countRows(db())).toEqual(before)
    expect(await roleOf(teamId, owner.userId)).toBe('owner')

    expect(await ok(developer!, 'hub_leaveTeam', { teamId })).toBeNull()
    expect(await roleOf(teamId, developer!.userId)).toBeNull()
    for (const manager of [owner, admin!]) {
      const heard = await noticesOf(manager.userId, 'team_member_leave')
      expect(heard).toHaveLength(1)
      expect(heard[0]!.expand).toMatchObject({ teamId, teamName: 'Squad' })
    }
    const after = await call(developer!, 'hub_getTeamMembers', { teamId })
    expect(after.body.error).toMatchObject({ code: 10403 })
  })

  it('removing a member tells them, ends the membership, and their team context answers 10403', async () => {
    const { owner, teamId, members } = await team('admin', 'viewer')
    const [admin, viewer] = members
    expect((await ok(viewer!, 'hub_getTeamUserProfile', {}, { 'team-id': String(teamId) })).role).toBe('viewer')
    expect(await ok(admin!, 'hub_removeMember', { teamId, userId: viewer!.userId })).toBeNull()
    expect(await roleOf(teamId, viewer!.userId)).toBeNull()
    const told = await noticesOf(viewer!.userId, 'team_remove_member')
    expect(told).toHaveLength(1)
    expect(told[0]!.expand).toMatchObject({ teamId, teamName: 'Squad' })
    const refused = await call(viewer!, 'hub_getTeamUserProfile', {}, { 'team-id': String(teamId) })
    expect(refused.body.error).toMatchObject({ code: 10403 })

    // An admin removes no admin; the owner does.
    const second = await signedInAccount(server, 'admin2')
    await addActiveMember(db(), { teamId, userId: second.userId, role: 'admin' })
    const byAdmin = await call(admin!, 'hub_removeMember', { teamId, userId: second.userId })
    expect(byAdmin.body.error).toMatchObject({ code: 10403, message: 'Only the team owner can remove an admin' })
    expect(await roleOf(teamId, second.userId)).toBe('admin')
    await ok(owner, 'hub_removeMember', { teamId, userId: second.userId })
    expect(await roleOf(teamId, second.userId)).toBeNull()
  })

  it('roles: only the owner makes or unmakes admins, nobody changes the owner, and owner is not a role to set', async () => {
    const { owner, teamId, members } = await team('admin', 'developer')
    const [admin, developer] = members
    expect((await ok(admin!, 'hub_setMemberRole', { teamId, userId: developer!.userId, role: 'billing' })).role).toBe(
      'billing',
    )
    const logged = await db()
      .selectFrom('team_logs')
      .select(['action', 'detail', 'actor_user_id'])
      .where('team_id', '=', teamId)
      .where('action', '=', 'role_changed')
      .execute()
    expect(logged.map((row) => [row.detail, Number(row.actor_user_id)])).toEqual([
      ['developer → billing', admin!.userId],
    ])
    const promote = await call(admin!, 'hub_setMemberRole', { teamId, userId: developer!.userId, role: 'admin' })
    expect(promote.body.error).toMatchObject({ code: 10403, message: 'Only the team owner can make or unmake admins' })
    const demoteSelf = await call(admin!, 'hub_setMemberRole', { teamId, userId: admin!.userId, role: 'viewer' })
    expect(demoteSelf.body.error).toMatchObject({ code: 10403 })
    const ownerChange = await call(admin!, 'hub_setMemberRole', { teamId, userId: owner.userId, role: 'viewer' })
    expect(ownerChange.body.error).toMatchObject({ code: 10422 })
    const asOwner = await call(owner, 'hub_setMemberRole', { teamId, userId: developer!.userId, role: 'owner' })
    expect(asOwner.body.error).toMatchObject({ code: -32602, data: { field: 'role' } })
    expect(await roleOf(teamId, developer!.userId)).toBe('billing')
    expect(await roleOf(teamId, admin!.userId)).toBe('admin')

    await ok(owner, 'hub_setMemberRole', { teamId, userId: developer!.userId, role: 'admin' })
    await ok(owner, 'hub_setMemberRole', { teamId, userId: admin!.userId, role: 'viewer' })
    expect(await roleOf(teamId, developer!.userId)).toBe('admin')
    expect(await roleOf(teamId, admin!.userId)).toBe('viewer')
  })

  it('transferring ownership makes the member the owner and the owner an admin, in one go', async () => {
    const { owner, teamId, members } = await team('developer', 'admin')
    const [developer, admin] = members
    const byAdmin = await call(admin!, 'hub_transferTeamOwnership', { teamId, userId: admin!.userId })
    expect(byAdmin.body.error).toMatchObject({ code: 10403 })
    const entry = await ok(owner, 'hub_transferTeamOwnership', { teamId, userId: developer!.userId })
    expect(entry).toMatchObject({ teamId, role: 'admin', ownerId: developer!.userId })
    expect(await roleOf(teamId, developer!.userId)).toBe('owner')
    expect(await roleOf(teamId, owner.userId)).toBe('admin')
    const row = await db().selectFrom('teams').select('owner_id').where('id', '=', teamId).executeTakeFirstOrThrow()
    expect(Number(row.owner_id)).toBe(developer!.userId)
    // The former owner may now leave; the new one may not.
    expect(await ok(owner, 'hub_leaveTeam', { teamId })).toBeNull()
    expect((await call(developer!, 'hub_leaveTeam', { teamId })).body.error).toMatchObject({ code: 10422 })
    const stranger = await signedInAccount(server, 'stranger')
    const outside = await call(developer!, 'hub_transferTeamOwnership', { teamId, userId: stranger.userId })
    expect(outside.body.error).toMatchObject({ code: 10422, message: 'This user is not a member of the team' })
  })

  it('members: owner first, then admins, notes, keyword filter, and rename and disband by the owner', async () => {
    const { owner, teamId, members } = await team('viewer', 'admin')
    const [viewer, admin] = members
    const note = await ok(admin!, 'hub_editTeamNote', { teamId, userId: viewer!.userId, note: '  on call  ' })
    expect(note).toMatchObject({ userId: viewer!.userId, note: 'on call', role: 'viewer', status: 'active' })
    const page = await ok(viewer!, 'hub_getTeamMembers', { teamId })
    expect(page).toMatchObject({ total: 3, page: 1 })
    expect(page.list.map((m: { userId: number }) => m.userId)).toEqual([owner.userId, admin!.userId, viewer!.userId])
    expect(page.list[2]).toMatchObject({ note: 'on call' })
    const filtered = await ok(owner, 'hub_getTeamMembers', { teamId, keyword: viewer!.email.slice(0, 8) })
    expect(filtered.list.map((m: { userId: number }) => m.userId)).toEqual([viewer!.userId])

    const rename = await call(admin!, 'hub_editTeamName', { teamId, name: 'Hijacked' })
    expect(rename.body.error).toMatchObject({ code: 10403 })
    expect((await ok(owner, 'hub_editTeamName', { teamId, name: 'Renamed' })).name).toBe('Renamed')

    const disband = await call(admin!, 'hub_deleteTeam', { teamId })
    expect(disband.body.error).toMatchObject({ code: 10403 })
    expect(await ok(owner, 'hub_deleteTeam', { teamId })).toBeNull()
    const gone = await db().selectFrom('teams').select('deleted_at').where('id', '=', teamId).executeTakeFirstOrThrow()
    expect(gone.deleted_at).not.toBeNull()
    const told = await db()
      .selectFrom('notices')
      .select('type')
      .where('team_id', '=', teamId)
      .where('type', '=', 'team_disband')
      .execute()
    expect(told).toHaveLength(1)
    expect((await call(viewer!, 'hub_getTeamMembers', { teamId })).body.error).toMatchObject({ code: 10403 })
  })

  it("a non-member's calls naming the team answer 10403 and change nothing", async () => {
    const { owner, teamId } = await team('viewer')
    const stranger = await signedInAccount(server, 'outsider')
    const { inviteId } = await ok(owner, 'hub_addMember', { teamId, email: 'pending@example.com' })
    const before = await rowsAtRest(server)
    const calls: Array<[string, Record<string, unknown>]> = [
      ['hub_getTeamMembers', { teamId }],
      ['hub_editTeamName', { teamId, name: 'Mine now' }],
      ['hub_deleteTeam', { teamId }],
      ['hub_leaveTeam', { teamId }],
      ['hub_addMember', { teamId, email: 'friend@example.com' }],
      ['hub_removeMember', { teamId, userId: owner.userId }],
      ['hub_revokeInvite', { teamId, inviteId }],
      ['hub_setMemberRole', { teamId, userId: owner.userId, role: 'viewer' }],
      ['hub_transferTeamOwnership', { teamId, userId: stranger.userId }],
      ['hub_editTeamNote', { teamId, userId: owner.userId, note: 'x' }],
    ]
    for (const [method, params] of calls) {
      const answer = await call(stranger, method, params)
      expect(answer.body.error, method).toMatchObject({ code: 10403 })
    }
    expect(await countRows(db())).toEqual(before)
  })
})
