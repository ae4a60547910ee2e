/** Child processes of the bench: one-shot commands (builds, load runs) and servers. */
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { ROOT } from './paths'

/** Runs `node <args>` to the end; resolves with its stdout, rejects with the tail of its stderr. */
export function runNode(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout)
      else
        reject(
          new Error(`node ${args.slice(0, 2).join(' ')} exited with ${code ?? signal}: ${stderr.trim().slice(-1000)}`),
        )
    })
  })
}

export interface RunningProcess {
  /** Where the process writes stdout and stderr (kept on disk, so a busy server's logs cost the bench nothing). */
  logFile: string
  /** Resolves when the process has ended (SIGTERM, then SIGKILL after 5 s). */
  stop: () => Promise<void>
  /** Rejects if the process exits before `stop()`. */
  exited: Promise<never>
}

/**
 * Starts `node <args>` in the background with its output going to `logFile`. The environment is
 * the bench's own with `env` over it; `inherit: false` starts from `PATH` and `HOME` only, for a
 * server whose behaviour must not depend on the shell (or on what a build set in this process).
 */
export function startNode(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  { inherit = true }: { inherit?: boolean } = {},
): RunningProcess {
  const log = openSync(logFile, 'a')
  const base = inherit ? process.env : { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR }
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  let stopping = false
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      if (!stopping) reject(new Error(`node ${args.join(' ')} exited with ${code ?? signal}: ${tail(logFile)}`))
    })
  })
  exited.catch(() => undefined) // observed by whoever races it; never an unhandled rejection
  return {
    logFile,
    exited,
    stop: async () => {
      stopping = true
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await ended
      clearTimeout(timer)
    },
  }
}

/** Polls `url` until it answers 200, or fails when `exited` rejects or `timeoutMs` passes. */
export async function waitForOk(url: string, exited: Promise<never>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const poll = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
  }
  await Promise.race([poll(), exited])
}

/**
 * The port a server started with `PORT=0` bound, read from the line matching `pattern` (its first
 * group) in its log: the OS picks a free port at bind time, so no other process can take it
 * between a pick and a bind, as it could when the bench picked ports first.
 */
export async function waitForPort(
  logFile: string,
  pattern: RegExp,
  exited: Promise<never>,
  timeoutMs = 60_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs
  const poll = async () => {
    while (Date.now() < deadline) {
      const port = Number(pattern.exec(tail(logFile, 100_000))?.[1])
      if (Number.isInteger(port) && port > 0) return port
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no line matching ${pattern} in ${logFile} within ${timeoutMs / 1000} s: ${tail(logFile)}`)
  }
  return Promise.race([poll(), exited])
}

/** The last lines of a log file, for error messages. */
export function tail(file: string, characters = 1500): string {
  try {
    return readFileSync(file, 'utf8').trim().slice(-characters)
  } catch {
    return '(no log)'
  }
}
