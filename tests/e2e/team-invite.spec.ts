/**
 * The invitee's side of issue 19: the mail link at /invite-member shows the invitation, Accept
 * joins the team and enters it (the header's workspace switcher names it with the role), and the
 * switcher goes back to the personal account.
 */
import { apiCall, apiLogin, createAccount, devCall, logIn } from './support/accounts'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** The header names the workspace on desktop, a line under it on phones (one of the two shows). */
const workspace = (page: Page) => page.getByTestId('workspace-name').locator('visible=true')

test('an invited account accepts the link and switches workspaces from the header', async ({ page, request }) => {
  const owner = await createAccount(request, 'Owner')
  const ownerToken = await apiLogin(request, owner)
  const team = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Night Shift' }, ownerToken)
  const invitee = await createAccount(request, 'Invitee')
  const invite = await devCall<{ inviteId: number; code: string }>(request, 'dev_createTeamInvite', {
    teamId: team.teamId,
    email: invitee.email,
  })

  await logIn(page, invitee)
  await expect(workspace(page)).toHaveText('Personal')
  await page.goto(`/invite-member?inviteId=${invite.inviteId}&code=${encodeURIComponent(invite.code)}`)
  const card = page.getByTestId(`invite-${invite.inviteId}`)
  await expect(card).toContainText('Night Shift')
  await expect(card).toContainText('Developer')
  await card.getByRole('button', { name: 'Accept the invitation to Night Shift' }).click()

  await expect(page).toHaveURL(/\/rpc\/endpoint/)
  await expect(workspace(page)).toHaveText('Night Shift')

  await page
    .getByRole('button', { name: /Switch workspace/ })
    .locator('visible=true')
    .click()
  await page.getByTestId('switch-to-personal').click()
  await expect(workspace(page)).toHaveText('Personal')

  // The link used once more says it is closed.
  await page.goto(`/invite-member?inviteId=${invite.inviteId}&code=${encodeURIComponent(invite.code)}`)
  await expect(page.getByText('This invitation is no longer open')).toBeVisible()
})

test('the workspace switcher fits a 390 px phone header', async ({ page, request }) => {
  const account = await createAccount(request, 'Phone')
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, account)
  await expect(workspace(page)).toHaveText('Personal')
  await page
    .getByRole('button', { name: /Switch workspace/ })
    .locator('visible=true')
    .click()
  await expect(page.getByTestId('switch-to-personal')).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: '.tmp/test-results-u2/switcher-390.png' })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
