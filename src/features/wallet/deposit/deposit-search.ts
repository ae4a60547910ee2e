/**
 * The charge page's query: `?method=card` opens the card tab, and `order=<id>` is the card order
 * being paid, so a reload follows that order instead of paying again. Anything else is ignored.
 * Read in the page rather than by the route's `validateSearch`, which would put it in the first
 * paint.
 */
export type DepositMethod = 'crypto' | 'card'

export interface DepositSearch {
  method: DepositMethod
  order: string | null
}

const ORDER_ID = /^[\w-]{1,128}$/

export function readDepositSearch(search: Record<string, unknown>): DepositSearch {
  const order = typeof search['order'] === 'string' && ORDER_ID.test(search['order']) ? search['order'] : null
  const method: DepositMethod = search['method'] === 'card' || order ? 'card' : 'crypto'
  return { method, order }
}
