/**
 * The demo workspace `npm start` shows a newcomer: one account with a balance and a few notices,
 * a team it owns (so both login types, Personal and Team, can be tried), a bound wallet (so
 * the wallet login can be tried), API keys with different features, bundlers, MEV modes and
 * whitelists under packages that allow them (the account on Pro, the team on Growth), the
 * deposits and purchases that got it there (with their statement lines and invoices) and 90 days
 * of usage, seeded only into a database without any account and never in production.
 */
import { sql, type Kysely } from 'kysely'
import md5 from 'md5'
import type { ApiKeyFeature, Bundler, MevMode } from '../../../contract/index'
import { PASSWORD_HASH_PREFIX } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { type ApiKeyOwner, insertApiKey, updateApiKeySettings } from '../api-keys/api-keys.queries'
import { checkWhitelist } from '../api-keys/whitelist'
import { notify } from '../notices/notify'
import { creditConfirmedDeposit, credit, walletIdOf } from '../wallet/ledger'
import type { WalletOwner } from '../wallet/wallet.queries'
import { skuByName, type PackageOwner, type SkuRecord } from '../packages/packages.queries'
import { completePurchase } from '../packages/purchases/purchase-core'
import { DEMO_TRAFFIC_DAYS, seedDemoTraffic } from '../reports/demo-traffic'
import { createTeam } from '../teams/teams.queries'
import { LIMIT_TIERS, type LimitTier } from './limit-tiers'
import { createUser } from './users.queries'

/** The demo login, from `HUBDECK_DEMO_EMAIL` and `HUBDECK_DEMO_PASSWORD`. */
/** What the login page sends for a typed password (SPEC §5). */
export function clientPasswordHash(password: string): string {
  return md5(PASSWORD_HASH_PREFIX + password)
}

export interface DemoAccount {
  email: string
  /** The typed password; hashed here as the app hashes it before it leaves the page. */
  password: string
}

/** `seeded` this time, `exists` from an earlier start, `skipped` (production, or real accounts). */
export type DemoSeedResult = 'seeded' | 'exists' | 'skipped'

/** The demo wallet's balance, USD. */
export const DEMO_BALANCE = '125.50'

/** The team the demo account owns, and its wallet's balance (USD). */
export const DEMO_TEAM = { name: 'Demo team', balance: '40.00' } as const

/**
 * The wallet bound to the demo account: account 0 of the public test mnemonic "test test test
 * test test test test test test test test junk" (Hardhat's and Anvil's first dev account). Its
 * private key is public knowledge: it is for demos and tests only, never for real funds, and
 * production never seeds it.
 */
export const DEMO_WALLET_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

/** The packages the demo holds for a year: Pro has every key feature, Growth all but MEV protection. */
export const DEMO_PACKAGES = { account: 'Pro', team: 'Growth' } as const

/** The catalogue's free package, which every account holds without buying. */
export const FREE_PACKAGE = 'Free'

/** Seeded notices tell of the past: listed, never pushed or mailed. */
const HISTORY = { history: true } as const

/** USD of the first deposit every seeded account's notices tell of. */
const DEMO_FIRST_DEPOSIT_USD = '100.00'

/** A demo key: its name and the settings it shows off. */
interface DemoKey {
  name: string
  features: ApiKeyFeature[]
  bundler?: Bundler
  mev?: MevMode
  whitelist: string[]
}

/**
 * The account's keys, oldest first (the list shows the last newest): each shows another side of
 * the settings. Addresses and domains are documentation ones (RFC 5737, RFC 3849, `.example`).
 */
export const DEMO_KEYS: readonly DemoKey[] = [
  { name: 'Staging', features: [], whitelist: [] },
  {
    name: 'Archive indexer',
    features: ['archive_mode'],
    whitelist: ['10.0.0.0/8', '203.0.113.10'],
  },
  {
    name: 'Trading bot',
    features: ['mev_protection'],
    mev: 'auto',
    whitelist: ['198.51.100.7', '2001:db8::/32'],
  },
  {
    name: 'Smart wallet (ERC-4337)',
    features: ['bundler', 'archive_mode'],
    bundler: 'pimlico',
    whitelist: ['*.wallet.example', 'wallet.example'],
  },
]

