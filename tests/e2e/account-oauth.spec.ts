/**
 * Issue 6, OAuth end to end, in Chromium against a real OpenID provider on loopback (oidc-provider,
 * server/test-support/oidc-provider.ts) and a server of our own configured for it: a first login
 * with a new identity finishes its account at /auth/callback; binding an identity to an e-mail
 * account at /bind/callback, then logging in with it; and refusals (by the provider, or a code
 * our server does not accept) say why, with the way back.
 */
import type { Page } from '@playwright/test'
import { startTestOidcProvider, type TestOidcProvider } from '../../server/test-support/oidc-provider'
import { createAccount, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'
import { DIST } from './support/paths'
import { startServer, type RunningServer } from './support/server'

/** Beside the suite's own server (E2E_PORT) and the socket-restart spec's. */
const PORT = Number(process.env.HUBDECK_E2E_PORT ?? 4310) + 12
const ORIGIN = `http://localhost:${PORT}`

// One provider and one server for the file: its tests share them, one after the other.
test.describe.configure({ mode: 'serial' })
test.use({
  baseURL: ORIGIN,
  // The test provider's sign-in page has no favicon: Chromium logs its 404. Our own origin's 404s
  // are checked after each test instead.
  allowProblems: /Failed to load resource: the server responded with a status of 404/,
})

test.beforeEach(({ page }) => {
  page.on('response', (response) => {
    if (response.status() === 404 && response.url().startsWith(ORIGIN)) ourMissing.push(response.url())
  })
})

test.afterEach(() => {
  expect(ourMissing, '404 answers from our own server').toEqual([])
  ourMissing.length = 0
})

const ourMissing: string[] = []

let provider: TestOidcProvider | undefined
let server: RunningServer | undefined

test.beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [`${ORIGIN}/auth/callback?provider=dev`, `${ORIGIN}/bind/callback?provider=dev`],
  })
  server = await startServer({
    port: PORT,
    staticDir: process.env.HUBDECK_STATIC_DIR ?? DIST,
    env: {
      HUBDECK_PUBLIC_URL: ORIGIN,
      HUBDECK_OAUTH_PROVIDERS: 'dev',
      HUBDECK_OAUTH_DEV_ISSUER: provider.issuer,
      HUBDECK_OAUTH_DEV_CLIENT_ID: provider.clientId,
      HUBDECK_OAUTH_DEV_CLIENT_SECRET: provider.clientSecret,
      HUBDECK_OAUTH_DEV_NAME: 'Test provider',
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await provider?.close()
})

test('a first OAuth login finishes the account, and the next one signs straight in', async ({ page, context }) => {
  const login = `oauth-${crypto.randomUUID()}@example.com`
  await page.goto('/login')
  await page.getByTestId('oauth-login-dev').click()
  await signInAtProvider(page, login)

  // Back at /auth/callback with a new identity: a short form, the provider's e-mail prefilled.
  await expect(page).toHaveURL(/\/auth\/callback\?/)
  const email = page.locator('input[name="email"]')
  await expect(email).toHaveValue(login)
  await page.locator('input[name="promoCode"]').fill('x')
  await expect(page.getByText('A promo code is 3 to 32 letters, digits, - or _.')).toHaveCount(0)
  await page.locator('input[name="promoCode"]').blur()
  await expect(page.getByText('A promo code is 3 to 32 letters, digits, - or _.')).toBeVisible()
  await page.locator('input[name="promoCode"]').fill('')
  await page.getByRole('button', { name: 'Create my account' }).click()

  // Signed in: a new account finishes setting up first (SPEC §2).
  await expect(page).toHaveURL(/\/first-login$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'bpis')).toBe(true)

  // Signed out, the same identity logs straight in.
  await context.clearCookies()
  await page.goto('/login')
  await page.getByTestId('oauth-login-dev').click()
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/first-login$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'bpis')).toBe(true)
})

test('an e-mail account binds an OAuth identity, then logs in with it', async ({ page, context, request }) => {
  const account = await createAccount(request, 'Grace Bind')
  const login = `bind-${crypto.randomUUID()}`
  await logIn(page, account, '/rpc/profile')
  await page.getByRole('button', { name: 'Connect Test provider' }).click()
  await signInAtProvider(page, login)

  // /bind/callback finishes the binding and opens the profile with a success toast.
  await expect(page).toHaveURL(/\/rpc\/profile$/)
  await expect(page.getByText(`Connected ${login}@example.com to your account.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Disconnect Test provider' })).toBeVisible()

  await context.clearCookies()
  await page.goto('/login')
  await page.getByTestId('oauth-login-dev').click()
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  await expect(page.getByRole('button', { name: 'Account menu for Grace Bind' })).toBeVisible()
})

test("the provider's refusal and a refused code say why, with the way back to log in", async ({ page }) => {
  await page.goto('/login')
  await page.getByTestId('oauth-login-dev').click()
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/auth\/callback\?.*error=/)
  await expect(page.getByTestId('oauth-callback-problem')).toContainText('The sign-in service did not sign you in.')

  await page.goto('/auth/callback?provider=dev&code=not-a-code&state=not-a-state-we-made')
  const problem = page.getByTestId('oauth-callback-problem')
  await expect(problem).toContainText('This sign-in could not be finished.')
  await problem.getByRole('link', { name: 'Back to log in' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

/** The provider's own sign-in page, as a person fills it in. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible()
  await page.getByLabel('Login').fill(login)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
