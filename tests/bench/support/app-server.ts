/**
 * The real Hubdeck server (`server/main.ts`, the code path of `npm start`) in a child process
 * on a free port and a temporary data folder, serving a given build.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './free-port'
import { BENCH_TMP } from './paths'
import { startNode, tail, waitForOk } from './processes'

export interface AppServer {
  url: string
  stop: () => Promise<void>
}

/**
 * Starts the server on `staticDir` and resolves once `GET /healthz` answers 200. `env` adds
 * settings a row needs (the gateway secret).
 */
export async function startAppServer({
  staticDir,
  label,
  env = {},
}: {
  staticDir: string
  label: string
  env?: Record<string, string>
}): Promise<AppServer> {
  mkdirSync(BENCH_TMP, { recursive: true })
  const dataDir = mkdtempSync(join(BENCH_TMP, `server-${label}-`))
  const port = await freePort()
  const server = startNode(
    ['--import', 'tsx', 'server/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      HUBDECK_SKIP_BUILD: '1',
      HUBDECK_DATA: join(dataDir, 'db'),
      HUBDECK_STATIC_DIR: staticDir,
      // Always PGlite in the temporary folder: never load-test (or write to) a DATABASE_URL from the shell.
      DATABASE_URL: '',
      ...env,
    },
    join(dataDir, 'server.log'),
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // PGlite's first open (initdb) takes ~4 s on a quiet machine, far longer on a busy one.
    await waitForOk(`${url}/healthz`, server.exited, 180_000)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const log = tail(server.logFile)
    await stop()
    // An early exit already quotes the log; a timeout does not.
    throw new Error(`the Hubdeck server did not start: ${reason.includes(log) ? reason : `${reason}\n${log}`}`)
  }
  return { url, stop }
}
