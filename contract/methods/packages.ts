/**
 * Packages (SKUs) of request units: the catalogue, buying by wallet or card, the first-login
 * choice, the monthly free package, enterprise plans, and what was bought and used
 * (SPEC §7 "Wallet", /rpc/billings).
 */
import * as v from 'valibot'
import type { ApiKeyFeature, PackageType, PaymentChannel } from '../enums'
import { PACKAGE_TYPE_FILTERS, PAYMENT_CHANNEL_FILTERS } from '../enums'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import { idSchema, optionalRangeEntries, pageEntries, rangeCheck } from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { FreeSkuState, PackageUsageStatus } from '../statuses'
import type { UserProfile } from './account-profile'
import type { CardPayment } from './cards'
import { cardIdSchema } from './cards'
import type { WalletOverview } from './wallet'

/** A package on sale. */
export interface Sku {
  id: number
  name: string
  description: string
  packageType: PackageType
  /** USD; `"0.00"` for free packages. */
  price: DecimalString
  currency: Currency
  /** Request units included; for Pay As You Go, the units one top-up buys. */
  ru: number
  /** How long it lasts; null when it lasts until used up. */
  durationDays: number | null
  /** The RU per second it allows. */
  rateLimit: number
  /** Advanced API-key features it includes. */
  features: ApiKeyFeature[]
  /** Whether it can renew by itself (auto-renew). */
  autoRenewable: boolean
  /** False when the caller cannot buy it now (a free package already claimed, an enterprise plan). */
  purchasable: boolean
}

/** A package as the public catalogue shows it (the landing page): a `Sku` without the caller's say. */
export type CatalogPackage = Omit<Sku, 'purchasable'>

/** A package bought. */
export interface PurchaseRecord {
  id: number
  orderId: string
  skuId: number
  skuName: string
  packageType: PackageType
  paymentChannel: PaymentChannel
  /** USD paid, after any promo code. */
  amount: DecimalString
  currency: Currency
  ru: number
  autoRenew: boolean
  createdAt: IsoDateTime
  startsAt: IsoDateTime
  expiresAt: IsoDateTime | null
}

/** How far a bought package is used. */
export interface PackageUsage {
  purchaseId: number
  skuName: string
  packageType: PackageType
  ruTotal: number
  ruUsed: number
  ruRemaining: number
  status: PackageUsageStatus
  startsAt: IsoDateTime
  expiresAt: IsoDateTime | null
}

/** A package bought from the wallet balance, and the balance after it. */
export interface WalletPurchase {
  purchase: PurchaseRecord
  wallet: WalletOverview
}

/** The first-login choice made: the account is initialised. */
export interface FirstConfirmResult {
  user: UserProfile
  /** The starting package, or null when it was Pay As You Go with nothing to pay yet. */
  purchase: PurchaseRecord | null
}

/** Whether the caller may claim this month's free package (hub_getFreeSkuBuyFreeType). */
export interface FreeSkuEligibility {
  skuId: number
  state: FreeSkuState
  /** When it can next be claimed, if `claimed`; otherwise null. */
  nextClaimAt: IsoDateTime | null
}

/** The caller's enterprise plan, or how to get one. */
export interface EnterpriseInfo {
  active: boolean
  /** The plan; all null when `active` is false. */
  skuName: string | null
  ruPerMonth: number | null
  rateLimit: number | null
  startsAt: IsoDateTime | null
  endsAt: IsoDateTime | null
  /** Whom to write to about a plan. */
  salesEmail: string
}

const skuPurchase = { skuId: idSchema, autoRenew: v.optional(v.boolean(), false) }

export const packageMethods = {
  /** Packages on sale, cheapest first within each type. */
  hub_getSkuList: defineMethod<Sku[]>()(
    v.strictObject({ packageType: v.optional(v.picklist(PACKAGE_TYPE_FILTERS), 'all') }),
    { auth: 'user' },
  ),
  /** The same catalogue for any visitor (the landing page's plans), without whether the caller may buy. */
  hub_getPackageCatalog: defineMethod<CatalogPackage[]>()(v.strictObject({}), { auth: 'public' }),
  /** Pays from the balance; 10422 when it does not cover the price. */
  hub_buyPackage: defineMethod<WalletPurchase>()(v.strictObject(skuPurchase), { auth: 'user' }),
  hub_buyPackageByCard: defineMethod<CardPayment>()(
    v.strictObject({ ...skuPurchase, cardId: v.optional(cardIdSchema) }),
    { auth: 'user' },
  ),
  /**
   * The first-login choice (/first-login): starts the account on a package paid from the
   * balance (a free or Pay As You Go one needs none); `autoRenew` is what the
   * init_by_and_auto_scaling notice calls auto scaling. Sets `initialized`.
   */
  hub_skuFirstConfirm: defineMethod<FirstConfirmResult>()(v.strictObject(skuPurchase), {
    auth: 'user',
  }),
  /** The first-login choice paid by card; the account is initialised once the order is paid. */
  hub_skuFirstConfirmCard: defineMethod<CardPayment>()(
    v.strictObject({ ...skuPurchase, cardId: v.optional(cardIdSchema) }),
    { auth: 'user' },
  ),
  /** Positional in existing clients: `params: [skuId]`, the monthly free package's id. */
  hub_getFreeSkuBuyFreeType: defineMethod<FreeSkuEligibility>()(v.strictObject({ skuId: idSchema }), {
    auth: 'user',
    positional: ['skuId'],
  }),
  hub_getEnterpriseInfo: defineMethod<EnterpriseInfo>()(v.strictObject({}), { auth: 'user' }),
  /** Packages bought, newest first. */
  hub_getViewUserPurchaseInfo: defineMethod<Page<PurchaseRecord>>()(
    v.pipe(
      v.strictObject({
        ...pageEntries(),
        ...optionalRangeEntries,
        packageType: v.optional(v.picklist(PACKAGE_TYPE_FILTERS), 'all'),
        paymentChannel: v.optional(v.picklist(PAYMENT_CHANNEL_FILTERS), 'all'),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  /** Bought packages and how far each is used: active ones first, then queued, then ended. */
  hub_getViewUsedInfo: defineMethod<Page<PackageUsage>>()(
    v.strictObject({
      ...pageEntries(),
      packageType: v.optional(v.picklist(PACKAGE_TYPE_FILTERS), 'all'),
    }),
    { auth: 'user' },
  ),
}
