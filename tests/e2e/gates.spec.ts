/**
 * Proves each gate can fail: a gate that never fails guards nothing. These run on fixtures, so
 * the main suite stays green.
 */
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

test('the axe gate fails on a page with an unlabelled field', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><main><h1>Form</h1><input type="text"></main></body></html>',
  )
  const violations = await axeViolations(page)
  expect(violations.some((violation) => violation.startsWith('label'))).toBe(true)
})

test('the console-error gate sees a CSP violation', async ({ page, problems }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // An inline script is exactly what the policy forbids.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.body.append(script)
  })
  await expect.poll(() => problems.some((problem) => problem.includes('CSP violation: script-src'))).toBe(true)
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
  problems.length = 0 // expected here; the fixture would otherwise count it against this test
})
