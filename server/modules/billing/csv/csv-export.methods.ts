/**
 * The three CSV exports (deposits, packages bought, the statement). Each call stores the export
 * as `processing` with its filter and answers at once; the export job (csv-export-job.ts) writes
 * the file and announces it with a `file_download` notice to the caller. The wallet is the call's
 * (the team's in team context), so a file only ever holds that wallet's rows.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { CsvExport, ExportKind } from '../../../../contract/index'
import { toJsonb } from '../../../db/jsonb'
import { sessionOf, type RpcContext } from '../../../rpc/context'
import { businessRule } from '../../../rpc/errors'
import type { MethodRegistry } from '../../../rpc/registry'
import { walletOfCall } from '../../wallet/cards/card-wallet'
import type { ExportParams } from './csv-tables'

/** Exports one person may have waiting at once: enough for the three kinds, not a flood. */
export const MAX_WAITING_EXPORTS = 3

export function registerCsvExportMethods(registry: MethodRegistry): void {
  registry.register('hub_getViewUserDepositInfoCsv', (ctx, params) => startExport(ctx, 'deposit', params))
  registry.register('hub_getViewUserPurchaseInfoCsv', (ctx, params) => startExport(ctx, 'purchase', params))
  registry.register('hub_getViewUserBillCsv', (ctx, params) => startExport(ctx, 'bill', params))
}

/** Stores an export to make, unless the caller already has `MAX_WAITING_EXPORTS` waiting. */
async function startExport(ctx: RpcContext, kind: ExportKind, params: ExportParams): Promise<CsvExport> {
  const { userId } = sessionOf(ctx)
  const walletId = await walletOfCall(ctx)
  const id = `exp_${randomBytes(16).toString('base64url')}`
  const { rows } = await sql<{ id: string; created_at: Date }>`
    insert into csv_exports (id, wallet_id, user_id, kind, params)
    select ${id}, ${walletId}, ${userId}, ${kind}, ${toJsonb(params)}
     where (select count(*) from csv_exports where user_id = ${userId} and status = 'processing') < ${MAX_WAITING_EXPORTS}
    returning id, created_at`.execute(ctx.db)
  const row = rows[0]
  if (!row) {
    throw businessRule(
      `You have ${MAX_WAITING_EXPORTS} exports being prepared. Wait for their notices, then export again.`,
      `您已有 ${MAX_WAITING_EXPORTS} 个导出正在生成，请等收到通知后再导出。`,
      { reason: 'exports_waiting' },
    )
  }
  return {
    exportId: row.id,
    kind,
    status: 'processing',
    fileUrl: null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
