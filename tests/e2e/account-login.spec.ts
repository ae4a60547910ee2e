/**
 * Issue 6, logging in and out by e-mail end to end, in Chromium against the real server: a login
 * and a logout; a logout that erases everything of the account from the browser even when the
 * server's logout fails; the pause after too many wrong passwords, counting down and lifting;
 * and /choose-team for a user with two teams, whose calls then carry the team's Team-Id.
 */
import type { Page, WebSocket } from '@playwright/test'
import { apiCall, apiLogin, createAccount, logInWithForm } from './support/accounts'
import { expect, test } from './support/fixtures'
import { installDatabaseReader } from './support/indexeddb'

test('log in by e-mail, then log out', async ({ page, context, request }) => {
  const account = await createAccount(request, 'Margaret')
  await logInWithForm(page, account)
  expect(await cookieNames(page)).toContain('bpis')

  await logOut(page, 'Margaret')

  await expect(page).toHaveURL(/\/$/)
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('bpis')
  await page.goto('/rpc/endpoint')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('logout erases cookies, storage, the IndexedDB scope and the socket even when hub_logout fails', async ({
  page,
  request,
  problems,
}) => {
  const account = await createAccount(request, 'Barbara')
  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => sockets.push(socket))
  await logInWithForm(page, account)
  // The live-notice socket of a personal, initialised user is open.
  await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBeGreaterThan(0)
  await page.evaluate(() => {
    localStorage.setItem('hubdeck:some-cache', 'kept by the account')
    sessionStorage.setItem('hubdeck:draft', 'typed by the account')
  })
  expect(await cookieNames(page)).toEqual(expect.arrayContaining(['bpis', 'hubdeck_login_type']))
  expect(await page.evaluate(() => readWholeDatabase('hubdeck'))).toContain(account.email)

  let logoutCalls = 0
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { method?: string }
    if (body?.method !== 'hub_logout') return route.fallback()
    logoutCalls += 1
    await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
  })
  await logOut(page, 'Barbara')

  await expect(page).toHaveURL(/\/$/)
  expect(logoutCalls).toBe(1)
  const left = await cookieNames(page)
  for (const name of ['bpis', 'hubdeck_login_type', 'hubdeck_team_id']) expect(left).not.toContain(name)
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'hubdeck:theme'))).toEqual([])
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
  const stored = await page.evaluate(() => readWholeDatabase('hubdeck'))
  expect(stored).not.toContain(account.email)
  expect(stored).not.toContain('Barbara')
  await expect.poll(() => sockets.every((socket) => socket.isClosed())).toBe(true)
  // Chromium logs the refused logout itself; nothing else may have gone wrong.
  expect(problems.filter((problem) => !/status of 500/.test(problem))).toEqual([])
  problems.length = 0
})

test('after too many wrong passwords the form counts down, waits, and opens again when the time is up', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  // The page's clock, so the 15-minute wait can pass in a moment (the server keeps its own).
  await page.clock.install()
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill('not the password')
  const submit = page.getByRole('button', { name: 'Log in', exact: true })
  // Each press is one attempt the server answers (the button waits for it, and for the login
  // code the first press may still be fetching).
  const refused = () =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api') && /hub_login/.test(response.request().postData() ?? ''),
    )
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await Promise.all([refused(), submit.click()])
    await expect(submit).toBeEnabled()
  }
  await submit.click()

  const paused = page.getByTestId('login-paused')
  await expect(paused).toHaveText(
    /^Logging in is paused after too many attempts\. You can try again in 1[45] min \d+ s\.$/,
  )
  await expect(submit).toBeDisabled()
  const first = await paused.textContent()
  await page.clock.runFor(2_000)
  await expect(paused).not.toHaveText(first ?? '')
  // What was typed stays.
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email)

  await page.clock.runFor(15 * 60 * 1000)
  await expect(paused).toHaveCount(0)
  await expect(submit).toBeEnabled()
})

test('/choose-team for a user with two teams: enter one, its calls carry Team-Id, then back to personal', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Ada')
  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => sockets.push(socket))
  const token = await apiLogin(request, account)
  const first = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Analytical Engines' }, token)
  const second = await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name: 'Difference Works' }, token)

  await page.goto('/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()

  // A personal user with teams chooses (SPEC §2).
  await expect(page).toHaveURL(/\/choose-team$/)
  await expect(page.getByTestId('workspace-personal')).toBeVisible()
  await expect(page.getByTestId(`workspace-team-${first.teamId}`)).toContainText('Analytical Engines')
  await expect(page.getByTestId(`workspace-team-${second.teamId}`)).toContainText('Difference Works')

  const teamCall = page.waitForRequest(
    (call) => call.url().endsWith('/api') && call.headers()['team-id'] === String(second.teamId),
  )
  await page.getByTestId(`workspace-team-${second.teamId}`).getByRole('button').click()
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  await teamCall
  expect(await cookieValue(page, 'hubdeck_team_id')).toBe(String(second.teamId))
  expect(await cookieValue(page, 'hubdeck_login_type')).toBe('Team')
  // The live-notice socket serves the team too (contract SOCKET_TEAM_PARAM).
  await expect
    .poll(() => sockets.some((socket) => !socket.isClosed() && socket.url().includes(`teamId=${second.teamId}`)))
    .toBe(true)
  // The account's data reloads in that context, every call with the team's id.
  const reloaded = page.waitForRequest((call) => call.url().endsWith('/api'))
  await page.reload()
  expect((await reloaded).headers()['team-id']).toBe(String(second.teamId))

  await page.getByRole('button', { name: 'Account menu for Ada' }).click()
  await expect(page.getByTestId('user-menu-workspace')).toHaveText('Workspace: Difference Works')
  await page.getByTestId('switch-workspace').click()
  await expect(page).toHaveURL(/\/choose-team$/)
  await expect(page.getByTestId(`workspace-team-${second.teamId}`)).toHaveAttribute('data-current', 'true')
  await page.getByTestId('workspace-personal').getByRole('button').click()
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  expect(await cookieValue(page, 'hubdeck_team_id')).toBeUndefined()
  expect(await cookieValue(page, 'hubdeck_login_type')).toBe('Personal')
  const personal = page.waitForRequest((call) => call.url().endsWith('/api'))
  await page.reload()
  expect((await personal).headers()['team-id']).toBeUndefined()
})

async function logOut(page: Page, nickname: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${nickname}` }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name)
}

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value
}

test.beforeEach(async ({ page }) => {
  await installDatabaseReader(page)
})
