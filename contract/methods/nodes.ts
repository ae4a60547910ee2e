/**
 * Dedicated nodes: the catalogue, buying and renewing by wallet or card, and the caller's
 * nodes with their status (SPEC §7 "Dedicated nodes", /rpc/dedicated-node). A node is bought
 * for whole months; its status colour is NODE_STATUS_COLORS[status].
 */
import * as v from 'valibot'
import type { NodeStatus } from '../enums'
import { NODE_STATUSES } from '../enums'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import { idSchema, nameSchema, networkIdSchema, pageEntries } from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { CardPayment } from './cards'
import { cardIdSchema } from './cards'
import type { WalletOverview } from './wallet'

/** Longest a node can be bought or renewed for at once, in months. */
export const MAX_NODE_MONTHS = 36

/** A kind of dedicated node on sale: a network, a region, a machine. */
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
  /** USD a month. */
  monthlyPrice: DecimalString
  currency: Currency
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
  name: string
  skuId: number
  chainId: string
  networkId: string
  networkName: string
  region: string
  status: NodeStatus
  /** Endpoints, once the node is online; null while pending. */
  httpsUrl: string | null
  wssUrl: string | null
  createdAt: IsoDateTime
  /** Null while pending (the paid months start when it comes online). */
  expiresAt: IsoDateTime | null
  autoRenew: boolean
}

/** A node bought or renewed from the balance, and the balance after it. */
export interface DnPurchase {
  orderId: string
  node: DedicatedNode
  wallet: WalletOverview
}

const monthsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_NODE_MONTHS))
const purchase = { skuId: idSchema, months: monthsSchema, name: v.optional(nameSchema) }
const renewal = { nodeId: idSchema, months: monthsSchema }

export const nodeMethods = {
  /** Nodes on sale; on one network when named. */
  hub_getDnSku: defineMethod<DnSku[]>()(v.strictObject({ networkId: v.optional(networkIdSchema) }), { auth: 'user' }),
  /** Pays from the balance; the node starts `pending`. 10422 when the balance is short. */
  hub_buyDnNodeByWallet: defineMethod<DnPurchase>()(v.strictObject(purchase), { auth: 'user' }),
  hub_buyDnNodeByCard: defineMethod<CardPayment>()(v.strictObject({ ...purchase, cardId: v.optional(cardIdSchema) }), {
    auth: 'user',
  }),
  /** The caller's nodes, newest first; of one status when named. */
  hub_getUserDnNodeView: defineMethod<Page<DedicatedNode>>()(
    v.strictObject({ ...pageEntries(), status: v.optional(v.picklist(NODE_STATUSES)) }),
    { auth: 'user' },
  ),
  /** Adds months after the current end (or from now, for an expired node). */
  hub_renewDnNodeByWallet: defineMethod<DnPurchase>()(v.strictObject(renewal), { auth: 'user' }),
  hub_renewDnNodeByCard: defineMethod<CardPayment>()(v.strictObject({ ...renewal, cardId: v.optional(cardIdSchema) }), {
    auth: 'user',
  }),
}
