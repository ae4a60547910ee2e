// @vitest-environment happy-dom
/**
 * A notice row shows worded text, and stored text from the server only ever as text; a notice
 * that acts somewhere is one link there, and following it tells the row's owner.
 */
import { fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Notice } from '../../../../contract'
import { renderWithI18n } from '../../../../tests/setup/render'
import { NoticeRow } from './notice-row'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children, ...rest }: { to: string; search?: Record<string, string>; children: ReactNode }) => (
    <a href={`${to}?${new URLSearchParams(search).toString()}`} {...rest}>
      {children}
    </a>
  ),
}))

const MARKUP = '<img src=x onerror=alert(1)><script>alert(2)</script>'

function notice(overrides: Partial<Notice>): Notice {
  return {
    id: 9,
    type: 'normal_warn',
    title: 'Stored title',
    content: 'Stored content',
    createdAt: '2026-11-22T10:00:00.000Z',
    read: false,
    expand: {},
    ...overrides,
  }
}

describe('<NoticeRow>', () => {
  it('shows stored content holding HTML and a script as visible text, creating no element', async () => {
    const { container } = await renderWithI18n(<NoticeRow notice={notice({ content: MARKUP })} />)
    expect(screen.getByText(MARKUP)).toBeTruthy()
    expect(container.querySelector('img, script')).toBeNull()
  })

  it('shows a stored title holding HTML as text too, for notices from before the cut-over', async () => {
    const { container } = await renderWithI18n(
      <NoticeRow notice={notice({ type: 'deposit', title: MARKUP, createdAt: '2024-06-01T00:00:00.000Z' })} />,
    )
    expect(screen.getByText(MARKUP)).toBeTruthy()
    expect(container.querySelector('img, script')).toBeNull()
  })

  it('words a notice in the reader’s language from its expand fields', async () => {
    await renderWithI18n(
      <NoticeRow notice={notice({ type: 'apikey_delete', expand: { apikeyName: 'mainnet-backend' } })} />,
      { locale: 'zh' },
    )
    expect(screen.getByText('API 密钥已删除')).toBeTruthy()
    expect(screen.getByText('API 密钥 mainnet-backend 已被删除。')).toBeTruthy()
    expect(screen.queryByText('Stored title')).toBeNull()
  })

  it('is one link to where the notice acts, and opening it tells the owner', async () => {
    const onOpen = vi.fn()
    const feature = notice({ type: 'apikey_feature_update', expand: { apikeyName: 'main', apikeyId: 42 } })
    await renderWithI18n(<NoticeRow notice={feature} onOpen={onOpen} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/rpc/endpoint?key=42')
    fireEvent.click(link)
    expect(onOpen).toHaveBeenCalledWith(feature)
  })

  it('links an export to its file in a new tab that is told nothing of this page', async () => {
    const fileUrl = 'https://files.example.com/exports/9.csv?sig=x'
    await renderWithI18n(<NoticeRow notice={notice({ type: 'file_download', expand: { type: 'deposit', fileUrl } })} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe(fileUrl)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('is no link when the notice acts nowhere', async () => {
    await renderWithI18n(<NoticeRow notice={notice({})} />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
