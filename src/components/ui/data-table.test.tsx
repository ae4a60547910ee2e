// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../tests/setup/render'
import { DataTable, type DataTableColumn } from './data-table'
import { TABLE_BOTTOM_OFFSET, TABLE_LOADING_OVERLAY, TABLE_RESIZE_DEBOUNCE_MS, TABLE_Z_INDEX } from './table-defaults'
import { fitHeight } from './use-fit-viewport-height'

interface ApiKey {
  id: string
  name: string
  requests: number
}

const columns: DataTableColumn<ApiKey>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'requests', header: 'Requests', cell: (row) => row.requests, align: 'right', width: 120 },
]

const rows: ApiKey[] = [
  { id: 'k1', name: 'Mainnet', requests: 1200 },
  { id: 'k2', name: 'Testnet', requests: 30 },
]

afterEach(() => {
  vi.useRealTimers()
})

describe('<DataTable>', () => {
  it('is a real table with column headers and one row per item', async () => {
    await renderWithI18n(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption="API keys" />)
    const table = screen.getByRole('table', { name: 'API keys' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Requests'])
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true)
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('cell', { name: '1200' }).className).toMatch(/\btext-right\b/)
  })

  it('keeps the header fixed above the rows at z-index 3', async () => {
    const { container } = await renderWithI18n(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />)
    const head = container.querySelector('thead')
    expect(head?.className).toMatch(/\bsticky\b/)
    expect(head?.style.zIndex).toBe(String(TABLE_Z_INDEX))
    expect(TABLE_Z_INDEX).toBe(3)
  })

  it('shows "No data" when there are no rows, or the screen\'s own empty state', async () => {
    const { rerender } = await renderWithI18n(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} />)
    expect(screen.getByText('No data')).toBeTruthy()
    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>No API keys yet</p>} />)
    expect(screen.getByText('No API keys yet')).toBeTruthy()
    expect(screen.queryByText('No data')).toBeNull()
  })

  it('veils the rows while loading and says so', async () => {
    const { container } = await renderWithI18n(
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} loading />,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading')
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    const veil = screen.getByRole('status').closest('div') as HTMLElement
    expect(veil.style.getPropertyValue('--overlay-light')).toBe(TABLE_LOADING_OVERLAY.light)
    expect(veil.style.getPropertyValue('--overlay-dark')).toBe(TABLE_LOADING_OVERLAY.dark)
    expect(TABLE_LOADING_OVERLAY).toEqual({ light: 'rgba(255,255,255,0.45)', dark: 'rgba(0,0,0,0.45)' })
    expect(container.textContent).not.toContain('No data')
  })

  it('shows the pagination under the table and reports page changes', async () => {
    const onChange = vi.fn()
    await renderWithI18n(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        pagination={{ total: 12, pageSize: 5, currentPage: 1, onChange }}
      />,
    )
    expect(screen.getByText('Total 12')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onChange).toHaveBeenCalledWith(3, 5)
  })

  it('fits its scroll area to the viewport minus the bottom offset, again 60 ms after a resize', async () => {
    vi.useFakeTimers()
    const { container } = await renderWithI18n(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />)
    const scroller = container.querySelector('table')?.parentElement as HTMLElement
    expect(scroller.style.maxHeight).toBe(`${fitHeight(window.innerHeight, 0)}px`)
    vi.spyOn(scroller, 'getBoundingClientRect').mockReturnValue({ top: 200 } as DOMRect)
    act(() => {
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(TABLE_RESIZE_DEBOUNCE_MS - 1)
    })
    expect(scroller.style.maxHeight).toBe(`${fitHeight(window.innerHeight, 0)}px`)
    act(() => vi.advanceTimersByTime(1))
    expect(scroller.style.maxHeight).toBe(`${fitHeight(window.innerHeight, 200)}px`)
  })
})

describe('fitHeight', () => {
  it('is the viewport height minus the top minus 96, never tiny', () => {
    expect(TABLE_BOTTOM_OFFSET).toBe(96)
    expect(fitHeight(900, 200)).toBe(604)
    expect(fitHeight(400, 300)).toBe(160)
  })
})
