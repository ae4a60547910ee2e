/**
 * Dedicated nodes: the catalogue, buying and renewing by wallet or card, and the caller's
 * nodes with their status (SPEC §7 "Dedicated nodes", /rpc/dedicated-node). A node is bought
 * for one of its SKU's billing cycles (1, 3 or 12 months); its status colour is
 * NODE_STATUS_COLORS[status].
 */
import * as v from 'valibot'
import type { NodeStatus } from '../enums'
import { NODE_STATUSES } from '../enums'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import { idSchema, nameSchema, networkIdSchema, pageEntries, refSchema } from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { CardPayment } from './cards'
import type { WalletOverview } from './wallet'

/** Longest a node can be bought or renewed for at once, in months (the yearly cycle). */
export const MAX_NODE_MONTHS = 12

/** The billing cycles a node is sold by, and how many months each pays for. */
export const NODE_BILLING_CYCLES = ['monthly', 'quarterly', 'yearly'] as const
export type NodeBillingCycle = (typeof NODE_BILLING_CYCLES)[number]
export const NODE_CYCLE_MONTHS = { monthly: 1, quarterly: 3, yearly: 12 } as const satisfies Record<
  NodeBillingCycle,
  number
>
/** The months a purchase or renewal may name: one cycle's. */
export type NodeCycleMonths = (typeof NODE_CYCLE_MONTHS)[NodeBillingCycle]

/** The node clients on sale (execution clients; Polygon's `bor`, BNB Chain's `bsc`, Arbitrum's `nitro`). */
export const NODE_CLIENTS = ['geth', 'erigon', 'reth', 'nethermind', 'bor', 'bsc', 'nitro', 'ganache'] as const
export type NodeClient = (typeof NODE_CLIENTS)[number]

/**
 * What a pending node is doing, in order; the app words each. `queued` until the provider takes
 * it, then a machine is `allocating`, the client `installing`, the chain `syncing`, the endpoint
 * `starting`.
 */
export const NODE_PROVISION_STEPS = ['queued', 'allocating', 'installing', 'syncing', 'starting'] as const
export type NodeProvisionStep = (typeof NODE_PROVISION_STEPS)[number]

/** One way to pay for a SKU: a cycle, its price, and the set-up fee a first purchase adds. */
export interface DnBillingCycle {
  cycle: NodeBillingCycle
  months: NodeCycleMonths
  /** USD for the whole cycle. */
  price: DecimalString
  /** USD paid once with a first purchase on this cycle: only the monthly cycle has one ('0.00' otherwise). */
  setupFee: DecimalString
  /** `price + setupFee`: what buying on this cycle charges. A renewal charges `price`. */
  firstPayment: DecimalString
}

/** A kind of dedicated node on sale: a network, a region, a client, a machine. */
export interface DnSku {
  id: number
  name: string
  /** `Chain.id` and `Network.id`, e.g. `ethereum` and `ethereum-mainnet`. */
  chainId: string
  networkId: string
  networkName: string
  /** Region slug, e.g. `eu-central`, and its display name. */
  region: string
  regionName: string
  client: NodeClient
  /** USD a month on the monthly cycle. */
  monthlyPrice: DecimalString
  currency: Currency
  /** The cycles it is sold by, monthly first. */
  cycles: DnBillingCycle[]
  cpu: number
  memoryGb: number
  storageGb: number
  /** Whether it keeps full archive state. */
  archive: boolean
  /** False when the region has no capacity now. */
  available: boolean
}

export interface DedicatedNode {
  id: number
  /** The order that bought it (a wallet purchase's or a paid card order's): how an order finds its node. */
  orderId: string
  name: string
  skuId: number
  chainId: string
  networkId: string
  networkName: string
  region: string
  regionName: string
  client: NodeClient
  status: NodeStatus
  /** The cycle it was bought on: what auto-renew pays for next. */
  cycle: NodeBillingCycle
  /** 0–100 while pending, 100 once provisioned. */
  progress: number
  /** What provisioning is doing while pending; null once provisioned. */
  step: NodeProvisionStep | null
  /** Endpoints, once the node is online; null while pending. */
  httpsUrl: string | null
  wssUrl: string | null
  createdAt: IsoDateTime
  /** Null while pending (the paid months start when it comes online). */
  expiresAt: IsoDateTime | null
  /** When an expired node is released unless renewed first; null otherwise. */
  releasesAt: IsoDateTime | null
  autoRenew: boolean
}

/** A node bought or renewed from the balance, and the balance after it. */
export interface DnPurchase {
  orderId: string
  node: DedicatedNode
  wallet: WalletOverview
}

/** The months a purchase or renewal names (1, 3 or 12); hub_createStripeOrder's node purposes use it too. */
export const nodeMonthsSchema = v.picklist(Object.values(NODE_CYCLE_MONTHS) as NodeCycleMonths[])
/**
 * A saved card's id: cards.ts's `cardIdSchema`, spelled from fields here because cards.ts imports
 * `nodeMonthsSchema` (a value import back would be a cycle).
 */
const cardIdSchema = refSchema
const purchase = {
  skuId: idSchema,
  /** The cycle's months: 1 (monthly, with the set-up fee), 3 or 12. */
  months: nodeMonthsSchema,
  name: v.optional(nameSchema),
  /** Renew at each end from the wallet (or, bought by card, that card). Default false. */
  autoRenew: v.optional(v.boolean()),
}
const renewal = { nodeId: idSchema, months: nodeMonthsSchema }

export const nodeMethods = {
  /** Nodes on sale; on one network when named. */
  hub_getDnSku: defineMethod<DnSku[]>()(v.strictObject({ networkId: v.optional(networkIdSchema) }), { auth: 'user' }),
  /** Pays cycle + set-up fee from the balance; the node starts `pending`. 10422 when the balance is short. */
  hub_buyDnNodeByWallet: defineMethod<DnPurchase>()(v.strictObject(purchase), { auth: 'user' }),
  /** A card order (poll `hub_polling`); the node is made `pending` once it is paid, never before. */
  hub_buyDnNodeByCard: defineMethod<CardPayment>()(v.strictObject({ ...purchase, cardId: v.optional(cardIdSchema) }), {
    auth: 'user',
  }),
  /** The caller's nodes (the team's in team context), newest first; of one status when named. Released nodes are gone. */
  hub_getUserDnNodeView: defineMethod<Page<DedicatedNode>>()(
    v.strictObject({ ...pageEntries(), status: v.optional(v.picklist(NODE_STATUSES)) }),
    { auth: 'user' },
  ),
  /** Adds a cycle after the current end (or from now, for an expired node, which comes back online). */
  hub_renewDnNodeByWallet: defineMethod<DnPurchase>()(v.strictObject(renewal), { auth: 'user' }),
  hub_renewDnNodeByCard: defineMethod<CardPayment>()(v.strictObject({ ...renewal, cardId: v.optional(cardIdSchema) }), {
    auth: 'user',
  }),
  /**
   * Switches a node's auto-renew; answers the node. A node bought by card keeps its card
   * subscription: off cancels it at the period's end, on again resumes it.
   */
  hub_setDnNodeAutoRenew: defineMethod<DedicatedNode>()(v.strictObject({ nodeId: idSchema, autoRenew: v.boolean() }), {
    auth: 'user',
  }),
}
