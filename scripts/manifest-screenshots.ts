/**
 * The web app manifest's screenshots (public/screenshots/, the richer install prompt): the
 * overview of the demo account, signed in through the log-in page of a running server, once wide
 * (1280×720, `form_factor: "wide"`) and once narrow (390×844, a phone). Run it again when the
 * overview changes much; public/README.md has the whole command.
 *
 *   npx tsx scripts/manifest-screenshots.ts [--url http://localhost:8080]
 */
import { chromium } from '@playwright/test'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../server/config'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium'

const { values: options } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:8080' } },
})

/** The sizes the manifest declares (src/pwa/web-app-manifest.ts), in CSS pixels at scale 1. */
const SHOTS = [
  { file: 'overview-wide.png', width: 1280, height: 720 },
  { file: 'overview-narrow.png', width: 390, height: 844 },
]

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      baseURL: options.url,
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      colorScheme: 'light',
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(process.env.HUBDECK_DEMO_EMAIL || DEFAULT_DEMO_EMAIL)
    await page.getByLabel('Password').fill(process.env.HUBDECK_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    // The demo account owns a team: it chooses its personal workspace first.
    await page.getByTestId('workspace-personal').getByRole('button').click()
    await page.waitForURL(/\/rpc\/endpoint$/)
    await page.goto('/rpc')
    // Every card with its figures, the keys listed and the header's account parts: no placeholder left.
    await page.getByTestId('wallet-amount').waitFor()
    await page.getByTestId('overview-keys').waitFor()
    await page.getByRole('button', { name: /^Account menu for / }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('.animate-pulse, [aria-busy="true"]').length === 0)
    await page.screenshot({ path: join('public/screenshots', shot.file), animations: 'disabled' })
    await context.close()
  }
} finally {
  await browser.close()
}