/** How long ago the oldest demo key was made: before the first day of its seeded usage. */
const DEMO_KEY_AGE_DAYS = DEMO_TRAFFIC_DAYS + 10

/** The team's keys, within what Growth allows. */
export const DEMO_TEAM_KEYS: readonly DemoKey[] = [
  { name: 'Team analytics', features: ['archive_mode'], whitelist: ['192.0.2.0/24'] },
  { name: 'Team backend', features: ['bundler'], bundler: 'stackup', whitelist: ['*.team.example'] },
]

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
  const userId = await seedAccount(db, {
    email,
    password: options.password,
    nickname: 'Demo',
    balance: DEMO_FIRST_DEPOSIT_USD,
    firstDeposit: 'made',
  })
  // The overview's rate-limit tier is the one of the package the demo holds (limit-tiers.ts).
  await db
    .updateTable('users')
    .set({ wallet_address: DEMO_WALLET_ADDRESS, limit_tier: tierOfPackage(DEMO_PACKAGES.account) })
    .where('id', '=', userId)
    .execute()
  const teamId = await createTeam(db, userId, DEMO_TEAM.name)
  await seedDemoPurchases(db, userId, teamId)
  await seedDemoKeys(db, { userId }, DEMO_KEYS)
  await seedDemoKeys(db, { teamId }, DEMO_TEAM_KEYS)
  // 90 days of usage on every key, so the statistics have a story to tell (reports/demo-traffic.ts).
  await seedDemoTraffic(db, [{ userId }, { teamId }])
  return 'seeded'
}

/**
 * How the demo came to hold its packages, made as a customer makes it, so the statement, the
 * purchases, the deposits and the invoices tell what the notices tell: the account tops up after
 * its first deposit (seedAccount) and buys Pro by wallet, leaving DEMO_BALANCE; the team deposits
 * once and buys Growth, leaving its DEMO_TEAM balance. Each is the real deposit and purchase
 * (ledger, statement line, purchase, grant, invoice); their notices are history.
 */
async function seedDemoPurchases(db: Kysely<DB>, userId: number, teamId: number): Promise<void> {
  const pro = await catalogued(db, DEMO_PACKAGES.account)
  const growth = await catalogued(db, DEMO_PACKAGES.team)
  await depositAndBuy(db, { userId }, pro, await usdSum(db, DEMO_BALANCE, pro.price, `-${DEMO_FIRST_DEPOSIT_USD}`))
  await depositAndBuy(db, { teamId }, growth, await usdSum(db, DEMO_TEAM.balance, growth.price))
}

/** A USDT deposit of `deposit` dollars, then `sku` bought from the balance. */
async function depositAndBuy(db: Kysely<DB>, owner: PackageOwner, sku: SkuRecord, deposit: string): Promise<void> {
  const walletId = await walletIdOf(db, owner)
  await creditConfirmedDeposit(db, walletId, { coin: 'USDT', coinAmount: deposit, usdAmount: deposit }, HISTORY)
  await completePurchase(db, {
    owner,
    walletId,
    sku,
    channel: 'wallet',
    autoRenew: false,
    reason: 'buy',
    notice: HISTORY,
  })
}

/** The sum of dollar amounts, in the database's decimal arithmetic: money is never a float. */
async function usdSum(db: Kysely<DB>, ...amounts: string[]): Promise<string> {
  const terms = sql.join(
    amounts.map((amount) => sql`${amount}::numeric`),
    sql` + `,
  )
  const { rows } = await sql<{ sum: string }>`select (${terms})::numeric(12, 2)::text as sum`.execute(db)
  return rows[0]!.sum
}

/** The rate-limit tier titled like the package `name`; the free tier when none is. */
export function tierOfPackage(name: string): LimitTier {
  const found = (Object.keys(LIMIT_TIERS) as LimitTier[]).find((tier) => LIMIT_TIERS[tier].title === name)
  return found ?? 'free'
}

