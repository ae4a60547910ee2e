// @vitest-environment happy-dom
/**
 * Renaming in place, by keyboard: Rename opens the field, Enter queues the rename (trimmed),
 * Escape puts the name back, a name the contract refuses is explained and nothing is queued, and
 * focus always returns to the Rename button.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import { toast } from '../../../lib/toast-store'
import { apiKeyFixture } from '../api-key-fixture'
import { RENAME_API_KEY } from '../api-keys.commands'
import { ApiKeyName } from './api-key-name'

const runCommand = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('../../../store/store-client', () => ({ runCommand }))

beforeEach(() => runCommand.mockClear())
afterEach(() => act(() => toast.dismissAll()))

async function openField() {
  await renderWithI18n(<ApiKeyName apiKey={apiKeyFixture(7, { name: 'Backend' })} headingId="key-7" />)
  fireEvent.click(screen.getByRole('button', { name: 'Rename Backend' }))
  return screen.getByLabelText('Key name') as HTMLInputElement
}

async function press(field: HTMLElement, key: string) {
  await act(async () => {
    fireEvent.keyDown(field, { key })
  })
}

describe('renaming a key in place', () => {
  it('Enter queues the trimmed name and gives focus back to Rename', async () => {
    const field = await openField()
    expect(field.value).toBe('Backend')
    fireEvent.change(field, { target: { value: '  Indexer  ' } })
    await press(field, 'Enter')

    expect(runCommand).toHaveBeenCalledTimes(1)
    expect(runCommand).toHaveBeenCalledWith(expect.objectContaining({ name: RENAME_API_KEY }), {
      id: 7,
      name: 'Indexer',
    })
    expect(screen.queryByLabelText('Key name')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Backend' }))
  })

  it('Escape leaves the name as it was and queues nothing', async () => {
    const field = await openField()
    fireEvent.change(field, { target: { value: 'Other' } })
    await press(field, 'Escape')

    expect(runCommand).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Backend' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Backend' }))
  })

  it('an empty or too long name is explained, tied to the field, and nothing is queued', async () => {
    const field = await openField()
    fireEvent.change(field, { target: { value: '   ' } })
    await press(field, 'Enter')
    expect(screen.getByText('Enter a name for the key.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Enter a name for the key.').id)

    fireEvent.change(field, { target: { value: 'x'.repeat(65) } })
    await press(field, 'Enter')
    expect(screen.getByText('Use at most 64 characters.')).toBeTruthy()
    expect(runCommand).not.toHaveBeenCalled()
  })

  it('saving the same name queues nothing', async () => {
    const field = await openField()
    await press(field, 'Enter')
    expect(runCommand).not.toHaveBeenCalled()
  })
})
