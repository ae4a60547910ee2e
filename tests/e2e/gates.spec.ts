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
  // An image from an origin the policy does not list (img-src 'self' data: blob:).
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = 'https://tracker.example/pixel.png'
    document.body.append(image)
  })
  await expect.poll(() => problems.some((problem) => problem.includes('CSP violation: img-src'))).toBe(true)
  problems.length = 0 // expected here; the fixture would otherwise count it against this test
})

test('the console-error gate sees a Trusted Types violation', async ({ page, problems }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A string written into a script sink: Trusted Types refuses it before it can run.
  const refused = await page.evaluate(() => {
    const script = document.createElement('script')
    try {
      script.textContent = 'window.__inlineRan = true'
      return false
    } catch {
      return true
    }
  })
  expect(refused).toBe(true)
  await expect
    .poll(() => problems.some((problem) => problem.includes('CSP violation: require-trusted-types-for')))
    .toBe(true)
  problems.length = 0
})
