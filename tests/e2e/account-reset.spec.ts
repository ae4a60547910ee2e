/**
 * Password reset and set-password end to end, in Chromium against the real server: the request,
 * the mail from the dev outbox, its link, the new password, and logging in with it while the old
 * one is refused; a reused link says so. Set-password is the same pages for an account that has
 * no password (a wallet account with a bound e-mail), its link mailed by hub_noPassword.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { expect, test } from './support/fixtures'
import { devCall } from './support/accounts'
import { latestMail, linkPath, mailsTo } from './support/mail'
import { E2E_PORT } from './support/paths'
import { walletSession } from './support/wallet'

const NEW_PASSWORD = 'difference engine 1822'

function newAddress(): string {
  return `reset-${crypto.randomUUID()}@example.com`
}

async function callAs<T>(request: APIRequestContext, token: string, method: string, params: unknown): Promise<T> {
  const response = await request.post('/api', {
    data: { jsonrpc: '2.0', id: 1, method, params },
    headers: { Authorization: `Bearer ${token}` },
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result as T
}

async function logInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

async function setNewPassword(page: Page, buttonName: string): Promise<void> {
  await page.getByLabel('New password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: buttonName }).click()
}

test('reset a forgotten password by mail, log in with the new one, the old one refused', async ({ page, request }) => {
  const email = newAddress()
  await devCall(request, 'dev_createAccount', { email, password: 'old password 1', nickname: 'Charles' })

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('button', { name: /Send again in/ })).toBeDisabled()

  const mail = await latestMail(request, email)
  expect(mail.subject).toBe('Reset your Hubdeck password')
  const resetPath = linkPath(mail, '/reset-password/checking')
  await page.goto(resetPath)
  await expect(page).toHaveURL(/\/reset-password\/set\?code=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  // Checked as typed: a short password is refused before anything is sent.
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Confirm password').fill('short')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password does not meet every rule below.')).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password\/set\?code=/)

  await setNewPassword(page, 'Change password')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Your password was changed. Log in with your new password.')).toBeVisible()

  // The link works once.
  await page.goto(resetPath)
  await expect(page.getByRole('heading', { name: 'This reset link has already been used' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible()

  await logInWith(page, email, 'old password 1')
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await logInWith(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  await expect(page.getByRole('button', { name: 'Account menu for Charles' })).toBeVisible()
})

test('an unknown address gets the same answer and no mail', async ({ page, request }) => {
  const email = newAddress()
  await page.goto('/reset-password')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  expect(await mailsTo(request, email)).toEqual([])
})

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password/checking?code=not-a-real-code-123456')
  await expect(page.getByRole('heading', { name: 'This reset link is not valid' })).toBeVisible()
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
})

test('an account without a password sets one from the mailed link, then logs in with it', async ({ page, request }) => {
  const email = newAddress()
  const token = await walletSession(request, generatePrivateKey(), `localhost:${E2E_PORT}`)
  expect((await callAs<{ isNoPassword: boolean }>(request, token, 'hub_getUserProfile', {})).isNoPassword).toBe(true)
  // Bind an e-mail to the wallet account, as the profile page does.
  await callAs(request, token, 'hub_sendBindConfirmMail', { email })
  const bindMail = await latestMail(request, email)
  const code = new URL(bindMail.links[0]!).searchParams.get('code')
  await callAs(request, token, 'hub_bindEmail', { email, code })

  await callAs(request, token, 'hub_noPassword', {})
  const mail = await latestMail(request, email, /password/i)
  await page.goto(linkPath(mail, '/set-password/checking'))
  await expect(page).toHaveURL(/\/set-password\/set\?code=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible()
  await setNewPassword(page, 'Set password')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Your password is set. Log in with it.')).toBeVisible()

  await logInWith(page, email, NEW_PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)
  expect((await page.context().cookies()).some((item) => item.name === 'bpis')).toBe(true)
})
