// @vitest-environment happy-dom
/**
 * The wizard as a customer reads it: each step narrows the next and a region without capacity is
 * shown but cannot be chosen; the summary says what a short wallet lacks and offers the deposit;
 * offline, Pay is disabled and points to the reason; by card, a saved card or a new one is chosen;
 * in Chinese the same story is told in Chinese.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../../tests/setup/render'
import { NO_CHOICE } from '../../../../../machines/node-order/node-choices'
import { toNodeSkus } from '../node-skus'
import { CHAINS, DEVNET_SKU, GETH_SKU } from '../order-fixtures'
import { NodeChoiceSteps } from './node-choice-steps'
import { NodeOrderSummary, type NodeOrderSummaryProps } from './node-order-summary'

const skus = toNodeSkus({ skus: [DEVNET_SKU, GETH_SKU], chains: CHAINS })
const devnet = { chainId: 'hubdeck', networkId: 'hubdeck-devnet', region: 'local', client: 'ganache', months: 1 }

function summary(overrides: Partial<NodeOrderSummaryProps>) {
  const props: NodeOrderSummaryProps = {
    skus,
    choice: devnet,
    balance: '10.00',
    method: 'wallet',
    cards: [],
    cardId: null,
    failure: null,
    short: false,
    paying: false,
    blockedId: null,
    autoRenew: false,
    onAutoRenew: vi.fn(),
    onMethod: vi.fn(),
    onCard: vi.fn(),
    onPay: vi.fn(),
    onEdit: vi.fn(),
    onDeposit: vi.fn(),
    ...overrides,
  }
  return props
}

describe('the order wizard', () => {
  it('shows the chains first, and a chain with no capacity now cannot be chosen', async () => {
    const onChoose = vi.fn()
    await renderWithI18n(<NodeChoiceSteps skus={skus} choice={NO_CHOICE} onChoose={onChoose} onCycle={vi.fn()} />)
    expect(screen.queryByRole('group', { name: 'Network' })).toBeNull()
    expect(screen.getByRole('radio', { name: /Ethereum/ })).toHaveProperty('disabled', true)
    expect(screen.getByText('No capacity now')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Hubdeck Devnet' }))
    expect(onChoose).toHaveBeenCalledWith('chainId', 'hubdeck')
  })

  it('offers the cycles of the chosen node with the set-up fee on the monthly one, in Chinese too', async () => {
    const choice = { ...devnet, months: null }
    await renderWithI18n(<NodeChoiceSteps skus={skus} choice={choice} onChoose={vi.fn()} onCycle={vi.fn()} />, {
      locale: 'zh',
    })
    expect(screen.getByRole('radio', { name: /按月/ }).closest('label')?.textContent).toContain('开通费')
    expect(screen.getByRole('radio', { name: /按年/ })).toBeTruthy()
  })

  it('auto-renew is off until the customer turns it on, and cannot change while paying', async () => {
    const props = summary({})
    const { rerender } = await renderWithI18n(<NodeOrderSummary {...props} />)
    const toggle = screen.getByRole('switch', { name: 'Auto-renew' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    fireEvent.click(toggle)
    expect(props.onAutoRenew).toHaveBeenCalledWith(true)
    rerender(<NodeOrderSummary {...props} paying />)
    expect((screen.getByRole('switch', { name: 'Auto-renew' }) as HTMLInputElement).disabled).toBe(true)
  })

  it('a short wallet says by how much and offers a deposit of the difference, or the card', async () => {
    const props = summary({ short: true })
    await renderWithI18n(<NodeOrderSummary {...props} />)
    expect(screen.getByTestId('node-total').textContent).toBe('$15.00')
    expect(screen.getByTestId('node-balance-short').textContent).toContain('Your wallet is $5.00 short of the total.')
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $5.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card instead' }))
    expect(props.onDeposit).toHaveBeenCalled()
    expect(props.onMethod).toHaveBeenCalledWith('card')
  })

  it('by card, a new card is offered beside the saved ones, and without one it is what Pay uses', async () => {
    const saved = {
      id: 'pm_1',
      brand: 'visa' as const,
      last4: '4242',
      expMonth: 12,
      expYear: 2099,
      holderName: null,
      isDefault: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    const props = summary({ method: 'card', cards: [saved], cardId: 'pm_1' })
    await renderWithI18n(<NodeOrderSummary {...props} />)
    expect(screen.getByRole('radio', { name: 'VISA ending in 4242' })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('radio', { name: 'A new card' }))
    expect(props.onCard).toHaveBeenCalledWith(null)
    cleanup()

    await renderWithI18n(<NodeOrderSummary {...summary({ method: 'card', cards: [], cardId: null })} />)
    expect(screen.getByRole('radio', { name: 'A new card' })).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Pay $15.00' })).toHaveProperty('disabled', false)
  })

  it('offline, Pay is disabled and points to the reason', async () => {
    await renderWithI18n(<NodeOrderSummary {...summary({ balance: null, blockedId: 'why' })} />)
    const pay = screen.getByRole('button', { name: 'Pay $15.00' })
    expect(pay).toHaveProperty('disabled', true)
    expect(pay.getAttribute('aria-describedby')).toBe('why')
    expect(screen.getByTestId('node-balance').textContent).toBe('Unknown offline')
  })

  it('tells the shortfall in Chinese', async () => {
    await renderWithI18n(<NodeOrderSummary {...summary({ short: true })} />, { locale: 'zh' })
    expect(screen.getByTestId('node-balance-short').textContent).toContain('您的钱包距合计金额还差')
  })
})