async function catalogued(db: Kysely<DB>, name: string) {
  const sku = await skuByName(db, name)
  if (!sku) throw new Error(`The package catalogue has no ${name}: the demo needs it`)
  return sku
}

/**
 * Creates `keys` through the api-keys module's own writes, under the package the owner bought
 * (no notices: nobody changed them, they were always so).
 */
async function seedDemoKeys(db: Kysely<DB>, owner: ApiKeyOwner, keys: readonly DemoKey[]) {
  for (const [index, demo] of keys.entries()) {
    const key = await insertApiKey(db, owner, demo.name)
    // Created before the 90 days of usage seeded on it (demo-traffic.ts), a day apart in list order.
    await db
      .updateTable('api_keys')
      .set({ created_at: sql<Date>`now() - make_interval(days => ${DEMO_KEY_AGE_DAYS - index})` })
      .where('id', '=', key.id)
      .execute()
    const whitelist = checkWhitelist(demo.whitelist)
    if (!whitelist.ok) throw new Error(`Demo key ${demo.name}: ${whitelist.message}`)
    await updateApiKeySettings(db, owner, key.id, {
      features: { ...key.features, ...Object.fromEntries(demo.features.map((feature) => [feature, true])) },
      bundler: demo.bundler,
      mev: demo.mev,
      whitelist: whitelist.entries,
    })
  }
}

/**
 * An account as the demo has it: terms accepted, a balance, five notices of which the oldest two
 * are read. The demo seed and dev_createAccount (tests, people trying things) both make one.
 */
export async function seedAccount(
  db: Kysely<DB>,
  account: DemoAccount & {
    nickname: string
    balance: string
    storedPassword?: Promise<string>
    /**
     * `made`: the balance arrives as a real USDT deposit (deposit, ledger and statement line), the
     * demo's first deposit. `told` (default): the balance is a gift and the first deposit only a
     * notice, as the accounts dev_createAccount makes for tests have it.
     */
    firstDeposit?: 'made' | 'told'
  },
): Promise<number> {
  const userId = await createUser(db, {
    email: account.email,
    passwordHash: clientPasswordHash(account.password),
    storedPassword: account.storedPassword,
    nickname: account.nickname,
    initialized: true,
  })
  await db.updateTable('users').set({ accept_term: true }).where('id', '=', userId).execute()
  const target = { userId }
  const made = account.firstDeposit === 'made'
  if (!made) await seedBalance(db, target, account.balance)
  // Every account is on the catalogue's free package (packages/README.md), and these say so.
  await notify(db, target, 'register_gift', { skuName: FREE_PACKAGE }, undefined, HISTORY)
  if (made) {
    const deposit = { coin: 'USDT', coinAmount: account.balance, usdAmount: account.balance }
    await creditConfirmedDeposit(db, await walletIdOf(db, target), deposit, HISTORY)
  } else {
    await notify(
      db,
      target,
      'deposit',
      {
        coinAmount: `${DEMO_FIRST_DEPOSIT_USD}0000`,
        coin: 'USDT',
        usdAmount: DEMO_FIRST_DEPOSIT_USD,
        timeStamp: new Date().toISOString(),
      },
      undefined,
      HISTORY,
    )
  }
  await notify(db, target, 'monthly_gift', { skuName: FREE_PACKAGE }, undefined, HISTORY)
  await notify(db, target, 'low_ru', { amount: '150000' }, undefined, HISTORY)
  await notify(
    db,
    target,
    'normal_success',
    { contentZh: '这是一个演示工作区。' },
    { title: 'Welcome to Hubdeck', content: 'This is a demo workspace.' },
    HISTORY,
  )
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

/** A demo balance enters through the ledger, as a welcome gift, so the wallet sums to its rows. */
async function seedBalance(db: Kysely<DB>, owner: WalletOwner, amount: string): Promise<void> {
  if (Number(amount) > 0) await credit(db, await walletIdOf(db, owner), { kind: 'gift', amount, reference: 'demo' })
}
