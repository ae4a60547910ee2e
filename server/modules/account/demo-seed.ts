/**
 * The demo workspace `npm start` shows a newcomer: one account with a balance and a few notices,
 * a team it owns (so both login types, Personal and Team, can be tried), a bound wallet (so
 * the wallet login can be tried), and API keys with different features, bundlers, MEV modes and
 * whitelists under packages that allow them (the account on Pro, the team on Growth), seeded only
 * into a database without any account and never in production. Later issues add their demo data
 * (usage, invoices) here.
 */
import { sql, type Kysely } from 'kysely'
import md5 from 'md5'
import type { ApiKeyFeature, Bundler, MevMode } from '../../../contract/index'
import { PASSWORD_HASH_PREFIX } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { type ApiKeyOwner, insertApiKey, updateApiKeySettings } from '../api-keys/api-keys.queries'
import { checkWhitelist } from '../api-keys/whitelist'
import { notify } from '../notices/notify'
import { credit, walletIdOf } from '../wallet/ledger'
import type { WalletOwner } from '../wallet/wallet.queries'
import { grantPackage, skuByName } from '../packages/packages.queries'
import { seedDemoTraffic } from '../reports/demo-traffic'
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
  const userId = await seedAccount(db, { email, password: options.password, nickname: 'Demo', balance: DEMO_BALANCE })
  // The overview's rate-limit tier is the one of the package the demo holds (limit-tiers.ts).
  await db
    .updateTable('users')
    .set({ wallet_address: DEMO_WALLET_ADDRESS, limit_tier: tierOfPackage(DEMO_PACKAGES.account) })
    .where('id', '=', userId)
    .execute()
  const teamId = await createTeam(db, userId, DEMO_TEAM.name)
  await seedBalance(db, { teamId }, DEMO_TEAM.balance)
  await seedDemoKeys(db, { userId }, DEMO_PACKAGES.account, DEMO_KEYS)
  await seedDemoKeys(db, { teamId }, DEMO_PACKAGES.team, DEMO_TEAM_KEYS)
  await seedDemoPurchases(db, userId, teamId)
  // 90 days of usage on every key, so the statistics have a story to tell (reports/demo-traffic.ts).
  await seedDemoTraffic(db, [{ userId }, { teamId }])
  return 'seeded'
}

/**
 * The notices that tell how the demo came to hold its packages, in the catalogue's names and
 * prices: a top-up, then Pro bought for the account and Growth for the team. The top-up is what
 * leaves DEMO_BALANCE after the first deposit (seedAccount) and Pro's price.
 */
async function seedDemoPurchases(db: Kysely<DB>, userId: number, teamId: number): Promise<void> {
  const pro = await catalogued(db, DEMO_PACKAGES.account)
  const growth = await catalogued(db, DEMO_PACKAGES.team)
  // Decimal arithmetic in the database: money is never a float.
  const { rows } = await sql<{ topUp: string }>`
    select (${DEMO_BALANCE}::numeric + ${pro.price}::numeric - ${DEMO_FIRST_DEPOSIT_USD}::numeric)::numeric(12, 2)::text as "topUp"`.execute(
    db,
  )
  const topUp = rows[0]!.topUp
  await notify(
    db,
    { userId },
    'deposit',
    { coinAmount: `${topUp}0000`, coin: 'USDT', usdAmount: topUp },
    undefined,
    HISTORY,
  )
  await notify(db, { userId }, 'buy_package', { skuName: pro.name, amount: pro.price }, undefined, HISTORY)
  await notify(db, { teamId }, 'buy_package', { skuName: growth.name, amount: growth.price }, undefined, HISTORY)
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
 * Gives `owner` the package named `skuName` for a year and creates `keys` through the api-keys
 * module's own writes (no notices: nobody changed them, they were always so).
 */
async function seedDemoKeys(db: Kysely<DB>, owner: ApiKeyOwner, skuName: string, keys: readonly DemoKey[]) {
  const sku = await catalogued(db, skuName)
  await grantPackage(db, owner, sku.id, { days: 365 })
  for (const demo of keys) {
    const key = await insertApiKey(db, owner, demo.name)
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
  account: DemoAccount & { nickname: string; balance: string; storedPassword?: Promise<string> },
): Promise<number> {
  const userId = await createUser(db, {
    email: account.email,
    passwordHash: clientPasswordHash(account.password),
    storedPassword: account.storedPassword,
    nickname: account.nickname,
    initialized: true,
  })
  await db.updateTable('users').set({ accept_term: true }).where('id', '=', userId).execute()
  await seedBalance(db, { userId }, account.balance)
  const target = { userId }
  // Every account is on the catalogue's free package (packages/README.md), and these say so.
  await notify(db, target, 'register_gift', { skuName: FREE_PACKAGE }, undefined, HISTORY)
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
