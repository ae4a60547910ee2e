// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../tests/setup/render'
import { COPY_CONFIRMATION_MS, CopyButton } from './copy-button'
import { toast } from '../../lib/toast-store'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  vi.useFakeTimers()
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})

afterEach(() => {
  act(() => toast.dismissAll())
  Reflect.deleteProperty(document, 'execCommand')
  vi.useRealTimers()
})

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button)
  })
}

describe('<CopyButton>', () => {
  it('is named after what it copies', async () => {
    await renderWithI18n(<CopyButton text="sk_live_123" label="API key" />)
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeTruthy()
  })

  it('copies, confirms for exactly 1.5 s, then returns to "Copy"', async () => {
    await renderWithI18n(<CopyButton text="sk_live_123" label="API key" showText />)
    expect(COPY_CONFIRMATION_MS).toBe(1500)
    await click(screen.getByRole('button', { name: 'Copy API key' }))
    expect(writeText).toHaveBeenCalledWith('sk_live_123')
    expect(screen.getByRole('status').textContent).toBe('Copied')
    expect(screen.getByText('Copied', { selector: '[aria-hidden="true"]' })).toBeTruthy()

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1))
    expect(screen.getByRole('status').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByText('Copy', { selector: '[aria-hidden="true"]' })).toBeTruthy()
  })

  it('starts the 1.5 s again when clicked twice', async () => {
    await renderWithI18n(<CopyButton text="0xabc" label="address" />)
    const button = screen.getByRole('button', { name: 'Copy address' })
    await click(button)
    act(() => vi.advanceTimersByTime(1000))
    await click(button)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('status').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says so in Chinese', async () => {
    await renderWithI18n(<CopyButton text="0xabc" label="地址" />, { locale: 'zh' })
    await click(screen.getByRole('button', { name: '复制地址' }))
    expect(screen.getByRole('status').textContent).toBe('已复制')
  })

  it('raises an error toast when nothing could be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    await renderWithI18n(<CopyButton text="0xabc" label="address" />)
    await click(screen.getByRole('button', { name: 'Copy address' }))
    expect(toast.getSnapshot().map((item) => [item.kind, item.message])).toEqual([['error', 'Could not copy address']])
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
