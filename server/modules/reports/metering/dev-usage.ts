/**
 * What `dev_consumeRu` meters (dev only): RU drawn as if an owner's key had been used, so a person
 * or a test can run a package down and see the usage in the reports, without a gateway.
 *
 * The draw is recorded as one request of the owner's key (the one named, else its oldest live
 * key) in the hour of `now`, on the development network, method `dev_consumeRu` unless named,
 * into the same buckets as the gateway's calls, and drawn in the same transaction
 * (record-usage.ts). Its cost is the `ru` asked (30 % more with `archive`), not a method's price:
 * the method exists to draw an exact amount. An owner without any live key has no bucket to
 * write (a bucket belongs to a key), so its RU are only drawn: there is no usage to report.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { notFound } from '../../../rpc/errors'
import type { ApiKeyOwner } from '../../api-keys/api-keys.queries'
import { drawRu, type RuDraw } from '../../packages/ru/consume-ru'
import { ruCost } from '../../packages/ru/ru-cost'
import { DEVNET_ID } from '../../wallet/chain/devnet-network'
import { latencyHistogram } from './latency-histogram'
import { upsertUsageBuckets } from './usage-buckets'

export interface DevUsage {
  /** RU before the archive surcharge. */
  units: number
  archive: boolean
  /** The owner's key to record it on; absent: its oldest live key. */
  apikeyId?: number
  /** Default: the development network. */
  network?: string
  /** Default: `dev_consumeRu`. */
  method?: string
}

/** Draws the usage's RU from `owner` at `now` and records it on one of the owner's keys when it has one. */
export async function meterDevUsage(
  db: Kysely<DB>,
  owner: ApiKeyOwner,
  usage: DevUsage,
  { now = new Date() }: { now?: Date } = {},
): Promise<RuDraw> {
  const cost = ruCost(usage.units, { archive: usage.archive })
  return inTransaction(db, async (trx) => {
    let keys = trx
      .selectFrom('api_keys')
      .select('id')
      .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
      .where('deleted_at', 'is', null)
    if (usage.apikeyId !== undefined) keys = keys.where('id', '=', usage.apikeyId)
    const key = await keys.orderBy('created_at').orderBy('id').limit(1).executeTakeFirst()
    if (!key && usage.apikeyId !== undefined) {
      throw notFound(`No API key has the id ${usage.apikeyId}`, `没有 ID 为 ${usage.apikeyId} 的 API 密钥`)
    }
    if (key) {
      await upsertUsageBuckets(trx, [
        {
          hour: now,
          apikeyId: Number(key.id),
          owner,
          networkId: usage.network ?? DEVNET_ID,
          method: usage.method ?? 'dev_consumeRu',
          requests: 1,
          ru: cost,
          errors: 0,
          rateLimited: 0,
          latencyHist: latencyHistogram([0]),
        },
      ])
    }
    return drawRu(trx, owner, cost, { at: now })
  })
}
