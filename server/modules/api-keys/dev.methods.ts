/**
 * Dev-only API-key methods (contract `devMethods`), registered only outside production: a
 * production server answers them -32601 like any unknown name. `dev_endRotationGrace` moves the
 * end of a rotated key's grace period to now, so a test sees the previous secret refused as
 * `rotated_out` by `/gateway/authorize` without waiting hours.
 */
import { sql } from 'kysely'
import type { CacheInvalidation } from '../../db/cache-invalidation'
import { notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { userIdByEmail } from '../account/users.queries'

/**
 * Registers dev_endRotationGrace. A public method, so the dispatcher knows no owner to forget:
 * it forgets the key's owner here, on this instance, right after its write (the trigger's signal
 * reaches the others).
 */
export function registerDevApiKeyMethods(registry: MethodRegistry, invalidation?: CacheInvalidation): void {
  registry.register('dev_endRotationGrace', async (ctx, { email, keyId }) => {
    const userId = await userIdByEmail(ctx.db, email)
    const now = new Date()
    const row = await ctx.db
      .updateTable('api_keys')
      .set({
        // An end already past stays where it is; a key never rotated keeps no previous secret.
        previous_secret_valid_until: sql<Date | null>`case when previous_secret is null then null
          else least(previous_secret_valid_until, ${now}::timestamptz) end`,
        updated_at: now,
      })
      .where('id', '=', keyId)
      .where('deleted_at', 'is', null)
      // The account's own key, or a key of a team it is an active member of: nobody else's.
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          eb(
            'team_id',
            'in',
            eb
              .selectFrom('team_members')
              .select('team_id')
              .where('user_id', '=', userId)
              .where('status', '=', 'active'),
          ),
        ]),
      )
      .returning(['user_id', 'team_id'])
      .executeTakeFirst()
    if (!row) throw notFound(`No API key has the id ${keyId}`, `没有 ID 为 ${keyId} 的 API 密钥`)
    invalidation?.invalidate(row.team_id === null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) })
    return null
  })
}
