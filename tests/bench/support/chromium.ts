/**
 * The system Chromium (Playwright cannot download its own here), with the flags the end-to-end
 * suite uses, and a way to start it with a DevTools port for Lighthouse.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium'
import { BENCH_TMP } from './paths'

export { CHROMIUM_ARGS }

export function chromiumPath(): string {
  const path = findChromium()
  if (!path) throw new Error('no Chromium found: install one (apt-get install -y chromium) or set CHROME_PATH')
  return path
}

export interface DebugChrome {
  port: number
  close: () => Promise<void>
}

/**
 * Starts headless Chromium with `--remote-debugging-port=0` and a fresh profile; resolves once
 * DevTools answers on the port Chromium bound, which it writes to `DevToolsActivePort` in the
 * profile (no port picked beforehand that another process could take meanwhile).
 */
export async function launchDebugChrome(): Promise<DebugChrome> {
  const profile = mkdtempSync(join(BENCH_TMP, 'chrome-'))
  const chrome = spawn(
    chromiumPath(),
    [...CHROMIUM_ARGS, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so closing it ends its helpers (crashpad, zygote) too.
    { stdio: 'ignore', detached: true },
  )
  const ended = new Promise<void>((resolve) => chrome.once('exit', () => resolve()))
  const close = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      killGroup(chrome.pid, 'SIGTERM')
      await ended
    }
    killGroup(chrome.pid, 'SIGKILL')
    // A helper can still write to the profile just after the browser exits (runs failed here with
    // ENOTEMPTY): Node retries the removal, and a profile left behind in .tmp fails no figure.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    } catch (error) {
      console.warn(`left a Chromium profile behind: ${String(error)}`)
    }
  }
  const deadline = Date.now() + 20_000
  let port = 0
  while (Date.now() < deadline) {
    port ||= activePort(profile)
    const ok =
      port > 0 &&
      (await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (response) => response.ok,
        () => false,
      ))
    if (ok) return { port, close }
    if (chrome.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await close()
  throw new Error(`Chromium did not open its DevTools port${port ? ` ${port}` : ''}`)
}

/** The port in the profile's `DevToolsActivePort` (its first line), or 0 while it is not written. */
function activePort(profile: string): number {
  try {
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0])
    return Number.isInteger(port) && port > 0 ? port : 0
  } catch {
    return 0
  }
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // The group has already ended.
  }
}
