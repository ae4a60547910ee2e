/**
 * One node payment, whole or not at all, as packages/purchases/purchase-core.ts makes a package
 * purchase: the payment (from the balance here; a card order was paid before this runs), the node
 * (bought: made `pending`) or its new period (renewed), the `dn_node_payments` row, the statement
 * line (`dn_node`) and the invoice commit in one transaction. A short balance (10422 from the
 * spend) rolls everything back. Every way of paying for a node ends here: by wallet, card orders
 * once paid (paid-node-order.ts) and auto-renew. A node bought by card with auto-renew gets its
 * card subscription here too, and a renewal moves that subscription's period end.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DnSku, InvoiceLine, NodeCycleMonths, PaymentChannel } from '../../../contract/index'
import type { DB, DnNodePaymentsTable } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { notFound } from '../../rpc/errors'
import { writeBill } from '../billing/bills'
import { issueInvoice } from '../billing/invoice-issue'
import { newOrderId } from '../wallet/cards/payment-orders'
import { spend } from '../wallet/ledger'
import type { WalletOwner } from '../wallet/wallet.queries'
import { addMonths } from './lifecycle/lifecycle-rules'
import { chargeFor, CYCLE_OF_MONTHS } from './node-skus'
import { moveSubscriptionEnd, openNodeSubscription } from './node-subscription'

interface Payment {
  walletId: number
  months: NodeCycleMonths
  /** `wallet` is taken from the balance here; `card` was paid already. */
  channel: PaymentChannel
  /** A paid card order's id; a fresh `ord_…` when absent. */
  orderId?: string
  now: Date
}

export interface NodeBuy extends Payment {
  owner: WalletOwner
  sku: DnSku
  name?: string
  autoRenew: boolean
  /**
   * Paid by card: the saved card that paid, or null for one typed once. With `autoRenew` the
   * node renews by card (a card subscription, node-subscription.ts).
   */
  card?: { cardId: string | null }
}

export interface NodeRenewal extends Payment {
  nodeId: number
  reason: Exclude<DnNodePaymentsTable['reason'], 'buy'>
}

