/**
 * A team member removed while its page is open (server/modules/teams/end-membership.ts, through
 * dev_endTeamMembership until the teams issue's methods) is logged out of that team context, and
 * the server closes its socket (4403 "10403").
 */
import {
  apiCall,
  apiLogin,
  clientPasswordHash,
  createAccount,
  devCall,
  liveSockets,
  logIn,
  type E2eAccount,
} from './support/accounts'
import { expect, test } from './support/fixtures'

test('a member removed from its team while the page is open is logged out and its socket closed', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Owner')
  const ownerToken = await apiLogin(request, owner)
  const team = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Night Shift' }, ownerToken)
  const member: E2eAccount = {
    email: `e2e-member-${crypto.randomUUID()}@example.com`,
    password: 'correct horse battery',
    nickname: 'Member',
  }
  const invite = await devCall<{ code: string }>(request, 'dev_createTeamInvite', {
    teamId: team.teamId,
    email: member.email,
  })
  const password = clientPasswordHash(member.password)
  await apiCall(request, 'hub_registerTeam', {
    code: invite.code,
    nickname: member.nickname,
    password,
    confirmPassword: password,
  })
  const sockets: Array<{ url: () => string; isClosed: () => boolean }> = []
  page.on('websocket', (socket) => sockets.push(socket))
  await logIn(page, member)
  await expect.poll(() => liveSockets(page, member)).toBe(1)
  expect(sockets.some((socket) => socket.url().includes(`teamId=${team.teamId}`) && !socket.isClosed())).toBe(true)

  await devCall(request, 'dev_endTeamMembership', { teamId: team.teamId, email: member.email })

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0)
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'bpis')).toBeUndefined()
  await expect.poll(() => liveSockets(page, member)).toBe(0)
  expect(sockets.every((socket) => socket.isClosed())).toBe(true)
})
