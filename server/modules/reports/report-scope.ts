/**
 * Whose usage a report reads: the account, or the team in context (`ownerOf`, as the wallet
 * methods), narrowed to one key or network when the params name one. A key the scope does not own
 * (someone else's, another team's, a team key asked for in personal context) is refused with the
 * key methods' own "not found", so a report cannot tell a foreign key from a missing one. A
 * deleted key of the scope is still reported: its usage happened.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { RpcContext } from '../../rpc/context'
import { notFound } from '../../rpc/errors'
import { ownerOf } from '../wallet/wallet.methods'
import type { WalletOwner } from '../wallet/wallet.queries'
import type { UsageScope } from './usage-aggregate'

/** The scope of a call; throws 50404 for a key outside it. */
export async function reportScope(
  ctx: RpcContext,
  { apikeyId, networkId }: { apikeyId?: number | undefined; networkId?: string | undefined } = {},
): Promise<UsageScope> {
  const owner = ownerOf(ctx)
  if (apikeyId !== undefined && !(await ownsKey(ctx.db, owner, apikeyId))) throw keyNotFound(apikeyId)
  return {
    owner,
    ...(apikeyId !== undefined ? { apikeyId } : {}),
    ...(networkId !== undefined ? { networkId } : {}),
  }
}

/** The same answer the key methods give for a key that is absent or someone else's. */
export function keyNotFound(id: number) {
  return notFound(`No API key has the id ${id}`, `没有 ID 为 ${id} 的 API 密钥`)
}

/** Whether `owner` has (or had: deleted keys count) the key. */
async function ownsKey(db: Kysely<DB>, owner: WalletOwner, apikeyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('id', '=', apikeyId)
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .executeTakeFirst()
  return row !== undefined
}

/** The names of `owner`'s keys among `ids` (deleted keys keep theirs). */
export async function keyNames(
  db: Kysely<DB>,
  owner: WalletOwner,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .execute()
  return new Map(rows.map((row) => [Number(row.id), row.name]))
}
