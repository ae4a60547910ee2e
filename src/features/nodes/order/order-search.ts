/**
 * The order wizard's query: `sku=<id>&months=<1|3|12>` (the summary to open, e.g. back from a
 * deposit made for it), `pay=wallet|card`, and `paid=<orderId>` (an order paid and provisioning,
 * so a reload follows its node instead of starting over).
 */
import type { PayMethod } from '../../../../machines/payment/payment.types'

export interface NodeOrderSearch {
  skuId: number | null
  months: number | null
  method: PayMethod | null
  paidOrderId: string | null
}

const ORDER_ID = /^[\w-]{1,128}$/
const MONTHS = [1, 3, 12]

export function readNodeOrderSearch(search: Record<string, unknown>): NodeOrderSearch {
  const sku = Number(search['sku'])
  const months = Number(search['months'])
  const pay = search['pay']
  const paid = search['paid']
  return {
    skuId: Number.isSafeInteger(sku) && sku > 0 ? sku : null,
    months: MONTHS.includes(months) ? months : null,
    method: pay === 'wallet' || pay === 'card' ? pay : null,
    paidOrderId: typeof paid === 'string' && ORDER_ID.test(paid) ? paid : null,
  }
}

/** The query of a summary to come back to (a deposit's way back, a reload). */
export function summarySearch(skuId: number, months: number, method: PayMethod | null) {
  return { sku: skuId, months, ...(method && { pay: method }) }
}
