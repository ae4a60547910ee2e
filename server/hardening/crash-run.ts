/**
 * Crash safety (issue 21): `server/main.ts` as a child process, a stream of writes it acknowledges,
 * `kill -9` in the middle of it, a restart on the same data (a PGlite folder or a PostgreSQL
 * database), and every acknowledged write read back through the API. Each cycle adds a new
 * account and its keys; every earlier cycle's writes are checked again after each restart, so a
 * crash that damages older data shows too.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { startMain } from '../test-support/main-process'
import { preparedTemplate } from '../test-support/prepared-template'
import { SeededRandom } from './seeded-random'

/** Where the server keeps its data between runs: a PGlite folder or a PostgreSQL database. */
export interface CrashTarget {
  engine: 'pglite' | 'postgres'
  env: Record<string, string>
  dispose(): Promise<void>
}

/**
 * A PGlite data folder of its own, removed afterwards. Inside the test suite it starts as a copy
 * of the suite's migrated template: the first start then skips initdb and 28 migrations.
 */
export async function pgliteTarget(): Promise<CrashTarget> {
  const folder = await mkdtemp(join(tmpdir(), 'hubdeck-crash-'))
  const dataDir = join(folder, 'db')
  const template = await preparedTemplate()
  if (template) await (await PGlite.create({ dataDir, loadDataDir: template })).close()
  return {
    engine: 'pglite',
    env: { HUBDECK_DATA: dataDir, DATABASE_URL: '' },
    dispose: () => rm(folder, { recursive: true, force: true }),
  }
}

