// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../tests/setup/render'
import type { CardFieldAdapter, CardFieldMount, CardFieldSession } from './card-port'
import { NewCardField, type NewCardFieldProps } from './new-card-field'

const ORDER = { orderId: 'ord_1', clientSecret: 'pi_secret', nextActionUrl: null }
const FIELD = { processor: 'sandbox' as const, fieldUrl: '/sandbox/card-field', publishableKey: null }

/** A processor's field that the test types into by calling what the page gave it. */
function fakeField() {
  const mounted: { options: CardFieldMount | null; session: CardFieldSession } = {
    options: null,
    session: { confirm: vi.fn(), authenticate: vi.fn(), destroy: vi.fn() },
  }
  const adapter: CardFieldAdapter = {
    mount: (_container, options) => {
      mounted.options = options
      return mounted.session
    },
    authenticate: vi.fn(),
  }
  return { adapter, mounted }
}

function props(overrides: Partial<NewCardFieldProps> & Pick<NewCardFieldProps, 'fieldFor'>): NewCardFieldProps {
  return {
    field: FIELD,
    order: ORDER,
    amount: '49.00',
    stage: 'typing',
    session: { set: vi.fn() },
    blocked: {},
    level: 3,
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  }
}

describe('a new card in the processor’s field', () => {
  it('mounts the field for the order, keeps its session, and pays once a whole card is typed', async () => {
    const { adapter, mounted } = fakeField()
    const given = props({ fieldFor: () => adapter })
    const view = await renderWithI18n(<NewCardField {...given} />)

    expect(mounted.options?.title).toBe('Card details')
    expect(given.session.set).toHaveBeenCalledWith(mounted.session)
    expect(screen.getByText("Loading the card processor's secure field…")).toBeTruthy()
    const pay = screen.getByTestId('card-field-pay')
    expect(pay.textContent).toBe('Pay $49.00')
    expect((pay as HTMLButtonElement).disabled).toBe(true)

    act(() => mounted.options?.onChange({ ready: true, complete: true }))
    act(() => mounted.options?.onSubmit?.())
    expect(given.onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(pay)
    expect(given.onConfirm).toHaveBeenCalledTimes(2)

    view.unmount()
    expect(mounted.session.destroy).toHaveBeenCalledTimes(1)
    expect(given.session.set).toHaveBeenLastCalledWith(null)
  })

  it('keeps Pay disabled, and says why, while paying is blocked; Enter does not pay', async () => {
    const { adapter, mounted } = fakeField()
    const given = props({ fieldFor: () => adapter, blocked: { disabled: true, 'aria-describedby': 'offline-note' } })
    await renderWithI18n(<NewCardField {...given} />)
    act(() => mounted.options?.onChange({ ready: true, complete: true }))
    act(() => mounted.options?.onSubmit?.())

    const pay = screen.getByTestId('card-field-pay') as HTMLButtonElement
    expect(pay.disabled).toBe(true)
    expect(pay.getAttribute('aria-describedby')).toBe('offline-note')
    expect(given.onConfirm).not.toHaveBeenCalled()
  })

  it('shows the bank’s step in the field with only a way to cancel, explained when it stands alone', async () => {
    const { adapter } = fakeField()
    const given = props({ fieldFor: () => adapter, stage: 'authenticating', level: 2, standalone: true })
    await renderWithI18n(<NewCardField {...given} />)

    const heading = screen.getByRole('heading', { level: 2, name: 'Confirm the payment with your bank' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByTestId('three-d-secure-step')).toBeTruthy()
    expect(screen.queryByTestId('card-field-pay')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }))
    expect(given.onCancel).toHaveBeenCalledTimes(1)
  })
})
