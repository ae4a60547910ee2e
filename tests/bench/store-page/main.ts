/**
 * The store bench page (built by `../store.ts` with Vite, run in Chromium): the real event log
 * (`src/store/`) with the app's projections and commands, and a raw Dexie baseline, both on the
 * browser's own IndexedDB. `../store.ts` calls the functions below through `window.__storeBench`.
 */
import { Dexie, type Table } from 'dexie'
import type { Notice } from '../../../contract'
import { COMMANDS, PROJECTIONS } from '../../../src/app/registry'
import { HubDatabase } from '../../../src/store/db'
import { createEventLog, DEFAULT_LOG_LIMITS } from '../../../src/store/event-log'
import { fact, type EventDraft, type StoredEvent } from '../../../src/store/events'
import type { Projection } from '../../../src/store/projection'
import { PROGRESS_EVERY, type AppendResult, type ReadResult, type StoreBenchApi } from './api'

const SCOPE = 'u1'
/** The registry's projections, whatever their state type (only their names and views are looked at). */
const VIEWS = PROJECTIONS as readonly Projection<unknown>[]
const FIRST_NOTICE_AT = Date.UTC(2026, 0, 1)

/** A deposit notice as the socket delivers one (contract `Notice`), one minute after the previous. */
function notice(index: number): Notice {
  const usd = (10 + (index % 990)).toFixed(2)
  return {
    id: index + 1,
    type: 'deposit',
    title: 'Deposit received',
    content: `Your deposit of ${usd} USDT has been confirmed and ${usd} USD credited to your wallet.`,
    createdAt: new Date(FIRST_NOTICE_AT + index * 60_000).toISOString(),
    read: false,
    expand: {},
  }
}

function drafts(count: number): EventDraft[] {
  return Array.from({ length: count }, (_, index) => {
    const payload = notice(index)
    return fact('notice.received', payload, 'socket', payload.createdAt)
  })
}

/** The rows the log would store, ids and all, for the baseline table. */
function storedRows(count: number): StoredEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const payload = notice(index)
    return {
      id: crypto.randomUUID(),
      type: 'notice.received',
      v: 1,
      payload,
      at: payload.createdAt,
      origin: 'socket',
      scope: SCOPE,
    }
  })
}

/** The baseline: one plain table, primary key only (no secondary index, no snapshot, no projection). */
class RawDatabase extends Dexie {
  rows!: Table<StoredEvent, number>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ rows: '++seq' })
  }
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/** Appends `work` batch by batch, noting the time every PROGRESS_EVERY events; stops once past `capMs`. */
async function timed<T>(work: T[][], append: (rows: T[]) => Promise<unknown>, capMs = Infinity) {
  const progress: number[] = []
  let appended = 0
  const started = performance.now()
  for (const rows of work) {
    await append(rows)
    const before = Math.floor(appended / PROGRESS_EVERY)
    appended += rows.length
    const elapsed = performance.now() - started
    if (Math.floor(appended / PROGRESS_EVERY) > before) progress.push(elapsed)
    if (elapsed > capMs) break
  }
  return { ms: performance.now() - started, appended, progress }
}

async function storeAppend(database: string, count: number, batch: number, capMs: number): Promise<AppendResult> {
  await Dexie.delete(database)
  const db = new HubDatabase(database)
  await db.open()
  const log = createEventLog({ db, projections: PROJECTIONS, commands: COMMANDS })
  const result = await timed(batches(drafts(count), batch), (events) => log.append(SCOPE, events), capMs)
  const rows = await log.size(SCOPE)
  db.close()
  return { ...result, rows }
}

async function storeRead(database: string): Promise<ReadResult> {
  const started = performance.now()
  const db = new HubDatabase(database)
  const log = createEventLog({ db, projections: PROJECTIONS, commands: COMMANDS })
  // Screens subscribe together at start-up, so the views are read side by side.
  const read = await Promise.all(VIEWS.map((projection) => log.read(SCOPE, projection)))
  const ms = performance.now() - started

  const views: NonNullable<ReadResult['views']> = {}
  const rowsRead = { snapshots: 0, events: 0, outbox: await db.outbox.where('scope').equals(SCOPE).count() }
  for (const [index, projection] of VIEWS.entries()) {
    const state = read[index]?.state as { notices?: unknown[] } | null
    views[projection.name] = { jsonBytes: JSON.stringify(state ?? null).length, notices: state?.notices?.length }
    const snapshot = await db.snapshots.get([SCOPE, projection.name])
    if (snapshot?.version === projection.version) rowsRead.snapshots += 1
    const after = snapshot?.version === projection.version ? snapshot.seq : 0
    rowsRead.events += await db.events
      .where('[scope+seq]')
      .between([SCOPE, after], [SCOPE, Dexie.maxKey], false, true)
      .count()
  }
  db.close()
  return { ms, rows: read.length, views, rowsRead }
}

async function rawAppend(database: string, count: number): Promise<AppendResult> {
  await Dexie.delete(database)
  const db = new RawDatabase(database)
  await db.open()
  const all = storedRows(count)
  const started = performance.now()
  await db.transaction('rw', db.rows, () => db.rows.bulkPut(all))
  const ms = performance.now() - started
  const rows = await db.rows.count()
  db.close()
  return { ms, appended: count, progress: [], rows }
}

async function rawRead(database: string, count: number): Promise<ReadResult> {
  const keys = Array.from({ length: count }, (_, index) => index + 1)
  const started = performance.now()
  const db = new RawDatabase(database)
  const found = await db.rows.bulkGet(keys)
  const ms = performance.now() - started
  db.close()
  return { ms, rows: found.filter((row) => row !== undefined).length }
}

async function storeRebuild(database: string, count: number): Promise<ReadResult> {
  await Dexie.delete(database)
  const prepared = new HubDatabase(database)
  await prepared.transaction('rw', prepared.events, () => prepared.events.bulkPut(storedRows(count)))
  prepared.close()

  const started = performance.now()
  const db = new HubDatabase(database)
  const log = createEventLog({ db, projections: PROJECTIONS, commands: COMMANDS })
  const read = await Promise.all(VIEWS.map((projection) => log.read(SCOPE, projection)))
  const ms = performance.now() - started
  db.close()
  return { ms, rows: read.length }
}

async function rawReadAll(database: string): Promise<ReadResult> {
  const started = performance.now()
  const db = new RawDatabase(database)
  const found = await db.rows.toArray()
  const ms = performance.now() - started
  db.close()
  return { ms, rows: found.length }
}

const api: StoreBenchApi = {
  limits: { ...DEFAULT_LOG_LIMITS },
  storeAppend,
  storeRead,
  rawAppend,
  rawRead,
  storeRebuild,
  rawReadAll,
  drop: (database) => Dexie.delete(database),
}
window.__storeBench = api
