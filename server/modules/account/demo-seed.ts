/**
 * The demo workspace `npm start` shows a newcomer: one account with a balance and a few notices,
 * seeded only into a database without any account and never in production. Later issues add
 * their demo data (usage, invoices, a team) here.
 */
import type { Kysely } from 'kysely'
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { notify } from '../notices/notify'
import { createUser } from './users.queries'

/** The demo login, from `HUBDECK_DEMO_EMAIL` and `HUBDECK_DEMO_PASSWORD`. */
export interface DemoAccount {
  email: string
  /** The typed password; hashed here as the app hashes it before it leaves the page. */
  password: string
}

/** `seeded` this time, `exists` from an earlier start, `skipped` (production, or real accounts). */
export type DemoSeedResult = 'seeded' | 'exists' | 'skipped'

/** The demo wallet's balance, USD. */
export const DEMO_BALANCE = '125.50'

/** Seeds the demo account when allowed; tells whether it is there to log in with. */
export async function seedDemoData(
  db: Kysely<DB>,
  options: DemoAccount & { production: boolean },
): Promise<DemoSeedResult> {
  if (options.production) return 'skipped'
  const email = options.email.trim().toLowerCase()
  const existing = await db.selectFrom('users').select(['id', 'email']).limit(1).executeTakeFirst()
  if (existing) {
    const demo = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    return demo ? 'exists' : 'skipped'
  }
  await seedAccount(db, { email, password: options.password, nickname: 'Demo', balance: DEMO_BALANCE })
  return 'seeded'
}

/**
 * An account as the demo has it: terms accepted, a balance, five notices of which the oldest two
 * are read. The demo seed and dev_createAccount (tests, people trying things) both make one.
 */
export async function seedAccount(
  db: Kysely<DB>,
  account: DemoAccount & { nickname: string; balance: string },
): Promise<number> {
  const userId = await createUser(db, {
    email: account.email,
    passwordHash: md5(PASSWORD_HASH_PREFIX + account.password),
    nickname: account.nickname,
    initialized: true,
  })
  await db.updateTable('users').set({ accept_term: true }).where('id', '=', userId).execute()
  await db.updateTable('wallets').set({ amount: account.balance }).where('user_id', '=', userId).execute()
  const target = { userId }
  await notify(db, target, 'register_gift', { skuName: 'Starter package' })
  await notify(db, target, 'deposit', {
    coinAmount: '100.000000',
    coin: 'USDT',
    usdAmount: '100.00',
    timeStamp: new Date().toISOString(),
  })
  await notify(db, target, 'buy_package', { skuName: 'Growth 10M RU', amount: '49.00' })
  await notify(db, target, 'low_ru', { amount: '150000' })
  await notify(db, target, 'normal_success', {}, { title: 'Welcome to Hubdeck', content: 'This is a demo workspace.' })
  // The oldest two have been seen already, so the bell shows a mix of read and unread.
  const oldest = await db
    .selectFrom('notices')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(2)
    .execute()
  await db
    .updateTable('notices')
    .set({ read: true })
    .where(
      'id',
      'in',
      oldest.map((row) => row.id),
    )
    .execute()
  return userId
}
