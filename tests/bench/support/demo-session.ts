/**
 * The demo account signed in by API, for rows that measure a logged-in page without typing into
 * the form: `hub_login` on the bench's server answers a token, and the page gets the cookies a
 * returning customer's browser holds (the session token, and the Personal login type the access
 * guard asks for once: without it the demo user, who has a team, would land on /choose-team).
 */
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../../contract/fields'
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../../server/config'
import { SESSION_COOKIE } from '../../../src/lib/session-token'
import { LOGIN_TYPE_COOKIE } from '../../../src/lib/team-context'

/** A cookie as Playwright's `addCookies` and CDP's `Storage.setCookies` both take it. */
export interface BenchCookie {
  name: string
  value: string
  domain: string
  path: string
  expires: number
}

/** Signs the demo account in on `origin` and answers the cookies of that session. */
export async function demoSessionCookies(origin: string): Promise<BenchCookie[]> {
  const response = await fetch(`${origin}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hub_login',
      params: { email: DEFAULT_DEMO_EMAIL, password: md5(PASSWORD_HASH_PREFIX + DEFAULT_DEMO_PASSWORD) },
    }),
  })
  const answer = (await response.json()) as { result?: { token?: unknown }; error?: { message?: string } }
  const token = answer.result?.token
  if (typeof token !== 'string') {
    throw new Error(`hub_login as ${DEFAULT_DEMO_EMAIL} failed: ${answer.error?.message ?? 'no token'}`)
  }
  const { hostname } = new URL(origin)
  // 30 days, as the app writes them (SPEC §9).
  const expires = Math.floor(Date.now() / 1000) + 30 * 24 * 3600
  return [
    { name: SESSION_COOKIE, value: token, domain: hostname, path: '/', expires },
    { name: LOGIN_TYPE_COOKIE, value: 'Personal', domain: hostname, path: '/', expires },
  ]
}
