// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../tests/setup/render'
import { Toaster } from './toaster'
import { toast } from '../../lib/toast-store'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  act(() => toast.dismissAll())
  vi.useRealTimers()
})

async function renderToaster() {
  await renderWithI18n(<Toaster />)
  return screen.getByRole('region', { name: 'Notifications' })
}

describe('<Toaster>', () => {
  it('stacks toasts in the top-left corner', async () => {
    const region = await renderToaster()
    expect(region.className).toMatch(/\bfixed\b/)
    expect(region.className).toMatch(/\btop-0\b/)
    expect(region.className).toMatch(/\bleft-0\b/)
    expect(region.className).not.toMatch(/\bright-0\b/)
  })

  it('reads an error out as an alert and removes it after 5 s, not before', async () => {
    const region = await renderToaster()
    act(() => {
      toast.error('Insufficient balance')
    })
    expect(within(region).getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Insufficient balance'),
    )
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText('Insufficient balance')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Insufficient balance')).toBeNull()
  })

  it('announces a default message politely as a status and removes it after 3 s', async () => {
    await renderToaster()
    act(() => {
      toast.info('Settings saved')
    })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('Settings saved')
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByText('Settings saved')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Settings saved')).toBeNull()
  })

  it('shows a notification with title and body for 4.5 s', async () => {
    await renderToaster()
    act(() => {
      toast.notification({ title: 'Deposit received', body: '100 USDT credited' })
    })
    expect(screen.getByText('Deposit received')).toBeTruthy()
    expect(screen.getByText('100 USDT credited')).toBeTruthy()
    act(() => vi.advanceTimersByTime(4499))
    expect(screen.getByText('Deposit received')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Deposit received')).toBeNull()
  })

  it('closes a notice after 2 s but keeps a persistent one', async () => {
    await renderToaster()
    act(() => {
      toast.notice({ title: 'Node online' })
      toast.notice({ title: 'Your export is ready', persistent: true })
    })
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByText('Node online')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Node online')).toBeNull()
    act(() => vi.advanceTimersByTime(600_000))
    expect(screen.getByText('Your export is ready')).toBeTruthy()
  })

  it('closes a toast with its labelled close button', async () => {
    await renderToaster()
    act(() => {
      toast.warning('Too many attempts')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Too many attempts')).toBeNull()
  })

  it('runs the action and closes the toast', async () => {
    await renderToaster()
    const onClick = vi.fn()
    act(() => {
      toast.notification({ title: 'New invoice', action: { label: 'View', onClick } })
    })
    fireEvent.click(screen.getByRole('button', { name: 'View' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.queryByText('New invoice')).toBeNull()
  })

  it('shows live updates of a toast text (a 10429 countdown)', async () => {
    await renderToaster()
    let id = ''
    act(() => {
      id = toast.warning('Try again in 2 min')
    })
    act(() => {
      toast.update(id, { message: 'Try again in 1 min' })
    })
    expect(screen.getByRole('alert').textContent).toContain('Try again in 1 min')
  })

  it('waits while the pointer rests on a toast', async () => {
    await renderToaster()
    act(() => {
      toast.error('Read me slowly')
    })
    const alert = screen.getByRole('alert')
    act(() => vi.advanceTimersByTime(4000))
    fireEvent.mouseEnter(alert)
    act(() => vi.advanceTimersByTime(30_000))
    expect(screen.getByText('Read me slowly')).toBeTruthy()
    fireEvent.mouseLeave(alert)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Read me slowly')).toBeNull()
  })

  it('labels the region and close button in Chinese', async () => {
    await renderWithI18n(<Toaster />, { locale: 'zh' })
    act(() => {
      toast.error('余额不足')
    })
    expect(screen.getByRole('region', { name: '通知' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy()
  })
})
