// @vitest-environment happy-dom
/**
 * The low-balance alert form: a valid amount is queued as the contract spells it; a wrong one is
 * explained in the reader's language, tied to the field, and nothing is queued.
 */
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import { SET_LOW_BALANCE_THRESHOLD } from '../wallet.commands'
import { LowBalanceThresholdForm } from './low-balance-threshold-form'

const runCommand = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('../../../store/store-client', () => ({ runCommand }))

beforeEach(() => runCommand.mockClear())

function submitWith(label: string, value: string, save: string) {
  const field = screen.getByLabelText(label)
  fireEvent.change(field, { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: save }))
  return field
}

describe('the low-balance alert form', () => {
  it('queues a valid amount with 2 decimals', async () => {
    await renderWithI18n(<LowBalanceThresholdForm current="10.00" waiting={false} />)
    expect(screen.getByText('You get a notice when your balance falls below $10.00.')).toBeTruthy()

    submitWith('Alert below (USD)', ' 25.5 ', 'Save')

    expect(runCommand).toHaveBeenCalledWith(expect.objectContaining({ name: SET_LOW_BALANCE_THRESHOLD }), {
      amount: '25.50',
    })
  })

  it('explains a malformed amount beside the field and queues nothing', async () => {
    await renderWithI18n(<LowBalanceThresholdForm current="10.00" waiting={false} />)

    const field = submitWith('Alert below (USD)', '12.345', 'Save')

    expect(runCommand).not.toHaveBeenCalled()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter an amount in USD with at most 2 decimals, like 25 or 12.50.',
    )
  })

  it('says it in Chinese to a Chinese reader', async () => {
    await renderWithI18n(<LowBalanceThresholdForm current={null} waiting={false} />, { locale: 'zh' })

    const field = submitWith('余额低于（美元）时提醒', '', '保存')

    expect(runCommand).not.toHaveBeenCalled()
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入美元金额。')
  })

  it('shows a change still waiting for the server', async () => {
    await renderWithI18n(<LowBalanceThresholdForm current="25.00" waiting />)
    expect(screen.getByText('Waiting to sync')).toBeTruthy()
    expect(screen.queryByText('Saved.')).toBeNull()
  })
})
