/**
 * The members list of a team bigger than a page (issue 19): the owner of a team of 8, five to a
 * page, finds one member by name, clears the search, turns to page 2, and a reload keeps that page (the address holds it). The
 * team is made through the API, not the page: the test is about finding a member.
 */
import type { APIRequestContext } from '@playwright/test'
import { LOGIN_TYPE_COOKIE, TEAM_ID_COOKIE } from '../../src/lib/team-context'
import { apiCall, apiLogin, clientPasswordHash, createAccount, devCall, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'

/** Invites an address and registers it into the team as `nickname`, as the invitation link does. */
async function join(request: APIRequestContext, teamId: number, nickname: string): Promise<void> {
  const email = `e2e-member-${crypto.randomUUID()}@example.com`
  const invite = await devCall<{ code: string }>(request, 'dev_createTeamInvite', { teamId, email })
  const password = clientPasswordHash('correct horse battery')
  await apiCall(request, 'hub_registerTeam', { code: invite.code, nickname, password, confirmPassword: password })
}

test('the owner of a team of 8 finds a member by name, and page 2 stays across a reload', async ({ page, request }) => {
  const owner = await createAccount(request, 'Owner')
  const ownerToken = await apiLogin(request, owner)
  const team = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Big Company' }, ownerToken)
  const names = [...Array.from({ length: 6 }, (_, index) => `Developer ${index + 1}`), 'Zelda Quartz']
  await Promise.all(names.map((nickname) => join(request, team.teamId, nickname)))

  await logIn(page, owner)
  const origin = new URL(page.url()).origin
  await page.context().addCookies([
    { name: LOGIN_TYPE_COOKIE, value: 'Team', url: origin },
    { name: TEAM_ID_COOKIE, value: String(team.teamId), url: origin },
  ])
  // Five to a page (a page size the table offers): two pages without registering dozens of members.
  await page.goto('/rpc/team?size=5')
  const members = page.getByTestId('team-member')
  await expect(members).toHaveCount(5)
  await expect(page.getByText('Your role: Owner')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search members' }).fill('zelda')
  await expect(members).toHaveCount(1)
  await expect(members).toContainText('Zelda Quartz')
  await expect(page).toHaveURL(/[?&]q=zelda/)

  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(members).toHaveCount(5)
  await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('')

  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(members).toHaveCount(3)
  await expect(page).toHaveURL(/[?&]page=2/)

  await page.reload()
  await expect(members).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  // The owner's row is on page 1; their role still shows, and what only an owner may do is offered.
  await expect(page.getByText('Your role: Owner')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Disband team' })).toBeEnabled()
})
