/**
 * How long usage is kept: hourly buckets 31 days (the longest period the statistics page shows
 * by the hour), daily buckets two years (the owners' rollups, migration 0025, at the same ages,
 * so a report reads the same hours and days from either), and batch ids 31 days (a gateway retries a batch within
 * seconds; one resent after a month would count again). Every instance runs the job
 * (usage-retention.plugin.ts); deleting what another instance already deleted is harmless.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'

export const HOURLY_RETENTION_DAYS = 31
export const DAILY_RETENTION_YEARS = 2
export const BATCH_RETENTION_DAYS = 31

const DAY_MS = 86_400_000

/** What one run deleted. */
export interface UsageRetentionRun {
  hourly: number
  daily: number
  ownerHourly: number
  ownerDaily: number
  batches: number
}

/** The oldest instants kept at `now`: rows that start before them are deleted. */
export function retentionCutoffs(now: Date): { hourly: Date; daily: Date; batches: Date } {
  const daily = new Date(now)
  daily.setUTCFullYear(daily.getUTCFullYear() - DAILY_RETENTION_YEARS)
  return {
    hourly: new Date(now.getTime() - HOURLY_RETENTION_DAYS * DAY_MS),
    daily,
    batches: new Date(now.getTime() - BATCH_RETENTION_DAYS * DAY_MS),
  }
}

/** Deletes the usage older than its retention at `now`. */
export async function deleteExpiredUsage(db: Kysely<DB>, now: Date): Promise<UsageRetentionRun> {
  const cutoff = retentionCutoffs(now)
  const hourly = await db.deleteFrom('usage_hourly').where('hour', '<', cutoff.hourly).executeTakeFirst()
  const daily = await db.deleteFrom('usage_daily').where('day', '<', cutoff.daily).executeTakeFirst()
  const ownerHourly = await db.deleteFrom('usage_owner_hourly').where('hour', '<', cutoff.hourly).executeTakeFirst()
  const ownerDaily = await db.deleteFrom('usage_owner_daily').where('day', '<', cutoff.daily).executeTakeFirst()
  const batches = await db.deleteFrom('usage_batches').where('received_at', '<', cutoff.batches).executeTakeFirst()
  return {
    hourly: Number(hourly.numDeletedRows),
    daily: Number(daily.numDeletedRows),
    ownerHourly: Number(ownerHourly.numDeletedRows),
    ownerDaily: Number(ownerDaily.numDeletedRows),
    batches: Number(batches.numDeletedRows),
  }
}
