/**
 * hub_polling and hub_getReceiptUrl: where a card order stands, and its receipt once paid. Only
 * the wallet's own orders: another's is not found (50404). The receipt is the processor's
 * (Stripe's receipt page, or the sandbox's), asked for once and kept on the order.
 */
import type { MethodRegistry } from '../../../rpc/registry'
import { noReceiptYet, orderNotFound } from './card-errors'
import { existingWalletOfCall } from './card-wallet'
import { orderOfWallet, orderState } from './payment-orders'
import type { CardPayments } from './processor'

export function registerOrderMethods(registry: MethodRegistry, cards: CardPayments | null): void {
  registry.register('hub_polling', async (ctx, { orderId }) => {
    const order = await orderOfWallet(ctx.db, await existingWalletOfCall(ctx), orderId)
    if (!order) throw orderNotFound()
    return orderState(order)
  })

  registry.register('hub_getReceiptUrl', async (ctx, { orderId }) => {
    const order = await orderOfWallet(ctx.db, await existingWalletOfCall(ctx), orderId)
    if (!order) throw orderNotFound()
    if (order.status !== 'paid') throw noReceiptYet()
    if (order.receipt_url) return { url: order.receipt_url }
    const reachable = cards && order.processor === cards.field.processor && order.processor_payment_id
    const url = reachable ? await cards.processorFor(ctx.db).receiptUrl(order.processor_payment_id ?? '') : null
    if (!url) throw noReceiptYet()
    await ctx.db.updateTable('payment_orders').set({ receipt_url: url }).where('id', '=', order.id).execute()
    return { url }
  })
}
