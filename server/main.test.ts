import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** `npm start` without the build step, as the end-to-end tests run it: on a temporary data folder. */
function start(dataDir: string): {
  child: ChildProcess
  url: Promise<string>
  output: () => string
  exit: Promise<number | null>
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HUBDECK_SKIP_BUILD: '1',
      HUBDECK_DATA: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
    },
  })
  let output = ''
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Hubdeck on (http:\/\/localhost:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', () => reject(new Error(`server exited before listening:\n${output}`)))
  })
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url, output: () => output, exit }
}

describe('npm start (server/main.ts) on a PGlite data folder', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'hubdeck-main-')), 'nested', 'db')
  })
  afterAll(async () => {
    await rm(join(dataDir, '..', '..'), { recursive: true, force: true })
  })

  it('creates the folder, migrates, serves, and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const server = start(dataDir)
    const url = await server.url
    const answer = await fetch(`${url}/api`, {
      method: 'POST',
      body: JSON.stringify({ method: 'hub_saveEventTracking', params: { event: 'first-run' } }),
    })
    expect((await answer.json()).result).toBeNull()

    server.child.kill('SIGTERM')
    expect(await server.exit).toBe(0)
    expect(server.output()).toMatch(/"applied":\["0001_system","0002_accounts",/)
    expect(server.output()).toMatch(/"msg":"stopped"/)
    expect(server.output()).toMatch(/^Demo login: demo@hubdeck\.dev \/ hubdeck-demo$/m)
  })

  it('reopens the same folder without re-applying migrations, data intact', { timeout: 120_000 }, async () => {
    const server = start(dataDir)
    const url = await server.url
    const chains = await (
      await fetch(`${url}/api`, { method: 'POST', body: '{"method":"hub_getSupportChains"}' })
    ).json()
    expect(chains.result[0].id).toBe('ethereum')

    server.child.kill('SIGINT')
    expect(await server.exit).toBe(0)
    expect(server.output()).toMatch(/"applied":\[\]/)
  })
})
