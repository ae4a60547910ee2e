import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMain } from './test-support/main-process'

/** On a temporary data folder, PostgreSQL's URL cleared. */
function start(dataDir: string) {
  return startMain({ HUBDECK_DATA: dataDir, DATABASE_URL: '' })
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
