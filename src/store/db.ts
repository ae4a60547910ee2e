/**
 * The Dexie database behind the store: the append-only event log, the projections' snapshots and
 * the outbox of commands waiting for the network. A new schema is a new `version(n)` below the
 * others, never an edit of a shipped one.
 */
import { Dexie, type Table } from 'dexie'
import type { StoredEvent } from './events'

/** A projection's state as of log entry `seq`, so start-up reads it plus the tail after `seq`. */
export interface SnapshotRow {
  scope: string
  name: string
  /** The projection's version that wrote it; another version ignores it. */
  version: number
  seq: number
  state: unknown
  /** Time of the last server or socket event applied: the age the screens show. */
  syncedAt: string | null
}

/** A command waiting to be sent; `seq` is the order it is replayed in. */
export interface OutboxRow {
  seq?: number
  /** The Idempotency-Key: the server acts on it once, however often it arrives. */
  key: string
  scope: string
  command: string
  payload: unknown
  createdAt: string
}

export const DATABASE_NAME = 'hubdeck'

export class HubDatabase extends Dexie {
  events!: Table<StoredEvent, number>
  snapshots!: Table<SnapshotRow, [string, string]>
  outbox!: Table<OutboxRow, number>

  constructor(name = DATABASE_NAME) {
    super(name)
    // Dexie index syntax, not visible text.
    /* eslint-disable lingui/no-unlocalized-strings */
    this.version(1).stores({
      events: '++seq, &id, scope, [scope+seq]',
      snapshots: '[scope+name], scope',
      outbox: '++seq, &key, scope',
    })
    // The log's only index is the one its reads use: each index is written with every event
    // and removed with it at compaction, and `&id` and `scope` doubled the cost of an append.
    this.version(2).stores({ events: '++seq, [scope+seq]' })
    /* eslint-enable lingui/no-unlocalized-strings */
  }
}
