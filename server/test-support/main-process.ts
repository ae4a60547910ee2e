/**
 * `npm start` without the build step, as the end-to-end tests run it, as a child process: on
 * the data `env` names (`HUBDECK_DATA` or `DATABASE_URL`), on a free port read from its
 * "Hubdeck on …" line.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface MainProcess {
  child: ChildProcess
  /** The origin it listens on; rejects with its output when it exits first. */
  url: Promise<string>
  output: () => string
  exit: Promise<number | null>
}

export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HUBDECK_SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', ...env },
  })
  let output = ''
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Hubdeck on (http:\/\/localhost:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exit.then(() => reject(new Error(`server exited before listening:\n${output}`)))
  })
  // A caller that never awaits `url` (it killed the process first) must not see an unhandled rejection.
  url.catch(() => undefined)
  return { child, url, output: () => output, exit }
}
