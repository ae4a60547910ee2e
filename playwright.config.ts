/**
 * End-to-end tests in the system Chromium against the real server (server/main.ts, the code
 * path of `npm start`) serving the production build on a temporary data folder.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './tests/e2e/support/chromium'
import { copyDataTemplate, ensureDataTemplate } from './tests/e2e/support/data-template'
import { E2E_BANNER, E2E_GATEWAY_SECRET, E2E_PORT } from './tests/e2e/support/paths'

const dataDir = process.env.HUBDECK_E2E_DATA ?? mkdtempSync(join(tmpdir(), 'hubdeck-e2e-'))
process.env.HUBDECK_E2E_DATA = dataDir // workers load this file too: keep one folder
// The shared server starts from the run's prepared data folder (support/data-template.ts), as do
// the servers specs start of their own. Made here: Playwright starts the web server before globalSetup.
ensureDataTemplate()
copyDataTemplate(join(dataDir, 'db'))

/** Specs that need what only the full browser has: Web Push and system notifications. */
const NEEDS_FULL_BROWSER = /push\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two on two cores: four were slower (10 tests a minute against 13.5), the server and the
  // browsers then queue for the CPU and logins pass their timeouts.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Most tests must see the network, not the worker's cache; PWA tests turn it back on.
    serviceWorkers: 'block',
    // Traces cost CPU in every test to help the failing few: a whole run at two workers took 353 s
    // with full traces, 315 s with DOM snapshots only, 297 s with none (2026-11-28, same build).
    // CI keeps none, since nobody can open them there; a CI-like run that needs them asks with
    // `--trace retain-on-failure`. Elsewhere the DOM snapshots are kept, without the screencast.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // No pulsing placeholders or spinning loaders (src/styles.css): each one repaints the page at
    // every frame, and on two cores the browsers' painting is most of what e2e costs.
    reducedMotion: 'reduce',
  },
  projects: [
    // Most specs in the headless shell (support/chromium.ts), which costs less CPU per page.
    {
      name: 'chromium',
      testIgnore: NEEDS_FULL_BROWSER,
      use: { launchOptions: { executablePath: findHeadlessShell(), args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium-full',
      testMatch: NEEDS_FULL_BROWSER,
      use: { launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HUBDECK_SKIP_BUILD: '1',
      // Each test sends an X-Forwarded-For of its own (support/fixtures.ts).
      HUBDECK_TRUST_PROXY: '1',
      HUBDECK_DATA: join(dataDir, 'db'),
      // The gateway check (POST /gateway/authorize) is asked by specs as an RPC gateway would.
      HUBDECK_GATEWAY_SECRET: E2E_GATEWAY_SECRET,
      // One configured banner, shown in both languages on the overview (overview-support.spec.ts).
      HUBDECK_BANNERS: JSON.stringify([E2E_BANNER]),
      // Dedicated nodes provision in seconds, and the lifecycle job brings them online at once
      // (dedicated-node-*.spec.ts); later steps are driven by dev_runNodeLifecycle at chosen times.
      HUBDECK_NODE_PROVISION_MS: '4000',
      HUBDECK_NODE_LIFECYCLE_MS: '1000',
    },
  },
})
