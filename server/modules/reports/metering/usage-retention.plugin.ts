/**
 * Puts the usage retention job into a Fastify server: `app.usageRetention`, run every
 * `intervalMs` (default hourly) from `onReady` until `onClose`, never two runs of one instance at
 * once. `intervalMs: null` attaches it without a timer: tests drive it with
 * `app.usageRetention.runOnce(now)`.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { deleteExpiredUsage, type UsageRetentionRun } from './usage-retention'
import { runPeriodically } from '../../../http/periodic-job'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's usage retention job. */
    usageRetention: UsageRetentionJob
  }
}

export interface UsageRetentionJob {
  /** Deletes the usage past its retention at `now` (default: the clock). */
  runOnce(now?: Date): Promise<UsageRetentionRun>
}

export interface UsageRetentionSettings {
  /** How often the job runs; null: only when called. Default one hour. */
  intervalMs?: number | null
}

/** Hourly: the oldest hour bucket goes about when its hour turns 31 days old. */
const DEFAULT_INTERVAL_MS = 3_600_000

export function attachUsageRetention(
  app: FastifyInstance,
  settings: UsageRetentionSettings | undefined,
  db: Kysely<DB>,
): UsageRetentionJob {
  const job: UsageRetentionJob = { runOnce: (now = new Date()) => deleteExpiredUsage(db, now) }
  app.decorate('usageRetention', job)
  const intervalMs = settings?.intervalMs === undefined ? DEFAULT_INTERVAL_MS : settings.intervalMs
  if (intervalMs === null) return job
  runPeriodically(app, { intervalMs, label: 'usage retention run', run: () => job.runOnce() })
  return job
}
