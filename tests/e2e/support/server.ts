/**
 * Starts the real server (`npm start`'s code path: server/main.ts) on a temporary data folder,
 * for tests that need a server of their own (for example one whose static folder they replace).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyDataTemplate } from './data-template'
import { ROOT } from './paths'

export interface RunningServer {
  url: string
  stop: () => Promise<void>
}

/**
 * `dataDir`: a data folder the caller owns and keeps (to restart a server on the same data);
 * without it, a temporary one is made and removed when the server stops. `env`: more settings
 * for this server (e.g. OAuth providers).
 */
export async function startServer({
  port,
  staticDir,
  dataDir: givenDataDir,
  env = {},
}: {
  port: number
  staticDir: string
  dataDir?: string
  env?: Record<string, string>
}): Promise<RunningServer> {
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'hubdeck-e2e-data-'))
  // A new folder starts from the run's prepared data; a restart finds its own again.
  copyDataTemplate(join(dataDir, 'db'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HUBDECK_SKIP_BUILD: '1',
      HUBDECK_DATA: join(dataDir, 'db'),
      HUBDECK_STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never leave it holding the port: the next run would talk to this stale server.
      child.kill('SIGKILL')
      throw new Error(`server did not start in 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop: async () => {
      // A child that already exited fires no 'exit' again: waiting for one would hang the hook.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        // The server gives itself 10 s to stop; past that, under a loaded machine, end it.
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
        await exited
        clearTimeout(killer)
      }
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
