// @vitest-environment happy-dom
/**
 * The key table as the section drives it (the view held in state, as the address holds it):
 * typing searches by name or key prefix, the sort select orders the rows, a name opens its key,
 * and an unknown count reads "—", never 0.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../../tests/setup/render'
import { apiKeyFixture } from '../../api-key-fixture'
import { ApiKeysTable } from './api-keys-table'
import { DEFAULT_KEY_LIST_VIEW, type KeyListView } from './key-list-search'
import { shownKeys, type KeyUsage } from './shown-keys'

const KEYS = [
  apiKeyFixture(3, { name: 'Indexer', key: 'zq3secret' }),
  apiKeyFixture(2, { name: 'Backend', key: 'ab2secret' }),
  apiKeyFixture(1, { name: 'Archive', key: 'cd1secret' }),
]

function Harness({ usage, onSelect }: { usage: KeyUsage; onSelect(id: number): void }) {
  const [view, setView] = useState<KeyListView>(DEFAULT_KEY_LIST_VIEW)
  return (
    <ApiKeysTable
      keys={shownKeys(KEYS, view, usage)}
      view={view}
      usage={usage}
      selectedId={null}
      renaming={new Set()}
      onView={(patch) => setView((current) => ({ ...current, ...patch }))}
      onSelect={onSelect}
    />
  )
}

const names = () =>
  within(screen.getByRole('table', { name: 'API keys' }))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('<ApiKeysTable>', () => {
  it('searches by name or key prefix, orders by the choice, and opens the key named', async () => {
    const onSelect = vi.fn()
    await renderWithI18n(
      <Harness
        usage={{
          requests: new Map([
            [1, 7],
            [2, 0],
            [3, 2],
          ]),
          lastUses: new Map([[2, { id: 2, lastUsedAt: '2026-11-20T13:00:00.000Z', precision: 'hour' }]]),
        }}
        onSelect={onSelect}
      />,
    )
    expect(names()).toEqual(['Indexer', 'Backend', 'Archive'])

    const search = screen.getByRole('searchbox', { name: 'Search keys' })
    fireEvent.change(search, { target: { value: 'ab2' } })
    expect(names()).toEqual(['Backend'])
    fireEvent.change(search, { target: { value: 'nothing' } })
    expect(screen.getByText('No key matches “nothing”')).toBeTruthy()
    fireEvent.change(search, { target: { value: '' } })

    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    fireEvent.change(sort, { target: { value: 'name-asc' } })
    expect(names()).toEqual(['Archive', 'Backend', 'Indexer'])
    fireEvent.change(sort, { target: { value: 'requests-desc' } })
    expect(names()).toEqual(['Archive', 'Indexer', 'Backend'])
    fireEvent.change(sort, { target: { value: 'lastUsed-desc' } })
    expect(names()).toEqual(['Backend', 'Indexer', 'Archive'])

    fireEvent.click(screen.getByRole('button', { name: 'Indexer' }))
    expect(onSelect).toHaveBeenCalledWith(3)
  })

  it('shows "—" for requests today and last use until the usage is known', async () => {
    await renderWithI18n(<Harness usage={{ requests: null, lastUses: null }} onSelect={vi.fn()} />)
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')
    // The dash is for the eye; a screen reader hears what it means.
    expect(cells[headers.indexOf('Requests today')]?.textContent).toBe('—not known')
    expect(cells[headers.indexOf('Last used')]?.textContent).toBe('—no use on record')
  })
})
