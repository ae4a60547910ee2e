/**
 * Saved payment cards and card subscriptions, and the shape every card payment answers with
 * (packages, deposits, dedicated nodes). Card numbers never reach us: the card processor's
 * script collects them against a setup intent, and we only see its card ids.
 */
import * as v from 'valibot'
import type { CardBrand } from '../enums'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import { idSchema, nameSchema, refSchema, usdAmountSchema } from '../fields'
import { defineMethod } from '../rpc'
import type { OrderKind, OrderStatus, SubscriptionStatus } from '../statuses'
import { nodeMonthsSchema } from './nodes'

/** A saved card, as the processor describes it. */
export interface CreditCard {
  /** The processor's id of the card (e.g. `pm_…`). */
  id: string
  brand: CardBrand
  last4: string
  /** 1–12. */
  expMonth: number
  expYear: number
  holderName: string | null
  /** The card a payment uses when it names none. */
  isDefault: boolean
  createdAt: IsoDateTime
}

/** The card processors a server may run: its Stripe-like sandbox (the default) or Stripe. */
export type CardProcessorName = 'sandbox' | 'stripe'

/**
 * Where the card is typed (issue 16): never into the app, always into the processor's own field.
 * `sandbox`: an iframe of `fieldUrl` (same origin), driven by postMessage (the protocol is in
 * server/modules/wallet/cards/README.md). `stripe`: Stripe.js Elements with `publishableKey`.
 */
export interface CardField {
  processor: CardProcessorName
  /** The sandbox's card field page (a path on this server); null with Stripe. */
  fieldUrl: string | null
  /** Stripe's publishable key for Stripe.js; null with the sandbox. */
  publishableKey: string | null
}

/** A setup intent: the processor's field saves a new card against its client secret. */
export interface StripeSetup extends CardField {
  setupIntentId: string
  clientSecret: string
}

/** A card subscription: auto-renew of a package or a dedicated node, charged to a card. */
export interface Subscription {
  id: string
  kind: Exclude<OrderKind, 'deposit'>
  /** SKU id for a package, node id for a dedicated node. */
  targetId: number
  /** The package's or node's name, for display. */
  name: string
  status: SubscriptionStatus
  amount: DecimalString
  currency: Currency
  /** Null when it follows the default card. */
  cardId: string | null
  currentPeriodEnd: IsoDateTime
  cancelAtPeriodEnd: boolean
}

/**
 * How a card payment went. `paid` is done; `requires_action` waits for the customer's bank:
 * the app confirms it with the processor's script and `clientSecret`, then polls the order
 * with hub_polling. A refused card is a 10422 error, not a result.
 */
export interface CardPayment extends CardField {
  orderId: string
  status: OrderStatus
  /** Set when `status` is `requires_action`; otherwise null. */
  clientSecret: string | null
  /**
   * The sandbox's 3-D Secure page for this payment, to show in the card field's iframe, when
   * `status` is `requires_action`; null otherwise and with Stripe (Stripe.js handleNextAction).
   */
  nextActionUrl: string | null
  amount: DecimalString
  currency: Currency
}

/** A one-off card payment the processor's field confirms with a card typed in, not saved. */
export interface StripeOrder extends CardField {
  orderId: string
  clientSecret: string
  amount: DecimalString
  currency: Currency
}

/** A saved card's id; the default card when a payment leaves it out. */
export const cardIdSchema = refSchema

export const cardMethods = {
  /** Saved cards, the default one first. */
  hub_getCreditCardList: defineMethod<CreditCard[]>()(v.strictObject({}), { auth: 'user' }),
  /** Answers the card list as it now stands. */
  hub_setDefaultCreditCard: defineMethod<CreditCard[]>()(v.strictObject({ cardId: cardIdSchema }), {
    auth: 'user',
  }),
  /** Answers the card list as it now stands; 10422 while a subscription needs the card. */
  hub_removeCreditCard: defineMethod<CreditCard[]>()(v.strictObject({ cardId: cardIdSchema }), {
    auth: 'user',
  }),
  hub_createStripeSetup: defineMethod<StripeSetup>()(v.strictObject({}), { auth: 'user' }),
  hub_getSubscriptions: defineMethod<Subscription[]>()(v.strictObject({}), { auth: 'user' }),
  /**
   * Opens a one-off card payment, for a package, a deposit, a dedicated node or a node's renewal,
   * with a card that is not saved; after the script confirms it, the app polls the order
   * (hub_polling). A `dn_node` order makes the node (pending) only once it is paid, like
   * hub_buyDnNodeByCard; `dn_node_renewal` adds the months once paid.
   */
  hub_createStripeOrder: defineMethod<StripeOrder>()(
    v.variant('purpose', [
      v.strictObject({
        purpose: v.literal('package'),
        skuId: idSchema,
        autoRenew: v.optional(v.boolean(), false),
      }),
      v.strictObject({ purpose: v.literal('deposit'), amount: usdAmountSchema }),
      v.strictObject({
        purpose: v.literal('dn_node'),
        skuId: idSchema,
        months: nodeMonthsSchema,
        name: v.optional(nameSchema),
        autoRenew: v.optional(v.boolean(), false),
      }),
      v.strictObject({ purpose: v.literal('dn_node_renewal'), nodeId: idSchema, months: nodeMonthsSchema }),
    ]),
    { auth: 'user' },
  ),
}
