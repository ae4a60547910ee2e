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

export function findChromium(): string | undefined {
  return CHROMIUM_CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path as string))
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
