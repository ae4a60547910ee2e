// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Deposit, PendingDeposit } from '../../../../../contract/methods/wallet'
import { renderWithI18n } from '../../../../../tests/setup/render'
import { TransferProgress } from './transfer-progress'

const pending = (confirmations: number, requiredConfirmations = 3): PendingDeposit => ({
  id: 7,
  paymentMethod: 'cobo',
  status: 'confirming',
  usdAmount: '25.00',
  coin: 'USDT',
  networkId: 'hubdeck-devnet',
  coinAmount: '25',
  txHash: `0x${'ab'.repeat(32)}`,
  createdAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
  confirmations,
  requiredConfirmations,
  orderId: null,
})

describe('the transfer progress', () => {
  it('waits for the transfer', async () => {
    await renderWithI18n(
      <TransferProgress
        coin={undefined}
        pending={[]}
        settled={[]}
        stage="awaiting"
        connectionLost={false}
        onAgain={() => {}}
      />,
    )
    expect(screen.getByTestId('deposit-awaiting').textContent).toContain('Waiting for your transfer')
  })

  it('shows the confirmations so far, and reads them in a polite live region as they grow', async () => {
    const view = await renderWithI18n(
      <TransferProgress
        coin={undefined}
        pending={[pending(1)]}
        settled={[]}
        stage="confirming"
        connectionLost={false}
        onAgain={() => {}}
      />,
    )
    expect(screen.getByTestId('pending-transfer-confirmations').textContent).toBe('1 of 3 confirmations')
    const live = screen.getByTestId('deposit-live-status')
    expect(live.getAttribute('aria-live')).toBe('polite')
    expect(live.textContent).toBe('1 of 3 confirmations')
    view.rerender(
      <TransferProgress
        coin={undefined}
        pending={[pending(2)]}
        settled={[]}
        stage="confirming"
        connectionLost={false}
        onAgain={() => {}}
      />,
    )
    expect(live.textContent).toBe('2 of 3 confirmations')
    expect(screen.getByRole('progressbar', { name: 'Confirmations of 25 USDT' }).getAttribute('value')).toBe('2')
  })

  it('says "confirmation" when one is needed, in both places and in Chinese', async () => {
    const progress = (
      <TransferProgress
        coin={undefined}
        pending={[pending(0, 1)]}
        settled={[]}
        stage="confirming"
        connectionLost={false}
        onAgain={() => {}}
      />
    )
    const view = await renderWithI18n(progress)
    expect(screen.getByTestId('pending-transfer-confirmations').textContent).toBe('0 of 1 confirmation')
    expect(screen.getByTestId('deposit-live-status').textContent).toBe('0 of 1 confirmation')
    view.unmount()
    await renderWithI18n(progress, { locale: 'zh' })
    expect(screen.getByTestId('pending-transfer-confirmations').textContent).toBe('已确认 0 / 1 个区块')
  })

  it('says what was credited, and that the connection was lost when it was', async () => {
    const credited: Deposit = { ...pending(3), status: 'succeeded', completedAt: '2026-11-25T10:00:10.000Z' }
    await renderWithI18n(
      <TransferProgress
        coin={undefined}
        pending={[]}
        settled={[credited]}
        stage="credited"
        connectionLost
        onAgain={() => {}}
      />,
    )
    expect(screen.getByTestId('deposit-credited').textContent).toContain(
      '25 USDT credited: $25.00 added to your balance.',
    )
    expect(screen.getByTestId('deposit-live-status').textContent).toBe('Deposit credited')
    expect(screen.getByTestId('deposit-connection-lost')).toBeTruthy()
  })
})
