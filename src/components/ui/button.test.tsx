// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../tests/setup/render'
import { Button } from './button'

describe('<Button>', () => {
  it('never submits a form unless asked to', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    )
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button')
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit')
  })

  it('passes props through and looks like its variant', () => {
    const onClick = vi.fn()
    render(
      <Button variant="danger" size="sm" onClick={onClick} aria-describedby="hint">
        Delete key
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete key' })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
    expect(button.getAttribute('aria-describedby')).toBe('hint')
    expect(button.className).toMatch(/\bbg-red-600\b/)
    expect(button.className).toMatch(/\bfocus-visible:outline-2\b/)
  })

  it('blocks clicks and says "Loading" while busy', async () => {
    const onClick = vi.fn()
    await renderWithI18n(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Pay/ })
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading')
  })
})
