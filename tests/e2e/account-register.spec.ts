/**
 * Registration end to end, in Chromium against the real server: the form, the confirmation mail
 * from the dev outbox, its link signing in, /first-login finishing the account, and the dashboard
 * showing it. A reused link says so and changes nothing; a wrong password is refused at /login.
 * Written to act as a person does, whether or not the access guard is wired into the router.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { UserProfile } from '../../contract'
import { hashPassword } from '../../src/lib/password-hash'
import { BUDGETS } from '../budgets'
import { devCall, sessionToken } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { latestMail, linkPath, mailsTo } from './support/mail'

const PASSWORD = 'analytical engine 1843'

function newAddress(): string {
  return `reg-${crypto.randomUUID()}@example.com`
}

async function profileOf(request: APIRequestContext, token: string): Promise<UserProfile> {
  const response = await request.post('/api', {
    data: { jsonrpc: '2.0', id: 1, method: 'hub_getUserProfile', params: {} },
    headers: { Authorization: `Bearer ${token}` },
  })
  const body = await response.json()
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result as UserProfile
}

async function fillRegistration(page: Page, email: string, password = PASSWORD, confirmation = password) {
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.locator('input[name=confirmPassword]').fill(confirmation)
}

test('register, confirm by mail, finish the first login and land on the dashboard', async ({
  page,
  request,
  context,
}) => {
  const email = newAddress()
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()

  // The form checks as the person types: a confirmation that differs is told once the field is left.
  await fillRegistration(page, email, PASSWORD, 'something else 1')
  await page.locator('input[name=confirmPassword]').blur()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await page.locator('input[name=confirmPassword]').fill(PASSWORD)
  await expect(page.getByText('The passwords do not match.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/register-confirm$/)
  await expect(page.getByText(email)).toBeVisible()
  const cookie = (await context.cookies()).find((item) => item.name === 'register_confirm')
  expect(decodeURIComponent(cookie?.value ?? '')).toBe(email)
  expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400).toBeGreaterThan(29.9)
  // The mail went out with the registration: re-sending waits out the cooldown.
  await expect(page.getByRole('button', { name: /Send again in/ })).toBeDisabled()

  const mail = await latestMail(request, email)
  expect(mail.subject).toBe('Confirm your Hubdeck e-mail')
  const confirmPath = linkPath(mail, '/email-confirm')
  await page.goto(confirmPath)

  await expect(page).toHaveURL(/\/first-login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Finish setting up' })).toBeVisible()
  const token = await sessionToken(page)
  expect((await profileOf(request, token)).mailStatus).toBe('confirmed')
  expect((await context.cookies()).some((item) => item.name === 'register_confirm')).toBe(false)

  const nickname = page.locator('input[name=nickname]')
  await expect(nickname).not.toHaveValue('')
  // The a11y suite leaves /first-login to this walk: it opens only for an unfinished account.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    expect(await axeViolations(page), `/first-login ${scheme}`).toHaveLength(BUDGETS.axeViolations)
  }
  await nickname.fill('Ada Lovelace')
  // The terms must be accepted: sending without them says so and sends nothing.
  await page.getByRole('button', { name: 'Start using Hubdeck' }).click()
  await expect(page.getByText('Accept the terms of service to continue.')).toBeVisible()
  expect((await profileOf(request, token)).initialized).toBe(false)
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check()
  await page.getByRole('button', { name: 'Start using Hubdeck' }).click()

  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible()
  const finished = await profileOf(request, token)
  expect(finished).toMatchObject({ nickname: 'Ada Lovelace', initialized: true, acceptTerm: true, language: 'en' })

  // The same link again: "already used", and nothing changes (same session, same account).
  await page.goto(confirmPath)
  await expect(page.getByRole('heading', { name: 'This confirmation link has already been used' })).toBeVisible()
  await expect(page).toHaveURL(/\/email-confirm\?code=/)
  expect(await sessionToken(page)).toBe(token)
  expect(await profileOf(request, token)).toEqual(finished)
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
})

test('a wrong password at /login is refused and the form keeps what was typed', async ({ page, request }) => {
  const email = newAddress()
  await devCall(request, 'dev_createAccount', { email, password: 'any', nickname: 'Wrong' })
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('not the password 1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('E-mail')).toHaveValue(email)
  expect((await page.context().cookies()).some((item) => item.name === 'bpis')).toBe(false)
})

test('a registered address is pointed out while typing', async ({ page, request }) => {
  const email = newAddress()
  await devCall(request, 'dev_createAccount', { email, password: 'any', nickname: 'Taken' })
  await page.goto('/register')
  await page.getByLabel('E-mail').fill(email)
  await expect(page.getByText('This address is already registered.')).toBeVisible()
  await page.getByRole('link', { name: 'Log in instead?' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('a taken address is refused in the reader language, keeping what was typed', async ({ browser, request }) => {
  const email = newAddress()
  await devCall(request, 'dev_createAccount', { email, password: 'any', nickname: 'Taken' })
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto('/register')
  await fillRegistration(page, email)
  await page.locator('form button[type=submit]').click()
  await expect(page.getByText('该邮箱已被注册')).toBeVisible()
  await expect(page.locator('input[name=email]')).toHaveValue(email)
  await expect(page.locator('input[name=password]')).toHaveValue(PASSWORD)
  await expect(page.locator('input[name=confirmPassword]')).toHaveValue(PASSWORD)
  expect(await mailsTo(request, email)).toEqual([])
  await context.close()
})

test('an unknown confirmation link says it is not valid and offers a new mail', async ({ page }) => {
  await page.goto('/email-confirm?code=not-a-real-code-123456')
  await expect(page.getByRole('heading', { name: 'This confirmation link is not valid' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask for a new confirmation e-mail' })).toBeVisible()
})

test('the registration form fits a 375 px phone and shows its problems accessibly, in light and dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/register')
  // Clicking the button straight from a field with a problem still submits (no message pushes
  // the button away mid-click): each field says what it needs, and the first one gets the focus.
  await page.getByLabel('E-mail').fill('ada@example')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible()
  await expect(page.getByText('Choose a password.')).toBeVisible()
  await expect(page.getByText('Type your password again.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toBeFocused()
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    expect(await axeViolations(page), `/register with errors ${scheme}`).toHaveLength(BUDGETS.axeViolations)
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('/activate-account waits out the re-send cooldown and carries on once the address is confirmed elsewhere', async ({
  page,
  request,
}) => {
  const email = newAddress()
  const hash = hashPassword(PASSWORD)
  await devCall(request, 'hub_register', { email, password: hash, confirmPassword: hash })
  const confirmPath = linkPath(await latestMail(request, email), '/email-confirm')
  // An unconfirmed account may log in; the page acts on the signed-in account.
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).not.toHaveURL(/\/login/)

  await page.goto('/activate-account')
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail to activate your account' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  // The registration mailed a minute's cooldown ago: the server refuses (10429) and the button counts down.
  await page.getByRole('button', { name: 'Send the e-mail again' }).click()
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled()
  await page.getByRole('button', { name: 'I have confirmed it' }).click()
  await expect(page.getByText('Your e-mail is not confirmed yet. Open the link in the e-mail first.')).toBeVisible()

  // Confirmed on another device (the link's code used by the server, not by this page).
  await devCall(request, 'hub_emailConfirm', { code: new URL(confirmPath, 'http://x').searchParams.get('code') })
  await page.getByRole('button', { name: 'I have confirmed it' }).click()
  await expect(page).not.toHaveURL(/\/activate-account/)
})
