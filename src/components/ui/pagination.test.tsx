// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../tests/setup/render'
import { Pagination, type PaginationProps } from './pagination'
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, TABLE_PAGINATION_LAYOUT } from './table-defaults'

async function renderPagination(props: Partial<PaginationProps> = {}, locale: 'en' | 'zh' = 'en') {
  const onChange = vi.fn()
  const view = await renderWithI18n(
    <Pagination total={42} pageSize={TABLE_PAGE_SIZE} currentPage={1} onChange={onChange} {...props} />,
    { locale },
  )
  return { onChange, ...view }
}

describe('<Pagination> defaults (SPEC §9)', () => {
  it('shows 5 per page and offers 5, 10, 15, 20 in that order', async () => {
    await renderPagination()
    expect(TABLE_PAGE_SIZE).toBe(5)
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement
    expect(select.value).toBe('5')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 / page', '10 / page', '15 / page', '20 / page'])
    expect(TABLE_PAGE_SIZES).toEqual([5, 10, 15, 20])
  })

  it('lays out total, sizes, prev, pager, next, jumper, aligned right', async () => {
    const { container } = await renderPagination()
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav.className).toMatch(/\bjustify-end\b/)
    const parts = [...container.querySelectorAll('[data-part]')].map((part) => part.getAttribute('data-part'))
    expect(parts).toEqual(['total', 'sizes', 'prev', 'pager', 'next', 'jumper'])
    expect(TABLE_PAGINATION_LAYOUT).toEqual(parts)
  })

  it('shows the total in English', async () => {
    await renderPagination()
    expect(screen.getByText('Total 42')).toBeTruthy()
    expect(screen.getByLabelText('Go to')).toBeTruthy()
  })

  it('groups a long total as the rows group their figures', async () => {
    await renderPagination({ total: 12_345 })
    expect(screen.getByText('Total 12,345')).toBeTruthy()
  })
})

describe('<Pagination> pager', () => {
  it('marks the current page and shows ellipses for many pages', async () => {
    const { container } = await renderPagination({ total: 200, pageSize: 10, currentPage: 10 })
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull()
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20'])
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2)
  })

  it('goes to a clicked page, and to the previous and next page', async () => {
    const { onChange } = await renderPagination({ currentPage: 3 })
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(onChange).toHaveBeenLastCalledWith(5, 5)
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onChange).toHaveBeenLastCalledWith(2, 5)
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onChange).toHaveBeenLastCalledWith(4, 5)
  })

  it('disables previous on the first page and next on the last', async () => {
    const { rerender } = await renderPagination({ total: 10, currentPage: 1 })
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false)
    rerender(<Pagination total={10} pageSize={5} currentPage={2} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true)
  })

  it('changes the page size and keeps the first visible row in view', async () => {
    const { onChange } = await renderPagination({ currentPage: 3 })
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } })
    expect(onChange).toHaveBeenLastCalledWith(2, 10)
  })
})

describe('<Pagination> jumper', () => {
  it('goes to the typed page on Enter', async () => {
    const { onChange } = await renderPagination()
    const jumper = screen.getByRole('spinbutton', { name: 'Go to' })
    fireEvent.change(jumper, { target: { value: '4' } })
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.keyDown(jumper, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith(4, 5)
  })

  it('clamps a page past the end to the last page, on blur', async () => {
    const { onChange } = await renderPagination()
    const jumper = screen.getByRole('spinbutton', { name: 'Go to' })
    fireEvent.change(jumper, { target: { value: '99' } })
    fireEvent.blur(jumper)
    expect(onChange).toHaveBeenLastCalledWith(9, 5)
  })

  it('clamps zero and below to the first page', async () => {
    const { onChange } = await renderPagination({ currentPage: 6 })
    const jumper = screen.getByRole('spinbutton', { name: 'Go to' })
    fireEvent.change(jumper, { target: { value: '-2' } })
    fireEvent.keyDown(jumper, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith(1, 5)
  })

  it('does nothing for an empty entry and shows the current page again', async () => {
    const { onChange } = await renderPagination({ currentPage: 2 })
    const jumper = screen.getByRole('spinbutton', { name: 'Go to' }) as HTMLInputElement
    fireEvent.change(jumper, { target: { value: '' } })
    fireEvent.blur(jumper)
    expect(onChange).not.toHaveBeenCalled()
    expect(jumper.value).toBe('2')
  })
})

describe('<Pagination> in Chinese', () => {
  it('uses 全部 {total} and 跳转到', async () => {
    await renderPagination({}, 'zh')
    expect(screen.getByText('全部 42')).toBeTruthy()
    expect(screen.getByText('跳转到')).toBeTruthy()
    expect(screen.getByRole('spinbutton', { name: '跳转到' })).toBeTruthy()
    expect(screen.queryByText('Total 42')).toBeNull()
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy()
  })
})
