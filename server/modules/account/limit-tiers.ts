/**
 * Rate-limit tiers (SPEC §3 "Limit info"; the values are not shown there, so they follow what
 * RPC providers commonly offer). An owner's tier is the higher of `users.limit_tier` (set by an
 * operator) and the tier of its current package's rate limit; the title names the package.
 */
import type { LimitInfo } from '../../../contract/index'

/** Tiers by key, lowest first. */
export const LIMIT_TIERS = {
  free: { rate: 25, ruPerSecond: 500, view: 'Tier 1', title: 'Free' },
  growth: { rate: 100, ruPerSecond: 2_500, view: 'Tier 2', title: 'Growth' },
  pro: { rate: 500, ruPerSecond: 10_000, view: 'Tier 3', title: 'Pro' },
  enterprise: { rate: 2_000, ruPerSecond: 50_000, view: 'Tier 4', title: 'Enterprise' },
} as const

export type LimitTier = keyof typeof LIMIT_TIERS

/** The limit info of a tier key; an unknown key reads as the free tier. */
export function limitInfoOf(tier: string): LimitInfo {
  const key = tierOf(tier)
  const info = LIMIT_TIERS[key]
  return {
    currentLimitRate: info.rate,
    currentLimitRateLevel: key,
    currentLimitRateOrder: Object.keys(LIMIT_TIERS).indexOf(key),
    currentLimitRateValue: info.ruPerSecond,
    currentLimitRateLevelView: info.view,
    currentLimitRateTitleView: info.title,
  }
}

/** The highest tier whose RU per second `ruPerSecond` reaches (a package's rate limit). */
export function tierOfRate(ruPerSecond: number): LimitTier {
  const reached = (Object.keys(LIMIT_TIERS) as LimitTier[]).filter((key) => LIMIT_TIERS[key].ruPerSecond <= ruPerSecond)
  return reached.at(-1) ?? 'free'
}

/** The higher of two tiers. */
export function higherTier(a: LimitTier, b: LimitTier): LimitTier {
  const order = Object.keys(LIMIT_TIERS)
  return order.indexOf(a) >= order.indexOf(b) ? a : b
}

/** The tier key `tier` names, or the free tier for an unknown one. */
export function tierOf(tier: string): LimitTier {
  return Object.hasOwn(LIMIT_TIERS, tier) ? (tier as LimitTier) : 'free'
}
