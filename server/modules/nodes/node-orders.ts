/**
 * Buying and renewing nodes, by wallet and by card (saved, or typed into the processor's field),
 * and switching a node's auto-renew, for the caller (or its team: the wallet and
 * the nodes of the call's owner, `ownerOfCall`). By wallet the node is paid in the call's
 * transaction (node-payment.ts): a short balance is a 10422 and changes nothing. By card a
 * `payment_orders` row of kind `dn_node` is made whose `target` says what it pays for; nothing is
 * made or billed until the processor's `payment.succeeded` webhook settles it
 * (paid-node-order.ts), so a refused or failed payment provisions nothing and bills nothing.
 */
import type {
  CardPayment,
  DedicatedNode,
  DnPurchase,
  DnSku,
  NodeCycleMonths,
  StripeOrder,
} from '../../../contract/index'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { RpcContext } from '../../rpc/context'
import { lockWallet } from '../packages/purchases/free-claim'
import { chargeSavedCard, openFieldOrder } from '../wallet/cards/card-charge'
import { cardNotFound, noCard } from '../wallet/cards/card-errors'
import { findCard } from '../wallet/cards/card-store'
import { ownerOfCall } from '../wallet/cards/card-wallet'
import type { CardPayments } from '../wallet/cards/processor'
import { DEVNET_ID } from '../wallet/chain/devnet-network'
import { walletIdOf } from '../wallet/ledger'
import { walletOverview, type WalletOwner } from '../wallet/wallet.queries'
import { skuUnavailable } from './node-errors'
import { nodeNotFound, payNodeBuy, payNodeRenewal } from './node-payment'
import { readerFor, type NodeRuntime } from './node-runtime'
import { chargeFor, dnSkuById } from './node-skus'
import { followAutoRenew } from './node-subscription'
import { nodeQuery, toDedicatedNode } from './node-view'
import type { NodeOrderTarget } from './paid-node-order'

export interface BuyChoice {
  skuId: number
  months: NodeCycleMonths
  name?: string
  autoRenew?: boolean
}

export interface RenewChoice {
  nodeId: number
  months: NodeCycleMonths
}

export async function buyNodeByWallet(ctx: RpcContext, runtime: NodeRuntime, choice: BuyChoice): Promise<DnPurchase> {
  const owner = ownerOfCall(ctx)
  const sku = await skuForSale(ctx.db, runtime, choice.skuId)
  const walletId = await walletIdOf(ctx.db, owner)
  await lockWallet(ctx.db, walletId)
  const { nodeId, orderId } = await payNodeBuy(ctx.db, {
    owner,
    walletId,
    sku,
    months: choice.months,
    name: choice.name,
    autoRenew: choice.autoRenew ?? false,
    channel: 'wallet',
    now: new Date(),
  })
  return purchaseAnswer(ctx, runtime, owner, nodeId, orderId)
}

export async function renewNodeByWallet(
  ctx: RpcContext,
  runtime: NodeRuntime,
  choice: RenewChoice,
): Promise<DnPurchase> {
  const owner = ownerOfCall(ctx)
  await ownNode(ctx.db, owner, choice.nodeId)
  const walletId = await walletIdOf(ctx.db, owner)
  await lockWallet(ctx.db, walletId)
  const { orderId } = await payNodeRenewal(ctx.db, {
    walletId,
    nodeId: choice.nodeId,
    months: choice.months,
    channel: 'wallet',
    reason: 'renewal',
    now: new Date(),
  })
  return purchaseAnswer(ctx, runtime, owner, choice.nodeId, orderId)
}

export async function buyNodeByCard(
  ctx: RpcContext,
  runtime: NodeRuntime,
  cards: CardPayments,
  choice: BuyChoice & { cardId?: string },
): Promise<CardPayment> {
  const order = await buyOrder(ctx, runtime, choice)
  return chargeCard(ctx, cards, order.amount, choice.cardId, order.target)
}

export async function renewNodeByCard(
  ctx: RpcContext,
  cards: CardPayments,
  choice: RenewChoice & { cardId?: string },
): Promise<CardPayment> {
  const order = await renewalOrder(ctx, choice)
  return chargeCard(ctx, cards, order.amount, choice.cardId, order.target)
}

/**
 * hub_createStripeOrder `purpose: 'dn_node'` / `'dn_node_renewal'`: the same order as by a saved
 * card, paid by a card typed into the processor's field; the node or its months come once paid.
 */
