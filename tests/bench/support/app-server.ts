/**
 * The real Hubdeck server (`server/main.ts`, the code path of `npm start`) in a child process
 * on a free port and a temporary data folder, serving a given build.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_TMP } from './paths'
import { startNode, tail, waitForOk, waitForPort } from './processes'

export interface AppServer {
  url: string
  stop: () => Promise<void>
}

/**
 * Starts the server on `staticDir` and resolves once `GET /healthz` answers 200. `env` adds
 * settings a row needs (the gateway secret).
 *
 * The server gets a clean environment (`PATH`, `HOME` and these settings), never the bench's:
 * Vite's `build()` API sets `NODE_ENV=production` in the process that calls it (the store row
 * builds its page that way), and a production server has no dev methods (`dev_createAccount`:
 * "method not found") and no demo account (`hub_login`: "incorrect e-mail or password"); a
 * `HUBDECK_DEMO_PASSWORD` or `DATABASE_URL` in the shell would break or redirect it the same way.
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
  const server = startNode(
    ['--import', 'tsx', 'server/main.ts'],
    {
      // The OS picks the port at bind time; the server prints it (`Hubdeck on http://localhost:<port>`).
      PORT: '0',
      HOST: '127.0.0.1',
      HUBDECK_SKIP_BUILD: '1',
      // Always PGlite in the temporary folder: never load-test (or write to) a DATABASE_URL from the shell.
      HUBDECK_DATA: join(dataDir, 'db'),
      HUBDECK_STATIC_DIR: staticDir,
      ...env,
    },
    join(dataDir, 'server.log'),
    { inherit: false },
  )
  let url = ''
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // PGlite's first open (initdb) takes ~4 s on a quiet machine, far longer on a busy one.
    const port = await waitForPort(server.logFile, /Hubdeck on http:\/\/localhost:(\d+)/, server.exited, 180_000)
    url = `http://127.0.0.1:${port}`
    await waitForOk(`${url}/healthz`, server.exited, 60_000)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const log = tail(server.logFile)
    await stop()
    // An early exit already quotes the log; a timeout does not.
    throw new Error(`the Hubdeck server did not start: ${reason.includes(log) ? reason : `${reason}\n${log}`}`)
  }
  return { url, stop }
}
