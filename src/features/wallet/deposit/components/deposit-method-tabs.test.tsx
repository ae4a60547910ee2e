// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../../tests/setup/render'
import { DepositMethodTabs } from './deposit-method-tabs'

describe('the deposit method tabs', () => {
  it('are tabs, moved between with the arrow keys', async () => {
    const choose = vi.fn()
    await renderWithI18n(<DepositMethodTabs method="crypto" locked={false} panelId="panel" onChoose={choose} />)
    const crypto = screen.getByRole('tab', { name: 'Crypto' })
    expect(crypto.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(crypto, { key: 'ArrowRight' })
    expect(choose).toHaveBeenCalledWith('card')
    fireEvent.click(screen.getByRole('tab', { name: 'Card' }))
    expect(choose).toHaveBeenLastCalledWith('card')
  })

  it('while a card payment is on its way, the other tab is locked and says why', async () => {
    const choose = vi.fn()
    await renderWithI18n(<DepositMethodTabs method="card" locked panelId="panel" onChoose={choose} />)
    const crypto = screen.getByRole('tab', { name: 'Crypto' })
    expect(crypto.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(crypto)
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Card' }), { key: 'ArrowLeft' })
    expect(choose).not.toHaveBeenCalled()
    const reason = document.getElementById(crypto.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('A card payment is on its way: finish or cancel it to deposit another way.')
  })
})
