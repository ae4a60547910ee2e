/**
 * Puts the auto-renew job into a Fastify server: `app.renewals`, run every `intervalMs` from
 * `onReady` until `onClose` (never two runs of one instance at once). `intervalMs: null` attaches
 * the job without a timer: tests drive it with `app.renewals.runOnce(now)`.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { CardPayments } from '../../wallet/cards/processor'
import { createRenewalJob, type RenewalJob } from './renewal-job'
import { runPeriodically } from '../../../http/periodic-job'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's auto-renew job. */
    renewals: RenewalJob
  }
}

export interface RenewalSettings {
  /** How often the job runs; null: only when called. Default one minute. */
  intervalMs?: number | null
}

/** Default: once a minute, so a renewal bought an hour ahead has many chances on any instance. */
const DEFAULT_INTERVAL_MS = 60_000

export function attachRenewals(
  app: FastifyInstance,
  settings: RenewalSettings | undefined,
  db: Kysely<DB>,
  cards: CardPayments | null,
): RenewalJob {
  const job = createRenewalJob({ db, cards })
  app.decorate('renewals', job)
  const intervalMs = settings?.intervalMs === undefined ? DEFAULT_INTERVAL_MS : settings.intervalMs
  if (intervalMs === null) return job
  runPeriodically(app, { intervalMs, label: 'auto-renew run', run: () => job.runOnce() })
  return job
}
