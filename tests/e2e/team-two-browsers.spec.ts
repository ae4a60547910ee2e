/**
 * Issue 19's story, in two browsers: an owner invites a colleague by e-mail as a viewer; the
 * mail's link opens /invite-member, the colleague accepts and works in the team (its keys, not the
 * owner's personal ones); a viewer's "Create key" is disabled with the matrix's reason and the
 * server refuses it when forced; the owner removes the colleague while the colleague's page is
 * open, and that page leaves the team at once; the log tells both what happened; the header names
 * the workspace throughout.
 */
import type { Page } from '@playwright/test'
import { apiCall, apiLogin, createAccount, logIn, sessionToken } from './support/accounts'
import { expect, test } from './support/fixtures'
import { latestMail, linkPath } from './support/mail'

/** The header names the workspace on desktop, a line under it on phones (one of the two shows). */
const workspace = (page: Page) => page.getByTestId('workspace-name').locator('visible=true')

test('an owner invites a viewer by e-mail, the viewer works in the team, then is removed', async ({
  page: ownerPage,
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olivia')
  const colleague = await createAccount(request, 'Colin')
  const ownerToken = await apiLogin(request, owner)
  const team = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Night Shift' }, ownerToken)
  await apiCall(request, 'hub_generateApiKey', { name: 'Olivia personal key' }, ownerToken)
  await apiCall(request, 'hub_generateApiKey', { name: 'Night Shift key' }, ownerToken, team.teamId)

  // The owner enters the team from the header and invites the colleague by e-mail, as a viewer.
  await logIn(ownerPage, owner)
  await expect(workspace(ownerPage)).toHaveText('Personal')
  await ownerPage
    .getByRole('button', { name: /Switch workspace/ })
    .locator('visible=true')
    .click()
  await ownerPage.getByTestId(`switch-to-team-${team.teamId}`).click()
  await expect(workspace(ownerPage)).toHaveText('Night Shift')
  await ownerPage.goto('/rpc/team')
  await ownerPage.getByLabel('E-mail address').fill(colleague.email)
  await ownerPage.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer')
  await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click()
  await expect(ownerPage.getByText(colleague.email)).toBeVisible()

  // The colleague, in a browser of their own, opens the mail's link and accepts.
  const colleagueContext = await browser.newContext()
  const colleaguePage = await colleagueContext.newPage()
  try {
    const mail = await latestMail(request, colleague.email, /Night Shift/)
    await logIn(colleaguePage, colleague)
    await expect(workspace(colleaguePage)).toHaveText('Personal')
    await colleaguePage.goto(linkPath(mail, '/invite-member'))
    await colleaguePage.getByRole('button', { name: 'Accept the invitation to Night Shift' }).click()
    await expect(colleaguePage).toHaveURL(/\/rpc\/endpoint/)
    await expect(workspace(colleaguePage)).toHaveText('Night Shift')

    // The team's keys, never the owner's personal ones.
    await expect(colleaguePage.getByRole('heading', { name: 'Night Shift key' })).toBeVisible()
    await expect(colleaguePage.getByRole('heading', { name: 'Olivia personal key' })).toHaveCount(0)

    // A viewer cannot create a key: disabled, with the reason; forced, the server refuses it.
    const create = colleaguePage.getByRole('button', { name: 'Create key' })
    await expect(create).toBeDisabled()
    await expect(create).toHaveAccessibleDescription(
      'Only an owner, admin or developer can do this; your role in this team is viewer',
    )
    const forced = apiCall(
      request,
      'hub_generateApiKey',
      { name: 'Forced key' },
      await sessionToken(colleaguePage),
      team.teamId,
    )
    await expect(forced).rejects.toThrow(/10403/)
    const keys = await apiCall<{ total: number }>(request, 'hub_getApiKeys', {}, ownerToken, team.teamId)
    expect(keys.total).toBe(1)

    // The colleague reads the log of the invitation and of joining.
    await colleaguePage.goto('/rpc/team/logs')
    await expect(colleaguePage.getByRole('cell', { name: 'Member invited' })).toBeVisible()
    await expect(colleaguePage.getByRole('cell', { name: 'Member joined' })).toBeVisible()
    await expect(workspace(colleaguePage)).toHaveText('Night Shift')

    // The owner removes the colleague while the colleague's page is open: it leaves the team at once.
    await ownerPage.reload()
    const row = ownerPage.getByTestId('team-member').filter({ hasText: 'Colin' })
    await row.getByRole('button', { name: 'Remove' }).click()
    await ownerPage.getByRole('button', { name: 'Remove Colin' }).click()
    await expect(ownerPage.getByTestId('team-member').filter({ hasText: 'Colin' })).toHaveCount(0)
    await expect(colleaguePage).toHaveURL(/\/$/)
    await expect(colleaguePage.getByRole('button', { name: /Account menu/ })).toHaveCount(0)
    await expect(colleaguePage.getByRole('cell', { name: 'Member joined' })).toHaveCount(0)

    // The owner's log has all three, newest first; the header still names the team.
    await ownerPage.goto('/rpc/team/logs')
    const actions = ownerPage.getByRole('cell', { name: /^Member (invited|joined|removed)$/ })
    await expect(actions).toHaveText(['Member removed', 'Member joined', 'Member invited'])
    await expect(workspace(ownerPage)).toHaveText('Night Shift')
  } finally {
    await colleagueContext.close()
  }
})
