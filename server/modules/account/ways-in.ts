/**
 * An account must keep a way to log in (issue 6: "unbinding the last one is refused"). The ways
 * in are: a password with an e-mail to log in with (hub_login), the bound wallet
 * (hub_metamaskRegister) and each OAuth identity (hub_checkOauthCode). Every unbinding asks
 * `refuseLastWayIn` before it removes one.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { businessRule } from '../../rpc/errors'

/** How many ways the account has to log in. Locks the account's row until the transaction ends. */
export async function countWaysIn(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select([
      'email',
      'password_hash',
      'wallet_address',
      sql<number>`(select count(*)::int from oauth_identities where oauth_identities.user_id = users.id)`.as(
        'identities',
      ),
    ])
    .where('id', '=', userId)
    // Two unbindings at once must not both see a second way in and leave none.
    .forUpdate()
    .executeTakeFirst()
  if (!row) return 0
  const password = row.password_hash !== null && row.email !== null ? 1 : 0
  const wallet = row.wallet_address !== null ? 1 : 0
  return password + wallet + Number(row.identities)
}

/** 10422 when removing one way in would leave the account with none. */
export async function refuseLastWayIn(db: Kysely<DB>, userId: number): Promise<void> {
  if ((await countWaysIn(db, userId)) > 1) return
  throw businessRule(
    'This is the only way to log in to this account: set a password or bind another way to log in first',
    '这是该账户唯一的登录方式，请先设置密码或绑定其他登录方式',
    { reason: 'last_way_in' },
  )
}