/** A fresh database on the PostgreSQL of `adminUrl`, dropped afterwards. */
export async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const name = `hubdeck_crash_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** What the runs did: the README's figures. */
export interface CrashReport {
  cycles: number
  acknowledged: number
  /** Writes in flight when the server was killed: either outcome is right for them. */
  inFlight: number
  /** Acknowledged writes missing or different after a restart (must be 0). */
  lost: string[]
  /** Restarts that did not come up (must be 0). */
  failedRestarts: string[]
  /** Milliseconds from spawn to listening: the first start, then each restart after a kill. */
  firstStartMs: number
  restartMs: number[]
}

/** One key as the stream last saw it: its acknowledged name, and the one a write in flight set. */
interface KeyRecord {
  id: number
  acknowledgedName: string
  pendingName?: string
}

interface AccountRecord {
  token: string
  keys: Map<number, KeyRecord>
  /** Names of keys being created when the kill came: present or not, both are right. */
  pendingKeys: Set<string>
}

/**
 * `cycles` times: start, write until `acknowledged` acks past a random point (3…`maxAcks`) with
 * `parallel` writes always in flight, SIGKILL, restart, read everything back.
 */
export async function runCrashCycles(
  target: CrashTarget,
  {
    cycles,
    seed = 21,
    maxAcks = 24,
    parallel = 3,
    onCycle,
  }: {
    cycles: number
    seed?: number
    maxAcks?: number
    parallel?: number
    /** Called after each cycle's restart and check: a long run's progress. */
    onCycle?: (report: CrashReport) => void
  },
): Promise<CrashReport> {
  const random = new SeededRandom(seed)
  const accounts: AccountRecord[] = []
  const report: CrashReport = {
    cycles: 0,
    acknowledged: 0,
    inFlight: 0,
    lost: [],
    failedRestarts: [],
    firstStartMs: 0,
    restartMs: [],
  }
  const firstStart = Date.now()
  let server = startMain(target.env)
  try {
    await server.url
    report.firstStartMs = Date.now() - firstStart
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const url = await server.url
      const account = await createAccount(url, cycle)
      accounts.push(account)
      report.acknowledged += 1
      const killAfter = random.int(3, maxAcks)
      report.inFlight += await writeUntilKilled(url, account, killAfter, parallel, server.child, random, report)
      await server.exit

      const started = Date.now()
      server = startMain(target.env)
      try {
        await server.url
      } catch (error) {
        report.failedRestarts.push(`cycle ${cycle}: ${String(error)}`)
        break
      }
      report.restartMs.push(Date.now() - started)
      report.lost.push(...(await missingWrites(await server.url, accounts)))
      report.cycles = cycle
      onCycle?.(report)
    }
  } finally {
    server.child.kill('SIGKILL')
    await server.exit
  }
  return report
}

/** Sends writes, `parallel` at a time, and kills the server once `killAfter` more are acknowledged. */
async function writeUntilKilled(
  url: string,
  account: AccountRecord,
  killAfter: number,
  parallel: number,
  child: ChildProcess,
  random: SeededRandom,
  report: CrashReport,
): Promise<number> {
  let acknowledged = 0
  let inFlight = 0
  let killed = false
  let made = 0
  let pendingAtKill = 0
  const oneWrite = async (): Promise<void> => {
    // One write at a time per key: two renames of one key in flight could commit in either order.
    const existing = [...account.keys.values()].filter((record) => record.pendingName === undefined)
    const rename = existing.length > 0 && (made >= 40 || random.chance(0.4))
    const name = `k${account.keys.size + account.pendingKeys.size}-${random.text(6)}`
    const key = rename ? random.pick(existing) : undefined
    if (key) key.pendingName = name
    else account.pendingKeys.add(name)
    made += rename ? 0 : 1
    inFlight += 1
    try {
      const answer = key
        ? await call<{ id: number; name: string }>(url, 'hub_setApiKeyName', { id: key.id, name }, account.token)
        : await call<{ id: number; name: string }>(url, 'hub_generateApiKey', { name }, account.token)
      if (killed) return
      // The answer arrived: from now on the write must survive.
      if (key) {
        key.acknowledgedName = answer.name
        delete key.pendingName
      } else {
        account.pendingKeys.delete(name)
        account.keys.set(answer.id, { id: answer.id, acknowledgedName: answer.name })
      }
      acknowledged += 1
      report.acknowledged += 1
      if (acknowledged >= killAfter) {
        killed = true
        child.kill('SIGKILL')
        pendingAtKill = inFlight - 1
      }
    } catch (error) {
      if (!killed) throw error
    } finally {
      inFlight -= 1
    }
  }
  const lane = async (): Promise<void> => {
    while (!killed) await oneWrite()
  }
  await Promise.all(Array.from({ length: parallel }, lane))
  return pendingAtKill
}

/** Every acknowledged write of every account, read back; each difference as a line. */
async function missingWrites(url: string, accounts: AccountRecord[]): Promise<string[]> {
  const lost: string[] = []
  for (const [index, account] of accounts.entries()) {
    let keys: { id: number; name: string }[]
    try {
      keys = (
        await call<{ list: { id: number; name: string }[] }>(url, 'hub_getApiKeys', { perPage: 100 }, account.token)
      ).list
    } catch (error) {
      lost.push(`account ${index + 1}: its session or account is gone (${String(error)})`)
      continue
    }
    const byId = new Map(keys.map((key) => [key.id, key]))
    for (const expected of account.keys.values()) {
      const found = byId.get(expected.id)
      if (!found) lost.push(`account ${index + 1}: key ${expected.id} (${expected.acknowledgedName}) is gone`)
      else if (found.name !== expected.acknowledgedName && found.name !== expected.pendingName)
        lost.push(`account ${index + 1}: key ${expected.id} is named ${found.name}, not ${expected.acknowledgedName}`)
      else {
        // What the server kept is what the next cycle's writes build on.
        expected.acknowledgedName = found.name
        delete expected.pendingName
      }
    }
    // A key created by a write in flight counts from now on, if it was kept.
    for (const key of keys)
      if (!account.keys.has(key.id) && account.pendingKeys.has(key.name))
        account.keys.set(key.id, { id: key.id, acknowledgedName: key.name })
    account.pendingKeys.clear()
  }
  return lost
}

async function createAccount(url: string, cycle: number): Promise<AccountRecord> {
  const email = `crash-${cycle}-${randomBytes(4).toString('hex')}@example.com`
  const { token } = await call<{ token: string }>(url, 'dev_createAccount', {
    email,
    password: 'crash test password',
    signIn: true,
  })
  return { token, keys: new Map(), pendingKeys: new Set() }
}

async function call<T>(url: string, method: string, params: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await answer.json()) as { result?: T; error?: unknown }
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result as T
}
