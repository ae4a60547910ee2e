/**
 * The export job: writes the files of waiting CSV exports. Any instance may run it; each export
 * is claimed with `for update skip locked` in the transaction that writes its file, marks it
 * ready and stores its `file_download` notice, so two instances never write the same export,
 * and one that dies half-way leaves it `processing` for the next pass (the lock goes with it).
 *
 * The file: RFC 4180 by csv-stringify (CRLF, quotes where needed), a UTF-8 byte-order mark so
 * Excel reads non-ASCII names right, the header row first (csv-tables.ts). Files are kept in the
 * row; exports older than `EXPORT_RETENTION_MS` are deleted, so links to them answer 404.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import type { ExportKind } from '../../../../contract/index'
import { inTransaction } from '../../../db/transaction'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { signLink } from '../file-links'
import { exportTable, type ExportParams } from './csv-tables'

/**
 * How long the link in the notice works. Longer than a PDF link: the notice stays open (SPEC §4)
 * and is read when the person comes back to it, yet the link still dies within a day.
 */
export const EXPORT_LINK_TTL_MS = 24 * 3_600_000 // 24 hours

/** Exports (and their files) older than this are deleted. */
export const EXPORT_RETENTION_MS = 7 * 86_400_000 // 7 days

/** Writes one waiting export, if any; answers whether it did. */
export async function writeNextExport(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const job = await trx
      .selectFrom('csv_exports')
      .select(['id', 'wallet_id', 'user_id', 'kind', 'params', 'created_at'])
      .where('status', '=', 'processing')
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst()
    if (!job) return false
    const kind = job.kind as ExportKind
    const table = await exportTable(trx, Number(job.wallet_id), kind, job.params as ExportParams).catch(
      (error: unknown) => {
        throw new ExportFailure(job.id, error)
      },
    )
    const text = stringify([table.header, ...table.rows], { bom: true, record_delimiter: 'windows' })
    const fileName = `hubdeck-${kind}s-${now.toISOString().slice(0, 10)}.csv`
    await trx
      .updateTable('csv_exports')
      .set({
        status: 'ready',
        file: Buffer.from(text, 'utf8'),
        file_name: fileName,
        row_count: table.rows.length,
        claimed_at: now,
        finished_at: now,
      })
      .where('id', '=', job.id)
      .execute()
    const link = await signLink(trx, { kind: 'exports', id: job.id }, EXPORT_LINK_TTL_MS, now.getTime())
    await notify(trx, { userId: Number(job.user_id) }, 'file_download', { type: kind, fileUrl: link.url })
    return true
  })
}

/** An export whose file could not be made: the job marks it failed, so it is not tried forever. */
class ExportFailure extends Error {
  constructor(
    readonly exportId: string,
    readonly reason: unknown,
  ) {
    super(`export ${exportId} failed: ${String(reason)}`)
  }
}

async function failExport(db: Kysely<DB>, failure: ExportFailure): Promise<void> {
  await db
    .updateTable('csv_exports')
    .set({ status: 'failed', error: String(failure.reason).slice(0, 500), finished_at: new Date() })
    .where('id', '=', failure.exportId)
    .where('status', '=', 'processing')
    .execute()
}

/** How often old exports are looked for: they only need to go within the day. */
const PURGE_EVERY_MS = 3_600_000 // 1 hour

async function hasWaiting(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('csv_exports')
    .select('id')
    .where('status', '=', 'processing')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The job running in this instance. */
export interface CsvExportJob {
  /** Writes every waiting export now (tests wait on it); resolves once none is left. */
  drain(): Promise<void>
  stop(): Promise<void>
}

/** Starts polling every `pollMs` for waiting exports. */
export function startCsvExportJob(db: Kysely<DB>, log: FastifyBaseLogger, pollMs: number): CsvExportJob {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  let purgedAt = 0
  const pass = async () => {
    try {
      // A look without a transaction first: most passes find nothing to do.
      while (!stopped && (await hasWaiting(db)) && (await writeNextExport(db))) {
        // on to the next waiting export
      }
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now()
        await db
          .deleteFrom('csv_exports')
          .where('created_at', '<', new Date(Date.now() - EXPORT_RETENTION_MS))
          .execute()
      }
    } catch (error) {
      log.error({ err: error }, 'csv export failed')
      if (error instanceof ExportFailure) await failExport(db, error).catch(() => undefined)
    }
  }
  const tick = () => {
    running = pass().finally(() => {
      if (!stopped) timer = setTimeout(tick, pollMs)
    })
  }
  timer = setTimeout(tick, 0)

  return {
    async drain() {
      for (;;) {
        await running
        await pass()
        if (!(await hasWaiting(db))) return
        // Another instance (or this one's timer) holds it: wait for its commit.
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
