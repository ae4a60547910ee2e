// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../tests/setup/render'
import { toast } from '../lib/toast-store'
import { LazyToaster } from './lazy-toaster'

afterEach(() => {
  act(() => toast.dismissAll())
})

describe('<LazyToaster>', () => {
  it('renders nothing before the first toast, then loads the toaster and shows it', async () => {
    await renderWithI18n(<LazyToaster />)
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()

    act(() => {
      toast.error('Insufficient balance')
    })

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Insufficient balance')
  })

  it('keeps the toaster mounted after the last toast closes, so the next one shows at once', async () => {
    await renderWithI18n(<LazyToaster />)
    act(() => {
      toast.info('Saved')
    })
    await screen.findByText('Saved')

    act(() => toast.dismissAll())
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy()

    act(() => {
      toast.info('Saved again')
    })
    expect(screen.getByText('Saved again')).toBeTruthy()
  })
})
