/**
 * The test fixture every spec uses: a page that fails the test on any console error, page
 * error or Content-Security-Policy violation (the gate runs after every test, automatically).
 * A test that expects some sets `allowProblems`, or empties `problems` once it has checked them.
 *
 * Each test is also its own client on the network: its requests carry an `X-Forwarded-For`
 * address of its own (the e2e server trusts the proxy header), so the server's per-address
 * limits (registrations, failed logins, address checks) count each test apart, as they would
 * count customers, instead of adding the whole suite up on 127.0.0.1.
 */
import { test as base, expect } from '@playwright/test'

export interface PageProblems {
  problems: string[]
}

/** `allowProblems`: one pattern of expected problems (Playwright reads an array option as a [value, options] pair). */
export const test = base.extend<PageProblems & { allowProblems: RegExp | null }>({
  allowProblems: [null, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress() })
  },
  problems: [
    async ({ page, allowProblems }, use) => {
      const problems: string[] = []
      const record = (text: string) => {
        if (!allowProblems?.test(text)) problems.push(text)
      }
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console error: ${message.text()}`)
      })
      page.on('pageerror', (error) => record(`page error: ${error.message}`))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      await use(problems)
      expect(problems, 'console errors, page errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * What the browser reports while a spec restarts the server under an open page: each refused
 * reconnection and fetch, a request whose connection the closing server reset or dropped (a
 * keep-alive socket closed just as a call went out on it), and Fastify's 503 while it closes.
 */
export const SERVER_RESTART_PROBLEMS =
  /WebSocket connection to .* failed|Failed to load resource: (net::ERR_CONNECTION_(REFUSED|RESET)|net::ERR_EMPTY_RESPONSE|the server responded with a status of 503)/

/**
 * What Chromium itself logs while the network is down: failed loads, and its own check for a
 * new service worker script ("An unknown error occurred when fetching the script."), which it
 * runs on navigations and cannot reach offline. Offline specs allow these and nothing else.
 */
export const OFFLINE_PROBLEMS =
  /Failed to load resource|ERR_INTERNET_DISCONNECTED|An unknown error occurred when fetching the script/

/** An address of 198.18.0.0/15, the range set aside for benchmarks and tests (RFC 2544). */
function clientAddress(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3))
  return `198.${18 + (a! % 2)}.${b}.${(c! % 254) + 1}`
}

export { expect }