export async function openNodeFieldOrder(
  ctx: RpcContext,
  runtime: NodeRuntime,
  cards: CardPayments,
  params: ({ purpose: 'dn_node' } & BuyChoice) | ({ purpose: 'dn_node_renewal' } & RenewChoice),
): Promise<StripeOrder> {
  const order = params.purpose === 'dn_node' ? await buyOrder(ctx, runtime, params) : await renewalOrder(ctx, params)
  const walletId = await walletIdOf(ctx.db, ownerOfCall(ctx))
  return openFieldOrder(ctx, cards, { walletId, amount: order.amount, kind: 'dn_node', target: order.target })
}

/**
 * hub_setDnNodeAutoRenew: the owner's node renews itself at its end, or not. A node that renews
 * by card keeps its subscription: off cancels it at the period's end, on resumes it. Switching on
 * clears an earlier failed renewal, so the job tries again.
 */
export async function setNodeAutoRenew(
  ctx: RpcContext,
  runtime: NodeRuntime,
  { nodeId, autoRenew }: { nodeId: number; autoRenew: boolean },
): Promise<DedicatedNode> {
  await ownNode(ctx.db, ownerOfCall(ctx), nodeId)
  await ctx.db
    .updateTable('dn_nodes')
    .set(autoRenew ? { auto_renew: true, renewal_failed_at: null } : { auto_renew: false })
    .where('id', '=', nodeId)
    .execute()
  await followAutoRenew(ctx.db, nodeId, autoRenew)
  const row = await nodeQuery(ctx.db).where('n.id', '=', nodeId).executeTakeFirstOrThrow()
  return toDedicatedNode(row, readerFor(runtime, ctx))
}

/** What buying `choice` by card charges, and the order's target. */
async function buyOrder(
  ctx: RpcContext,
  runtime: NodeRuntime,
  choice: BuyChoice,
): Promise<{ amount: string; target: NodeOrderTarget }> {
  const sku = await skuForSale(ctx.db, runtime, choice.skuId)
  const target: NodeOrderTarget = {
    action: 'buy',
    skuId: sku.id,
    months: choice.months,
    name: choice.name ?? null,
    autoRenew: choice.autoRenew ?? false,
  }
  return { amount: chargeFor(sku, choice.months, true).amount, target }
}

/** What renewing the owner's node by card charges (no set-up fee), and the order's target. */
async function renewalOrder(
  ctx: RpcContext,
  choice: RenewChoice,
): Promise<{ amount: string; target: NodeOrderTarget }> {
  const node = await ownNode(ctx.db, ownerOfCall(ctx), choice.nodeId)
  const sku = await dnSkuById(ctx.db, node.skuId)
  const target: NodeOrderTarget = { action: 'renew', nodeId: choice.nodeId, months: choice.months }
  return { amount: chargeFor(sku, choice.months, false).amount, target }
}

/** The SKU, when it is on sale here: available, and not the dev network in production. */
async function skuForSale(db: Kysely<DB>, runtime: NodeRuntime, skuId: number): Promise<DnSku> {
  const sku = await dnSkuById(db, skuId)
  if (!sku.available || (sku.networkId === DEVNET_ID && !runtime.sellsDevnet)) throw skuUnavailable(sku.name)
  return sku
}

/** The owner's live (not released) node `nodeId`, or 50404: another's node is as if not there. */
async function ownNode(db: Kysely<DB>, owner: WalletOwner, nodeId: number): Promise<{ skuId: number }> {
  const row = await db
    .selectFrom('dn_nodes')
    .select('sku_id')
    .where('id', '=', nodeId)
    .where('status', '<>', 'released')
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .executeTakeFirst()
  if (!row) throw nodeNotFound(nodeId)
  return { skuId: Number(row.sku_id) }
}

async function chargeCard(
  ctx: RpcContext,
  cards: CardPayments,
  amount: string,
  cardId: string | undefined,
  target: NodeOrderTarget,
): Promise<CardPayment> {
  const walletId = await walletIdOf(ctx.db, ownerOfCall(ctx))
  const card = await findCard(ctx.db, walletId, cardId)
  if (!card) throw cardId === undefined ? noCard() : cardNotFound()
  return chargeSavedCard(ctx, cards, { walletId, cardId: card.id, amount, kind: 'dn_node', target })
}

async function purchaseAnswer(
  ctx: RpcContext,
  runtime: NodeRuntime,
  owner: WalletOwner,
  nodeId: number,
  orderId: string,
): Promise<DnPurchase> {
  const row = await nodeQuery(ctx.db).where('n.id', '=', nodeId).executeTakeFirstOrThrow()
  return { orderId, node: toDedicatedNode(row, readerFor(runtime, ctx)), wallet: await walletOverview(ctx.db, owner) }
}
