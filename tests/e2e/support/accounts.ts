/**
 * Accounts for end-to-end tests: each test makes its own through the dev-only
 * `dev_createAccount` (a balance and the demo's five notices, three unread), so tests running in
 * parallel never share server state; `activityOf` reads back the writes the server applied.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { AccountActivity } from '../../../contract/methods/dev'
import { expect } from './fixtures'

export interface E2eAccount {
  email: string
  password: string
  nickname: string
}

async function call<T>(request: APIRequestContext, method: string, params: unknown): Promise<T> {
  const response = await request.post('/api', { data: { jsonrpc: '2.0', id: 1, method, params } })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result as T
}

export async function createAccount(request: APIRequestContext, nickname = 'Tester'): Promise<E2eAccount> {
  const account = { email: `e2e-${crypto.randomUUID()}@example.com`, password: 'correct horse battery', nickname }
  await call(request, 'dev_createAccount', account)
  return account
}

/** The writes the server applied for the account, oldest first. */
export function activityOf(request: APIRequestContext, email: string): Promise<AccountActivity[]> {
  return call(request, 'dev_getAccountActivity', { email })
}

/** How many times the server applied `method` for the account. */
export async function timesApplied(request: APIRequestContext, email: string, method: string): Promise<number> {
  return (await activityOf(request, email)).filter((row) => row.method === method).length
}

/** Logs in through the /login form, as a customer does, and waits for the dashboard. */
export async function logIn(page: Page, account: E2eAccount): Promise<void> {
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
