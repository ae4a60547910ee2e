// @vitest-environment happy-dom
/** A notice row shows worded text, and stored text from the server only ever as text. */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../../contract'
import { renderWithI18n } from '../../../../tests/setup/render'
import { NoticeRow } from './notice-row'

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
})
