// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetFollowedOrder, loadFollowedField, loadFollowedOrder, saveFollowedOrder } from './followed-order-store'

beforeEach(() => sessionStorage.clear())

describe('the followed card order', () => {
  it('comes back with its 3-D Secure page after a reload of the tab', () => {
    saveFollowedOrder({ orderId: 'ord_1', clientSecret: 'pi_1_secret', nextActionUrl: '/sandbox/3ds?clientSecret=x' })
    expect(loadFollowedOrder('ord_1')).toEqual({
      orderId: 'ord_1',
      clientSecret: 'pi_1_secret',
      nextActionUrl: '/sandbox/3ds?clientSecret=x',
    })
  })

  it('another order in the URL, or a forgotten one, comes back as its id alone', () => {
    saveFollowedOrder({ orderId: 'ord_1', clientSecret: 'pi_1_secret', nextActionUrl: null })
    expect(loadFollowedOrder('ord_2')).toEqual({ orderId: 'ord_2', clientSecret: null, nextActionUrl: null })
    forgetFollowedOrder()
    expect(loadFollowedOrder('ord_1')).toEqual({ orderId: 'ord_1', clientSecret: null, nextActionUrl: null })
  })

  it("keeps the processor running the order, for Stripe's 3-D Secure step after a reload", () => {
    const field = { processor: 'stripe', fieldUrl: null, publishableKey: 'pk_test_1' } as const
    saveFollowedOrder({ orderId: 'ord_1', clientSecret: 'pi_1_secret', nextActionUrl: null }, field)
    expect(loadFollowedField('ord_1')).toEqual(field)
    expect(loadFollowedField('ord_2')).toBeNull()
  })
})
