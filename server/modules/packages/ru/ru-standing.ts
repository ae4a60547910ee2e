/**
 * Whether an owner may still spend request units (RU), as the gateway's `out_of_ru` rule needs
 * it: what `loadRuStanding` reads once (and the gateway caches per owner until a `package_grants`
 * or `wallets` change of that owner signals), and `isOutOfRu`, a pure reading of it at a given
 * instant. The standing keeps each grant's window rather than a yes/no, so a package that ends or
 * a renewal that starts while it is cached is seen at once without any signal.
 *
 * The rule (modules/packages/README.md, "Request units"): an owner is out of RU when none of its
 * live grants holds RU, and this month's free allowance is not due either; or when its Pay As You
 * Go arrears exceed one top-up's price. The free allowance is due when the owner holds no live
 * monthly package (standard or enterprise; Pay As You Go top-ups do not count) and no grant of the free package started in this calendar month (UTC): the next
 * draw (`consumeRu`) grants it, as Alchemy's and Infura's free tiers work out of the box.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { PackageOwner } from '../packages.queries'

/** A grant's window: from `startsAt` (ms) until `expiresAt` (ms, exclusive; null: no end). */
export interface RuWindow {
  startsAt: number
  expiresAt: number | null
}

export interface RuStanding {
  /** Grants not ended when read that still hold RU. */
  withRu: RuWindow[]
  /**
   * Grants of monthly (paid) packages not ended when read, used up or not: no free allowance
   * beside them. Pay As You Go top-ups are not a plan: the allowance comes beside them, first.
   */
  paid: RuWindow[]
  /** When the owner's latest grant of the free package started (ms); null: never had one. */
  lastFreeStart: number | null
  /** Pay As You Go arrears above one top-up's price: usage is refused until a deposit settles them. */
  arrearsBlocked: boolean
}

/** Whether the owner's standing leaves it without RU at `now`. */
export function isOutOfRu(standing: RuStanding, now: Date): boolean {
  if (standing.arrearsBlocked) return true
  const at = now.getTime()
  if (standing.withRu.some((window) => isLive(window, at))) return false
  return !isFreeAllowanceDue(standing, now)
}

/** Whether this month's free allowance would be granted by the next draw. */
export function isFreeAllowanceDue(standing: Pick<RuStanding, 'paid' | 'lastFreeStart'>, now: Date): boolean {
  const at = now.getTime()
  if (standing.paid.some((window) => isLive(window, at))) return false
  return standing.lastFreeStart === null || standing.lastFreeStart < startOfUtcMonth(now).getTime()
}

/** The first instant of `at`'s calendar month in UTC. */
export function startOfUtcMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
}

/** Reads `owner`'s standing: its grants that had not ended at `at`, its last free grant, its arrears. */
export async function loadRuStanding(db: Kysely<DB>, owner: PackageOwner, at = new Date()): Promise<RuStanding> {
  const column = 'userId' in owner ? 'user_id' : 'team_id'
  const id = 'userId' in owner ? owner.userId : owner.teamId
  const [grants, lastFree, wallet] = await Promise.all([
    db
      .selectFrom('package_grants as g')
      .innerJoin('skus as s', 's.id', 'g.sku_id')
      .select([
        'g.starts_at',
        'g.expires_at',
        sql<boolean>`g.ru_used < g.ru_total`.as('has_ru'),
        sql<boolean>`s.package_type not in ('free', 'default')`.as('paid'),
      ])
      .where(`g.${column}`, '=', id)
      .where((eb) => eb.or([eb('g.expires_at', 'is', null), eb('g.expires_at', '>', at)]))
      .execute(),
    db
      .selectFrom('package_grants as g')
      .innerJoin('skus as s', 's.id', 'g.sku_id')
      .select((eb) => eb.fn.max('g.starts_at').as('starts_at'))
      .where(`g.${column}`, '=', id)
      .where('s.package_type', '=', 'free')
      .executeTakeFirst(),
    db
      .selectFrom('wallets')
      .select(
        sql<boolean>`arrears > coalesce((select min(price) from skus where package_type = 'default'), 0)`.as('blocked'),
      )
      .where(column, '=', id)
      .executeTakeFirst(),
  ])
  const windows = grants.map((row) => ({
    window: {
      startsAt: new Date(row.starts_at).getTime(),
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at).getTime(),
    },
    hasRu: row.has_ru,
    paid: row.paid,
  }))
  return {
    withRu: windows.filter((grant) => grant.hasRu).map((grant) => grant.window),
    paid: windows.filter((grant) => grant.paid).map((grant) => grant.window),
    lastFreeStart: lastFree?.starts_at ? new Date(lastFree.starts_at).getTime() : null,
    arrearsBlocked: wallet?.blocked === true,
  }
}

function isLive(window: RuWindow, at: number): boolean {
  return window.startsAt <= at && (window.expiresAt === null || at < window.expiresAt)
}
