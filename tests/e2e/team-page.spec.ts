/**
 * The team page (issue 19): the owner, in team context, sees the members with their roles, edits
 * a member's note (an outbox command) and finds it in the team log, with where it came from; the
 * log's filters live in the address, so a reload keeps them and the lines they pick. Both pages
 * in team context pass axe (the accessibility sweep visits them in personal context).
 */
import { LOGIN_TYPE_COOKIE, TEAM_ID_COOKIE } from '../../src/lib/team-context'
import { apiCall, apiLogin, clientPasswordHash, createAccount, devCall, logIn } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

test('the owner lists the members, notes one and reads it in the log', async ({ page, request }) => {
  const owner = await createAccount(request, 'Owner')
  const ownerToken = await apiLogin(request, owner)
  const team = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Night Shift' }, ownerToken)
  const email = `e2e-member-${crypto.randomUUID()}@example.com`
  const invite = await devCall<{ code: string }>(request, 'dev_createTeamInvite', { teamId: team.teamId, email })
  const password = clientPasswordHash('correct horse battery')
  await apiCall(request, 'hub_registerTeam', {
    code: invite.code,
    nickname: 'Member',
    password,
    confirmPassword: password,
  })

  await logIn(page, owner)
  const origin = new URL(page.url()).origin
  await page.context().addCookies([
    { name: LOGIN_TYPE_COOKIE, value: 'Team', url: origin },
    { name: TEAM_ID_COOKIE, value: String(team.teamId), url: origin },
  ])
  await page.goto('/rpc/team')

  await expect(page.getByTestId('team-name')).toHaveText('Night Shift')
  await expect(page.getByTestId('team-member')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Disband team' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Leave team' })).toBeDisabled()
  expect(await axeViolations(page)).toEqual([])

  const row = page.getByTestId('team-member').filter({ hasText: 'Member' })
  await row.getByRole('button', { name: 'Edit note' }).click()
  await page.getByRole('textbox', { name: 'Note' }).fill('On call this week')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(row).toContainText('On call this week')

  await page.goto('/rpc/team/logs')
  const log = page.getByRole('table', { name: 'Team activity log' })
  const noteLine = log.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Note edited' }) })
  await expect(noteLine).toHaveCount(1)
  await expect(log.getByRole('cell', { name: 'Team created' })).toBeVisible()
  // The "From" column (the fifth) names the address the note was edited from.
  await expect(log.getByRole('columnheader', { name: 'From' })).toBeVisible()
  await expect(noteLine.getByRole('cell').nth(4)).toHaveText(/^(\d{1,3}(\.\d{1,3}){3}|[\da-f:.]*:[\da-f:.]*)$/i)
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Note edited' })
  await expect(page).toHaveURL(/[?&]action=note_edited(&|$)/)
  await expect(log.getByRole('cell', { name: 'Team created' })).toHaveCount(0)
  await expect(noteLine).toHaveCount(1)

  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('note_edited')
  await expect(noteLine).toHaveCount(1)
  await expect(log.getByRole('cell', { name: 'Team created' })).toHaveCount(0)
})

test('in personal context the team log says it belongs to a team and links, visibly, to the teams', async ({
  page,
}) => {
  await logIn(page, await createAccount(page.request, 'Loner'), '/rpc/team/logs')
  const link = page.getByRole('link', { name: 'Choose or create a team' })
  // A link in a sentence reads as one: underlined, not only coloured (it looked like plain text).
  await expect(link).toHaveCSS('text-decoration-line', 'underline')
  await link.click()
  await expect(page).toHaveURL(/\/rpc\/team$/)
  await expect(page.getByRole('heading', { name: 'Create team' })).toBeVisible()
})
