// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CreditCard } from '../../../../../contract/methods/cards'
import type { CardDepositContext } from '../../../../../machines/deposit/card-deposit.types'
import { renderWithI18n } from '../../../../../tests/setup/render'
import { CardAmountForm } from './card-amount-form'

const visa: CreditCard = {
  id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  holderName: null,
  isDefault: true,
  createdAt: '2026-11-25T10:00:00.000Z',
}
const context = (overrides: Partial<CardDepositContext> = {}): CardDepositContext => ({
  minimumUsd: '49.00',
  amount: '49.00',
  amountProblem: null,
  cards: [visa],
  openOrders: [],
  cardId: 'pm_visa',
  attemptId: null,
  order: null,
  field: null,
  challengeInField: false,
  paidAmount: null,
  failure: null,
  receiptUrl: null,
  lastError: undefined,
  ...overrides,
})

describe('the card amount form', () => {
  it('says the minimum in the amount label and pays the chosen saved card', async () => {
    const send = vi.fn()
    await renderWithI18n(<CardAmountForm context={context()} refused={false} offline={{}} send={send} />)
    expect(screen.getByLabelText('Amount in USD (at least $49.00)')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }))
    expect(send).toHaveBeenCalledWith({ type: 'payment.submit', attemptId: expect.any(String) })
  })

  it('a new card continues to the processor field', async () => {
    const send = vi.fn()
    await renderWithI18n(
      <CardAmountForm context={context({ cardId: null })} refused={false} offline={{}} send={send} />,
    )
    expect(screen.getByRole('radio', { name: 'A new card' })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('radio', { name: /Visa/ }))
    expect(send).toHaveBeenCalledWith({ type: 'card.choose', cardId: 'pm_visa' })
    expect(screen.getByRole('button', { name: 'Continue to card details' })).toBeTruthy()
  })

  it('an amount under the minimum is refused with the reason beside the field', async () => {
    await renderWithI18n(
      <CardAmountForm
        context={context({ amount: '20', amountProblem: 'belowMinimum' })}
        refused
        offline={{}}
        send={() => {}}
      />,
    )
    const amount = screen.getByLabelText('Amount in USD (at least $49.00)')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('The smallest card deposit is $49.00.')).toBeTruthy()
  })

  it('offline, paying is disabled and points to the page reason', async () => {
    await renderWithI18n(
      <>
        <p id="offline-reason">offline</p>
        <CardAmountForm
          context={context()}
          refused={false}
          offline={{ disabled: true, 'aria-describedby': 'offline-reason' }}
          send={() => {}}
        />
      </>,
    )
    const pay = screen.getByRole('button', { name: 'Pay $49.00' })
    expect(pay).toHaveProperty('disabled', true)
    expect(pay.getAttribute('aria-describedby')).toBe('offline-reason')
  })

  it('in Chinese too', async () => {
    await renderWithI18n(<CardAmountForm context={context()} refused={false} offline={{}} send={() => {}} />, {
      locale: 'zh',
    })
    expect(screen.queryByText('Pay with')).toBeNull()
  })
})
