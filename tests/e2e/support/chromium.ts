/**
 * The system Chromium that end-to-end tests drive (Playwright cannot download its own here).
 * `CHROME_PATH` overrides; scripts/test.mjs stops early with install advice when none is found.
 */
import { existsSync } from 'node:fs'

export const CHROMIUM_CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

const firstExisting = (paths: Array<string | undefined>) =>
  paths.find((path): path is string => Boolean(path) && existsSync(path as string))

export function findChromium(): string | undefined {
  return firstExisting(CHROMIUM_CANDIDATES)
}

/**
 * Chromium's old headless shell (Debian's `chromium-headless-shell`, Playwright's own default for
 * headless runs): the browser without its desktop parts, which paints and loads a page for less
 * CPU. The e2e suite is CPU-bound in its browsers on two cores: the whole suite took 12.6 min in
 * the shell and 15.9 min in the full browser, same build, same machine, same hour. The shell has
 * no Web Push or system notifications: specs that need them run in the full browser
 * (playwright.config.ts). Absent, the full browser serves for everything.
 */
export const HEADLESS_SHELL_CANDIDATES = [process.env.CHROME_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']

export function findHeadlessShell(): string | undefined {
  return firstExisting(HEADLESS_SHELL_CANDIDATES) ?? findChromium()
}

/** Flags that keep Chromium quiet on a machine with no internet and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
