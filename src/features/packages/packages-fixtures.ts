/** Packages as the server's starting catalogue answers them (server/modules/packages/README.md), for tests. */
import type { Sku } from '../../../contract/methods/packages'
import type { WalletOverview } from '../../../contract/methods/wallet'

const base = {
  currency: 'USD',
  autoRenewable: true,
  purchasable: true,
} as const

export const FREE: Sku = {
  ...base,
  id: 1,
  name: 'Free',
  description: 'free-tier',
  packageType: 'free',
  price: '0.00',
  ru: 20_000_000,
  durationDays: 30,
  rateLimit: 500,
  features: [],
  autoRenewable: false,
  purchasable: false,
}
export const PAYG: Sku = {
  ...base,
  id: 2,
  name: 'Pay As You Go',
  description: 'top-ups',
  packageType: 'default',
  price: '10.00',
  ru: 10_000_000,
  durationDays: null,
  rateLimit: 2500,
  features: ['archive_mode'],
}
export const GROWTH: Sku = {
  ...base,
  id: 3,
  name: 'Growth',
  description: 'growth-tier',
  packageType: 'standard',
  price: '49.00',
  ru: 250_000_000,
  durationDays: 30,
  rateLimit: 2500,
  features: ['archive_mode', 'bundler'],
}
export const PRO: Sku = {
  ...base,
  id: 4,
  name: 'Pro',
  description: 'pro-tier',
  packageType: 'standard',
  price: '199.00',
  ru: 1_200_000_000,
  durationDays: 30,
  rateLimit: 10_000,
  features: ['archive_mode', 'bundler', 'mev_protection'],
}
export const ENTERPRISE: Sku = {
  ...base,
  id: 5,
  name: 'Enterprise',
  description: 'enterprise-tier',
  packageType: 'enterprise',
  price: '1999.00',
  ru: 10_000_000_000,
  durationDays: 30,
  rateLimit: 50_000,
  features: ['archive_mode', 'bundler', 'mev_protection'],
  autoRenewable: false,
  purchasable: false,
}
export const CATALOGUE = [FREE, PAYG, GROWTH, PRO, ENTERPRISE]

/** The wallet overview as the server answers it: Growth held, auto-renew off. */
export const overviewFixture = (overrides: Partial<WalletOverview> = {}): WalletOverview => ({
  amount: '125.50',
  arrears: '0.00',
  currency: 'USD',
  autoRenew: false,
  autoRenewMode: 'none',
  autoRenewSkuId: null,
  ruBalance: 250_000_000,
  currentPackage: GROWTH.name,
  packageExpiresAt: '2026-12-25T10:00:00.000Z',
  lowBalanceThreshold: '10.00',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})
