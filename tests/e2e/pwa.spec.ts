import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { createAccount, logIn, waitForWorker } from './support/accounts'
import { CHROMIUM_ARGS, findChromium } from './support/chromium'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'
import { DIST, DIST_NEXT, E2E_PORT, NEXT_BUILD_ID } from './support/paths'
import { startServer } from './support/server'

test.use({ serviceWorkers: 'allow' })

test('Chrome reports no installability errors', async ({ baseURL }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hubdeck-install-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/rpc/endpoint`)
    await waitForWorker(page)
    const session = await context.newCDPSession(page)
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({ start_url: '/rpc/endpoint', display: 'standalone', short_name: 'Hubdeck' })
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      '/rpc/endpoint',
      '/rpc/billings',
      '/rpc/statistic',
    ])
  } finally {
    await context.close()
    rmSync(userDataDir, { recursive: true, force: true })
  }
})

test.describe('offline', () => {
  // Offline, the network list's request fails, and Chromium logs that as a console error.
  test.use({ allowProblems: OFFLINE_PROBLEMS })

  test('after one online visit, every page reloads offline', async ({ page, context, request }) => {
    await logIn(page, await createAccount(request))
    await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible()
    await waitForWorker(page)
    // The build's hashed files come from the precache without the worker's fetch handler (the
    // static route of src/pwa/sw.ts): Chromium says which source answered each response.
    const network = await context.newCDPSession(page)
    const assetSources: string[] = []
    network.on('Network.responseReceived', ({ response }) => {
      if (new URL(response.url).pathname.startsWith('/assets/'))
        assetSources.push(response.serviceWorkerRouterInfo?.actualSourceType ?? 'fetch-event')
    })
    await network.send('Network.enable')
    await context.setOffline(true)
    for (const [path, heading] of [
      ['/rpc/endpoint', 'Endpoints'],
      ['/rpc/statistic', 'Statistics'],
      ['/login', 'Log in'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await network.detach()
    expect(assetSources.length).toBeGreaterThan(0)
    expect(new Set(assetSources)).toEqual(new Set(['cache']))
    // Offline, the endpoint page shows the keys stored on the online visit (none yet), with their
    // age, and creating one waits for the network.
    await page.goto('/rpc/endpoint')
    await expect(page.getByText('Create your first API key')).toBeVisible()
    await expect(page.getByTestId('data-age')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create my first key' })).toBeDisabled()
    await context.setOffline(false)
  })
})

test('a new deployment shows the update prompt, and Reload runs the new build', async ({ page }) => {
  test.setTimeout(180_000) // it starts a server of its own: slow on a cold machine
  const staticDir = mkdtempSync(join(tmpdir(), 'hubdeck-deploy-'))
  cpSync(DIST, staticDir, { recursive: true })
  const server = await startServer({ port: E2E_PORT + 1, staticDir })
  try {
    // Signed out (the server has a database of its own): the log-in page, in the app shell.
    await page.goto(`${server.url}/login`)
    await waitForWorker(page)
    const firstBuild = await page.evaluate(() => document.documentElement.dataset.buildId)
    expect(firstBuild).toBeTruthy()
    expect(firstBuild).not.toBe(NEXT_BUILD_ID)
    await expect(page.getByText('A new version is available')).toHaveCount(0)

    // Deploy the next build while the tab is open; the tab notices when it regains focus.
    cpSync(DIST_NEXT, staticDir, { recursive: true })
    // The update watch loads after the first paint; focus the window until it has noticed.
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      // The new worker precaches the changed files first: slow when the machine is busy.
      await expect(prompt).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 90_000 })
    // It never takes over by itself.
    expect(await page.evaluate(() => document.documentElement.dataset.buildId)).toBe(firstBuild)

    await prompt.getByRole('button', { name: 'Reload' }).click()
    // The page reloads under our feet: a read during the navigation counts as "not yet".
    const buildId = () => page.evaluate(() => document.documentElement.dataset.buildId).catch(() => null)
    await expect.poll(buildId, { timeout: 20_000 }).toBe(NEXT_BUILD_ID)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  } finally {
    // Close the tab first: its next manifest check would meet a stopped server.
    await page.close()
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
})
