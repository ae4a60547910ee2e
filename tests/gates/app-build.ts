/**
 * The production build the gates read. `npm test` makes `dist` before the gate suites run; a lone
 * `vitest run tests/gates` on a tree without it builds it here, once: the gate files run in
 * parallel workers, and two builds into one folder at once left a mix of both (the all-JS budget
 * then failed at 751 KB). The first worker takes a lock folder and builds; the others wait for it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js')
/** A lock older than this was left by a run that was killed mid-build: it is taken over. */
const STALE_LOCK_MS = 5 * 60_000

/** Vitest sets NODE_ENV=test, which would give a development React build: build as production. */
export function viteBuild(args: string[]): void {
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

/** Builds the app into `dist` unless a complete build is there, one worker at a time. */
export function ensureAppBuild(dist: string): void {
  const manifest = join(dist, '.vite/manifest.json')
  const lock = `${dist}.building`
  while (!existsSync(manifest)) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(manifest)) viteBuild(['--outDir', dist])
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
      return
    }
    sleep(250)
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    return true
  } catch {
    if (Date.now() - lockTime(lock) > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true })
    return false
  }
}

function lockTime(lock: string): number {
  try {
    return statSync(lock).mtimeMs
  } catch {
    return Date.now()
  }
}

/** A synchronous pause: the gates' `beforeAll` builds synchronously too. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
