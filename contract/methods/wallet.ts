/**
 * The wallet: its balance and arrears, auto-renew, and deposits by crypto or card
 * (SPEC §7 "Wallet", /rpc/billings/charge). Packages are in packages.ts, bills and invoices in
 * billing.ts, saved cards in cards.ts.
 */
import * as v from 'valibot'
import type { AutoRenewMode, PaymentMethod } from '../enums'
import { AUTO_RENEW_MODES, PAYMENT_METHOD_FILTERS } from '../enums'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import {
  idSchema,
  networkIdSchema,
  optionalRangeEntries,
  pageEntries,
  rangeCheck,
  refSchema,
  usdAmountSchema,
} from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { DepositStatus, OrderKind, OrderStatus } from '../statuses'
import type { CardPayment } from './cards'
import { thresholdSchema } from './account-profile'
import { cardIdSchema } from './cards'

/** The balance of the account (or team). The app parses the amounts for display only. */
export interface WalletOverview {
  /** USD available. */
  amount: DecimalString
  /** USD owed: usage beyond the balance, settled first by the next deposit. `"0.00"` when none. */
  arrears: DecimalString
  currency: Currency
  /** Whether anything renews by itself, SPEC §4: `autoRenewMode` is not `none`. */
  autoRenew: boolean
  /** What renews by itself. */
  autoRenewMode: AutoRenewMode
  /** The package `package` mode renews; null: the current one (or none chosen). */
  autoRenewSkuId: number | null
  /** Request units left in live packages. */
  ruBalance: number
  /** The owner's current package: the live one highest on the ladder, `Free` when none is live. */
  currentPackage: string
  /** When the current package ends; null when it lasts until used up, or for the free one. */
  packageExpiresAt: IsoDateTime | null
  /** A `low_balance` notice is sent when the balance falls under this (USD; default 10.00). */
  lowBalanceThreshold: DecimalString
  updatedAt: IsoDateTime
}

/**
 * The smallest card deposit, in USD: card fees make smaller top-ups cost more than they bring.
 * The app refuses less before any payment starts; the server refuses it too.
 */
export const MIN_CARD_DEPOSIT_USD = '49.00'

/** A coin that can be deposited, on one network. */
export interface Coin {
  /** Symbol, e.g. `USDT`. */
  coin: string
  name: string
  /** The network it is sent on, as `Network.id` (e.g. `tron-mainnet`). */
  networkId: string
  networkName: string
  decimals: number
  /** Token contract, or null for a native coin. */
  contractAddress: string | null
  /** Smaller deposits are not credited. */
  minDeposit: DecimalString
  /** Block confirmations before a deposit is credited. */
  confirmations: number
  /** USD per coin at which deposits are credited now. */
  usdRate: DecimalString
}

/** The caller's own address for a coin on a network. */
export interface DepositAddress {
  coin: string
  networkId: string
  address: string
  /** Memo or tag the transfer must carry on chains that need one; otherwise null. */
  memo: string | null
  createdAt: IsoDateTime
}

export interface Deposit {
  id: number
  paymentMethod: PaymentMethod
  status: DepositStatus
  /** USD credited (or to be credited). */
  usdAmount: DecimalString
  /** For crypto deposits: the coin, network, amount and transaction; null for card deposits. */
  coin: string | null
  networkId: string | null
  coinAmount: DecimalString | null
  txHash: string | null
  createdAt: IsoDateTime
  completedAt: IsoDateTime | null
}

/** A deposit not yet credited: a transaction gathering confirmations, or a card payment waiting. */
export interface PendingDeposit extends Deposit {
  status: Extract<DepositStatus, 'pending' | 'confirming'>
  /** Confirmations so far and needed; 0 and 0 for card deposits. */
  confirmations: number
  requiredConfirmations: number
  /** For a card deposit waiting for the bank, the order to poll; otherwise null. */
  orderId: string | null
}

/** Where a payment order stands (hub_polling). */
export interface OrderState {
  orderId: string
  kind: OrderKind
  status: OrderStatus
  amount: DecimalString
  currency: Currency
  paidAt: IsoDateTime | null
  /** Why it failed, in English, when it did. */
  failureReason: string | null
  /**
   * The processor's refusal code when it failed (`card_declined`, `insufficient_funds`,
   * `authentication_failed`, `expired_card`…: Stripe's `decline_code` or `code`), for the app to
   * word the failure in the reader's language; null otherwise.
   */
  failureCode: string | null
}

/** A coin symbol, upper-cased. */
const coinSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{2,12}$/, 'a coin symbol is required'),
)

export const walletMethods = {
  hub_getUserWalletOverview: defineMethod<WalletOverview>()(v.strictObject({}), { auth: 'user' }),
  /**
   * What renews by itself. `{ enabled }` is the older form: true is `package` (the current one),
   * false `none`. Answers the overview.
   */
  hub_setUserAutoRenew: defineMethod<WalletOverview>()(
    v.pipe(
      v.strictObject({
        mode: v.optional(v.picklist(AUTO_RENEW_MODES)),
        skuId: v.optional(idSchema),
        enabled: v.optional(v.boolean()),
      }),
      v.check(
        (params) => (params.mode === undefined) !== (params.enabled === undefined),
        'give either mode or enabled',
      ),
    ),
    { auth: 'user' },
  ),
  /**
   * Sets the balance under which a `low_balance` notice is sent (0 to 1,000,000 USD); answers the
   * overview. For a personal wallet it is the same setting as `EmailConfig.lowBalanceThreshold`.
   */
  hub_setLowBalanceThreshold: defineMethod<WalletOverview>()(v.strictObject({ amount: thresholdSchema }), {
    auth: 'user',
  }),
  hub_getWalletCoinList: defineMethod<Coin[]>()(v.strictObject({}), { auth: 'user' }),
  /** The caller's address for the coin on the network, made the first time it is asked for. */
  hub_getDepositAddress: defineMethod<DepositAddress>()(
    v.strictObject({ coin: coinSchema, networkId: networkIdSchema }),
    { auth: 'user' },
  ),
  hub_getDepositAddressList: defineMethod<DepositAddress[]>()(v.strictObject({}), { auth: 'user' }),
  /** Deposits, newest first. */
  hub_getWalletDeposit: defineMethod<Page<Deposit>>()(
    v.pipe(
      v.strictObject({
        ...pageEntries(),
        ...optionalRangeEntries,
        paymentMethod: v.optional(v.picklist(PAYMENT_METHOD_FILTERS), 'all'),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  hub_getWalletDepositPending: defineMethod<PendingDeposit[]>()(v.strictObject({}), {
    auth: 'user',
  }),
  /** Dismisses a pending card deposit the customer abandoned; a crypto one cannot be. */
  hub_delWalletDepositPending: defineMethod<null>()(v.strictObject({ id: idSchema }), {
    auth: 'user',
  }),
  /** Tops up the wallet from a saved card. */
  hub_depositByCard: defineMethod<CardPayment>()(
    v.strictObject({ amount: usdAmountSchema, cardId: v.optional(cardIdSchema) }),
    { auth: 'user' },
  ),
  /** Where an order stands; polled after a card payment until it is paid, failed or canceled. */
  hub_polling: defineMethod<OrderState>()(v.strictObject({ orderId: refSchema }), { auth: 'user' }),
}
