/**
 * The test fixture every spec uses: a page that fails the test on any console error, page
 * error or Content-Security-Policy violation (the gate runs after every test, automatically).
 * A test that expects some sets `allowProblems`, or empties `problems` once it has checked them.
 */
import { test as base, expect } from '@playwright/test'

export interface PageProblems {
  problems: string[]
}

/** `allowProblems`: one pattern of expected problems (Playwright reads an array option as a [value, options] pair). */
export const test = base.extend<PageProblems & { allowProblems: RegExp | null }>({
  allowProblems: [null, { option: true }],
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

export { expect }