/** Buys a node on `months`' cycle (with its set-up fee); answers the node's id and the order. */
export async function payNodeBuy(db: Kysely<DB>, buy: NodeBuy): Promise<{ nodeId: number; orderId: string }> {
  return inTransaction(db, async (trx) => {
    const orderId = buy.orderId ?? newOrderId()
    const charge = chargeFor(buy.sku, buy.months, true)
    if (buy.channel === 'wallet') await spend(trx, buy.walletId, { amount: charge.amount, reference: orderId })
    const name = buy.name ?? `${buy.sku.networkName} · ${buy.sku.regionName}`
    const node = await trx
      .insertInto('dn_nodes')
      .values({
        ...('userId' in buy.owner ? { user_id: buy.owner.userId } : { team_id: buy.owner.teamId }),
        wallet_id: buy.walletId,
        sku_id: buy.sku.id,
        name,
        cycle_months: buy.months,
        paid_months: buy.months,
        secret: randomBytes(16).toString('hex'),
        auto_renew: buy.autoRenew,
        created_at: buy.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const nodeId = Number(node.id)
    if (buy.autoRenew && buy.card) {
      await openNodeSubscription(trx, {
        walletId: buy.walletId,
        nodeId,
        name,
        amount: charge.price,
        cardId: buy.card.cardId,
        // Until it is online (lifecycle-steps.ts moves it then): the paid months from now.
        currentPeriodEnd: addMonths(buy.now, buy.months),
      })
    }
    await recordPayment(trx, {
      nodeId,
      term: 0,
      orderId,
      channel: buy.channel,
      reason: 'buy',
      months: buy.months,
      amount: charge.amount,
    })
    const lines: InvoiceLine[] = [line(`${buy.sku.name}, ${charge.cycle} (${buy.months} mo)`, charge.price)]
    if (charge.amount !== charge.price) lines.push(line(`${buy.sku.name}, set-up fee`, charge.setupFee))
    await bill(trx, {
      walletId: buy.walletId,
      title: `Dedicated node ${name}`,
      amount: charge.amount,
      channel: buy.channel,
      orderId,
      lines,
    })
    return { nodeId, orderId }
  })
}

/**
 * Adds `months` to a node: after its end while it runs, from `now` for an expired node (which
 * comes back online), to its paid months while it is still pending. Refused (50404) for a
 * released node; the caller has checked it is the owner's.
 */
export async function payNodeRenewal(db: Kysely<DB>, renewal: NodeRenewal): Promise<{ orderId: string }> {
  return inTransaction(db, async (trx) => {
    const node = await trx
      .selectFrom('dn_nodes as n')
      .innerJoin('dn_skus as s', 's.id', 'n.sku_id')
      .select(['n.id', 'n.name', 'n.status', 'n.term', 'n.expires_at', 's.name as sku_name'])
      .where('n.id', '=', renewal.nodeId)
      .forUpdate('n')
      .executeTakeFirst()
    if (!node || node.status === 'released') throw nodeNotFound(renewal.nodeId)
    const orderId = renewal.orderId ?? newOrderId()
    const price = await cyclePrice(trx, renewal.nodeId, renewal.months)
    if (renewal.channel === 'wallet') await spend(trx, renewal.walletId, { amount: price, reference: orderId })
    const term = node.term + 1
    const period = renewed(node, renewal, term)
    await trx.updateTable('dn_nodes').set(period).where('id', '=', renewal.nodeId).execute()
    if ('expires_at' in period) await moveSubscriptionEnd(trx, renewal.nodeId, period.expires_at)
    await recordPayment(trx, {
      nodeId: renewal.nodeId,
      term,
      orderId,
      channel: renewal.channel,
      reason: renewal.reason,
      months: renewal.months,
      amount: price,
    })
    const cycle = CYCLE_OF_MONTHS[renewal.months]
    await bill(trx, {
      walletId: renewal.walletId,
      title: `Dedicated node ${node.name} renewed`,
      amount: price,
      channel: renewal.channel,
      orderId,
      lines: [line(`${node.sku_name}, ${cycle} renewal (${renewal.months} mo)`, price)],
    })
    return { orderId }
  })
}

export function nodeNotFound(nodeId: number) {
  return notFound(`No dedicated node of yours has the id ${nodeId}.`, `您没有 ID 为 ${nodeId} 的专用节点。`)
}

/** The node's new period: its status, end and term once `renewal` is paid. */
function renewed(node: { status: string; expires_at: Date | null }, renewal: NodeRenewal, term: number) {
  if (node.status === 'pending') return { paid_months: sql<number>`paid_months + ${renewal.months}`, term }
  const end = node.expires_at ? new Date(node.expires_at) : renewal.now
  const from = node.status === 'expired' || end < renewal.now ? renewal.now : end
  return {
    term,
    expires_at: addMonths(from, renewal.months),
    // A stopped node stays stopped (the provider's); any other comes (back) online.
    ...(node.status === 'stopped' ? {} : { status: 'online' as const }),
    renewal_failed_at: null,
  }
}

async function cyclePrice(trx: Kysely<DB>, nodeId: number, months: NodeCycleMonths): Promise<string> {
  const column = ({ 1: 'monthly_price', 3: 'quarterly_price', 12: 'yearly_price' } as const)[months]
  const row = await trx
    .selectFrom('dn_nodes as n')
    .innerJoin('dn_skus as s', 's.id', 'n.sku_id')
    .select(sql<string>`${sql.ref(`s.${column}`)}::text`.as('price'))
    .where('n.id', '=', nodeId)
    .executeTakeFirstOrThrow()
  return row.price
}

async function recordPayment(
  trx: Kysely<DB>,
  payment: {
    nodeId: number
    term: number
    orderId: string
    channel: PaymentChannel
    reason: DnNodePaymentsTable['reason']
    months: number
    amount: string
  },
): Promise<void> {
  await trx
    .insertInto('dn_node_payments')
    .values({
      node_id: payment.nodeId,
      term: payment.term,
      order_id: payment.orderId,
      payment_channel: payment.channel,
      reason: payment.reason,
      months: payment.months,
      amount: payment.amount,
    })
    .execute()
}

/** The statement line and the invoice of a paid node order. */
async function bill(
  trx: Kysely<DB>,
  paid: {
    walletId: number
    title: string
    amount: string
    channel: PaymentChannel
    orderId: string
    lines: InvoiceLine[]
  },
): Promise<void> {
  await writeBill(trx, {
    walletId: paid.walletId,
    billType: 'dn_node',
    title: paid.title,
    amount: `-${paid.amount}`,
    paymentChannel: paid.channel,
    orderId: paid.orderId,
  })
  await issueInvoice(trx, {
    walletId: paid.walletId,
    orderId: paid.orderId,
    paymentChannel: paid.channel,
    lines: paid.lines,
  })
}

function line(description: string, amount: string): InvoiceLine {
  return { description, quantity: 1, unitPrice: amount, amount }
}
