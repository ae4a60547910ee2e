/**
 * Accounts for end-to-end tests: each test makes its own through the dev-only
 * `dev_createAccount` (a balance and the demo's five notices, three unread), so tests running in
 * parallel never share server state; `activityOf` reads back the writes the server applied.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../../contract/index'
import type { AccountActivity } from '../../../contract/methods/dev'
import { SESSION_COOKIE, SESSION_COOKIE_DAYS } from '../../../src/lib/session-token'
import { LOGIN_TYPE_COOKIE } from '../../../src/lib/team-context'
import { expect, test } from './fixtures'

export interface E2eAccount {
  email: string
  password: string
  nickname: string
}

/**
 * Calls the Hub API, as `token`'s session when given, in team `teamId`'s context when given (the
 * app's Team-Id header); throws the server's error.
 */
export async function apiCall<T>(
  request: APIRequestContext,
  method: string,
  params: unknown,
  token?: string,
  teamId?: number,
): Promise<T> {
  const response = await request.post('/api', {
    data: { jsonrpc: '2.0', id: 1, method, params },
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(teamId === undefined ? {} : { 'Team-Id': String(teamId) }),
    },
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result as T
}

const call = apiCall

/** What the app sends for a typed password (SPEC §5: md5 of the fixed prefix and the password). */
export function clientPasswordHash(password: string): string {
  return md5(PASSWORD_HASH_PREFIX + password)
}

/** hub_login as the app sends it; answers the session's token. */
export async function apiLogin(request: APIRequestContext, account: E2eAccount): Promise<string> {
  const password = clientPasswordHash(account.password)
  return (await apiCall<{ token: string }>(request, 'hub_login', { email: account.email, password })).token
}

export async function createAccount(request: APIRequestContext, nickname = 'Tester'): Promise<E2eAccount> {
  const account = { email: `e2e-${crypto.randomUUID()}@example.com`, password: 'correct horse battery', nickname }
  const { token } = await call<{ token: string }>(request, 'dev_createAccount', { ...account, signIn: true })
  sessionTokens.set(account.email, token)
  return account
}

/**
 * The session each new account was created with (the server starts it as `hub_login` does), by
 * e-mail, until `logIn` uses it: most tests are not about the login form, and a form login costs
 * a page load and a 2^17 scrypt each.
 */
const sessionTokens = new Map<string, string>()

/** The writes the server applied for the account, oldest first. */
export function activityOf(request: APIRequestContext, email: string): Promise<AccountActivity[]> {
  return call(request, 'dev_getAccountActivity', { email })
}

/** How many times the server applied `method` for the account. */
export async function timesApplied(request: APIRequestContext, email: string, method: string): Promise<number> {
  return (await activityOf(request, email)).filter((row) => row.method === method).length
}

/**
 * Signs the page in and opens `landing` (a dashboard page waits for the account menu): with the
 * session the account was created with (a returning customer's page), or through the form once
 * that one is used.
 */
export async function logIn(page: Page, account: E2eAccount, landing = '/rpc/endpoint'): Promise<void> {
  const token = sessionTokens.get(account.email)
  if (!token) {
    await logInWithForm(page, account)
    if (landing !== '/rpc/endpoint') await page.goto(landing)
    return
  }
  sessionTokens.delete(account.email)
  const origin = new URL(test.info().project.use.baseURL!).origin
  const expires = Date.now() / 1000 + SESSION_COOKIE_DAYS * 86_400
  // What a login leaves in the browser: the token, and the login type the guard chose (Personal).
  await page.context().addCookies([
    { name: SESSION_COOKIE, value: token, url: origin, expires },
    { name: LOGIN_TYPE_COOKIE, value: 'Personal', url: origin, expires },
  ])
  await page.goto(landing)
  if (landing.startsWith('/rpc')) {
    await expect(page.getByRole('button', { name: `Account menu for ${account.nickname}` })).toBeVisible()
  }
}

/** Logs in through the /login form, as a customer does, and waits for the dashboard. */
export async function logInWithForm(page: Page, account: E2eAccount): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  await expect(page.getByRole('button', { name: `Account menu for ${account.nickname}` })).toBeVisible()
}

/** The session token the page holds (cookie `bpis`). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'bpis')
  if (!cookie) throw new Error('no bpis cookie: not logged in')
  return cookie.value
}

/** Resolves once a service worker controls the page, i.e. the app is cached for offline use. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
}

/** Calls a dev-only method of the server (see contract/methods/dev.ts). */
export function devCall<T>(request: APIRequestContext, method: string, params: unknown): Promise<T> {
  return call<T>(request, method, params)
}

/** Calls the Hub API as the signed-in user of `page` (its session cookie's token); throws the server's error. */
export async function userCall<T>(page: Page, method: string, params: unknown): Promise<T> {
  const response = await page.request.post('/api', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { jsonrpc: '2.0', id: 1, method, params },
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result as T
}

/** How many notice sockets the server holds for the account: 1 once its page is live. */
export async function liveSockets(page: Page, account: E2eAccount): Promise<number> {
  return (await devCall<{ sockets: number }>(page.request, 'dev_getLiveSockets', { email: account.email })).sockets
}
