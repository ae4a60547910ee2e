/**
 * The package catalogue (`skus`) and what an owner holds (`package_grants`), for the methods that
 * need to know which API-key features an owner's packages include. An owner is the account or a
 * team, exactly as API keys are owned (`ApiKeyOwner`); an owner without a live grant is on the
 * free package.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ApiKeyFeature, PackageType, Sku } from '../../../contract/index'
import { API_KEY_FEATURES } from '../../../contract/index'
import type { DB, SkusTable } from '../../db/schema'
import type { ApiKeyOwner } from '../api-keys/api-keys.queries'
import { grantLiveAt } from './ru/live-grants'

/** Who holds packages: the same owners as API keys (an account, or a team). */
export type PackageOwner = ApiKeyOwner

/** A catalogue row as the server uses it (the wire's `Sku` without `purchasable`). */
export interface SkuRecord extends Omit<Sku, 'purchasable'> {
  sortOrder: number
}

/** What an owner's live packages give: the one named as current, and every feature of any of them. */
export interface OwnerPackages {
  /** The highest live package on the ladder, or the free package when none is live. */
  current: string
  features: ApiKeyFeature[]
}

/** The catalogue, lowest rung of the ladder first, optionally of one package type. */
export async function skuList(db: Kysely<DB>, packageType?: PackageType): Promise<SkuRecord[]> {
  let query = skuColumns(db)
  if (packageType) query = query.where('package_type', '=', packageType)
  const rows = await query.orderBy('sort_order').orderBy('id').execute()
  return rows.map(toSkuRecord)
}

/** The package named `name` (any case), or null. */
export async function skuByName(db: Kysely<DB>, name: string): Promise<SkuRecord | null> {
  const row = await skuColumns(db)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst()
  return row ? toSkuRecord(row) : null
}

/**
 * The package to name when `features` are missing: the lowest rung that includes all of them,
 * an enterprise plan only when no package on sale does; null when no package has them all.
 */
export async function cheapestSkuWith(db: Kysely<DB>, features: readonly ApiKeyFeature[]): Promise<SkuRecord | null> {
  const ladder = await skuList(db)
  const fits = ladder.filter((sku) => features.every((feature) => sku.features.includes(feature)))
  return fits.find((sku) => sku.packageType !== 'enterprise') ?? fits[0] ?? null
}

/** The current package of `owner` and the features of all its live packages. */
export async function ownerPackages(db: Kysely<DB>, owner: PackageOwner, at = new Date()): Promise<OwnerPackages> {
  const grants = db.selectFrom('package_grants').select('sku_id').where(grantLiveAt(at))
  const owned =
    'userId' in owner ? grants.where('user_id', '=', owner.userId) : grants.where('team_id', '=', owner.teamId)
  // The free package counts for everyone: it is what an owner without a live grant is on.
  const rows = await skuColumns(db)
    .where((eb) => eb.or([eb('id', 'in', owned), eb('package_type', '=', 'free')]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  const skus = rows.map(toSkuRecord)
  const held = new Set(skus.flatMap((sku) => sku.features))
  return {
    current: skus.at(-1)?.name ?? 'Free',
    features: API_KEY_FEATURES.filter((feature) => held.has(feature)),
  }
}

/**
 * Gives `owner` the package `skuId` from `startsAt` (default now) for `days` (null: until used
 * up), holding `ru` request units (default: the package's). `purchaseId` names the purchase that
 * paid for it; gifts (the demo seed, dev_grantPackage) have none. The wallet's `ru_balance` is
 * brought up to date in the same statement set, which also signals the wallet's cached overview.
 */
export async function grantPackage(
  db: Kysely<DB>,
  owner: PackageOwner,
  skuId: number,
  {
    days,
    startsAt = new Date(),
    ru,
    purchaseId = null,
  }: { days: number | null; startsAt?: Date; ru?: number; purchaseId?: number | null },
): Promise<{ grantId: number; startsAt: Date; expiresAt: Date | null }> {
  const expiresAt = days === null ? null : new Date(startsAt.getTime() + days * 86_400_000)
  const row = await db
    .insertInto('package_grants')
    .values({
      ...('userId' in owner ? { user_id: owner.userId } : { team_id: owner.teamId }),
      sku_id: skuId,
      starts_at: startsAt,
      expires_at: expiresAt,
      ru_total: ru ?? sql<number>`(select ru from skus where id = ${skuId})`,
      purchase_id: purchaseId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await refreshRuBalance(db, owner)
  return { grantId: Number(row.id), startsAt, expiresAt }
}

/**
 * Sets the owner's `wallets.ru_balance` to the RU left in its live grants. Every write that
 * changes grants calls it in the same transaction: the balance the overview shows (and the
 * `wallets` change signal that refreshes every instance's cached overview) follows at once.
 * An owner without a wallet row has nothing to update: the overview reads zero then.
 */
export async function refreshRuBalance(db: Kysely<DB>, owner: PackageOwner, at = new Date()): Promise<number> {
  const column = 'userId' in owner ? 'user_id' : 'team_id'
  const id = 'userId' in owner ? owner.userId : owner.teamId
  const row = await db
    .updateTable('wallets')
    .set({
      ru_balance: sql<number>`coalesce((
        select sum(g.ru_total - g.ru_used) from package_grants g
         where g.${sql.ref(column)} = ${id} and ${grantLiveAt(at, 'g')}), 0)`,
      updated_at: sql`now()`,
    })
    .where(column, '=', id)
    .returning(sql<string>`ru_balance::text`.as('ru_balance'))
    .executeTakeFirst()
  return Number(row?.ru_balance ?? 0)
}

/** Ends every live grant of `owner` at `at`: the package ran out. Answers how many ended. */
export async function endPackageGrants(db: Kysely<DB>, owner: PackageOwner, at = new Date()): Promise<number> {
  const ended = await db
    .updateTable('package_grants')
    .set({ expires_at: at })
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where(grantLiveAt(at))
    .executeTakeFirst()
  return Number(ended.numUpdatedRows)
}

function skuColumns(db: Kysely<DB>) {
  return db
    .selectFrom('skus')
    .select([
      'id',
      'name',
      'description',
      'package_type',
      sql<string>`price::text`.as('price'),
      'ru',
      'duration_days',
      'rate_limit',
      'features',
      'auto_renewable',
      'sort_order',
    ])
}

type SkuRow = Pick<
  Selectable<SkusTable>,
  | 'id'
  | 'name'
  | 'description'
  | 'package_type'
  | 'price'
  | 'ru'
  | 'duration_days'
  | 'rate_limit'
  | 'features'
  | 'auto_renewable'
  | 'sort_order'
>

/** A row in the server's shape; features outside the contract (an operator's typo) are dropped. */
function toSkuRecord(row: SkuRow): SkuRecord {
  const features = Array.isArray(row.features) ? row.features : []
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    packageType: row.package_type as PackageType,
    price: row.price,
    currency: 'USD',
    ru: Number(row.ru),
    durationDays: row.duration_days,
    rateLimit: row.rate_limit,
    features: API_KEY_FEATURES.filter((feature) => features.includes(feature)),
    autoRenewable: row.auto_renewable,
    sortOrder: row.sort_order,
  }
}
