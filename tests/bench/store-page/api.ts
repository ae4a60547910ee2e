/**
 * What the store bench page (`main.ts`) exposes on `window` for `../store.ts` to call. Every
 * timing is taken inside the page (`performance.now()`), so Playwright's round trips are not in it.
 */

export interface AppendResult {
  ms: number
  /** Rows the table or the scope's log holds afterwards. */
  rows: number
  /** Events appended: all of them, or fewer when the time cap stopped the append. */
  appended: number
  /** ms since the start after each further `PROGRESS_EVERY` events (how the cost per batch moves). */
  progress: number[]
}

/** Events between two `progress` entries. */
export const PROGRESS_EVERY = 1000

export interface ReadResult {
  ms: number
  /** Rows found (baseline) or views read (store). */
  rows: number
  /** Per projection, for the JSON only: bytes of the view's state as JSON, and notices it holds. */
  views?: Record<string, { jsonBytes: number; notices?: number }>
  /** Rows the store's reads went through: snapshots, events of the tails, queued commands. */
  rowsRead?: { snapshots: number; events: number; outbox: number }
}

/** The log's compaction bound as the page's event log runs it (`DEFAULT_LOG_LIMITS`). */
export interface LogBound {
  maxEvents: number
  keepEvents: number
}

export interface StoreBenchApi {
  limits: LogBound
  /**
   * `count` notice.received events through `log.append('u1', batch)`, `batch` at a time, into a
   * fresh database; stops after the batch that passes `capMs`, so a slow store cannot stall the bench.
   */
  storeAppend(database: string, count: number, batch: number, capMs: number): Promise<AppendResult>
  /** A fresh HubDatabase and event log over `database` (a reload), reading every projection's view. */
  storeRead(database: string): Promise<ReadResult>
  /** The same rows by one raw Dexie `bulkPut` into a plain table of a fresh database, in one transaction. */
  rawAppend(database: string, count: number): Promise<AppendResult>
  /** Opens `database` again and reads `count` rows by key with one `bulkGet`. */
  rawRead(database: string, count: number): Promise<ReadResult>
  /**
   * A fresh database whose log holds `count` notice.received events and no snapshot (written
   * untimed, with one `bulkPut`), then timed: a fresh HubDatabase and event log over it reading
   * every projection's view, i.e. every projection rebuilt from the log as after a version bump.
   */
  storeRebuild(database: string, count: number): Promise<ReadResult>
  /** Opens `database` again and reads its whole table with `toArray()`. */
  rawReadAll(database: string): Promise<ReadResult>
  /** Deletes a database (between runs, so the profile does not fill up). */
  drop(database: string): Promise<void>
}

declare global {
  interface Window {
    __storeBench?: StoreBenchApi
  }
}
