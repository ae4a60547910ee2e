// @vitest-environment happy-dom
/**
 * The checkout as a customer reads it: a wallet short of the price says by how much and offers
 * the deposit or the card; offline, Pay is disabled and points to the page's reason; in Chinese
 * the same story is told in Chinese.
 */
import { fireEvent, screen } from '@testing-library/react'
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import { purchaseMachine } from '../../../../machines/purchase/purchase.machine'
import type { PurchaseEvent, PurchaseLoad } from '../../../../machines/purchase/purchase.types'
import { CATALOGUE, GROWTH } from '../packages-fixtures'
import { PurchaseCheckout } from './purchase-checkout'

/** The machine at Growth's checkout with `balance` in the wallet, after a wallet submit. */
async function checkoutOf(balance: string) {
  const machine = purchaseMachine.provide({
    actors: { load: fromPromise<PurchaseLoad>(async () => ({ skus: CATALOGUE, balance, cards: [] })) },
  })
  const actor = createActor(machine, { input: { mode: 'buy', skuId: GROWTH.id, method: 'wallet', resume: null } })
  actor.start()
  await new Promise((resolve) => setTimeout(resolve, 0))
  actor.send({ type: 'purchase.submit', attemptId: 'a1' })
  return actor.getSnapshot()
}

describe('the checkout', () => {
  it('a short balance says by how much and offers a deposit of the difference, or the card', async () => {
    const sent: PurchaseEvent[] = []
    await renderWithI18n(
      <PurchaseCheckout
        state={await checkoutOf('20.00')}
        sku={GROWTH}
        offline={{}}
        send={(event) => sent.push(event)}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Your balance of $20.00 is $29.00 short of Growth.')
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $29.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card instead' }))
    expect(sent).toEqual([{ type: 'deposit.start' }, { type: 'method.choose', method: 'card' }])
  })

  it('offline, Pay is disabled and says why', async () => {
    const send = vi.fn()
    await renderWithI18n(
      <PurchaseCheckout
        state={await checkoutOf('125.50')}
        sku={GROWTH}
        offline={{ disabled: true, 'aria-describedby': 'why' }}
        send={send}
      />,
    )
    const pay = screen.getByRole('button', { name: 'Pay $49.00' })
    expect(pay).toHaveProperty('disabled', true)
    expect(pay.getAttribute('aria-describedby')).toBe('why')
  })

  it('tells the shortfall in Chinese', async () => {
    await renderWithI18n(
      <PurchaseCheckout state={await checkoutOf('20.00')} sku={GROWTH} offline={{}} send={() => {}} />,
      { locale: 'zh' },
    )
    expect(screen.getByRole('alert').textContent).toContain('距购买成长版还差')
  })
})
