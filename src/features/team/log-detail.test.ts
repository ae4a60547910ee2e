import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { logDetailText } from './log-detail'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('a team log line in words', () => {
  it('names the role in words and drops the e-mail the target already shows', () => {
    const line = { target: 'ann@example.com', detail: 'email=ann@example.com, role=viewer' }
    expect(logDetailText(line, i18n)).toBe('ann@example.com · Role: Viewer')
  })

  it('words a role change, and keeps other details as written', () => {
    expect(logDetailText({ target: 'Ann', detail: 'developer → billing' }, i18n)).toBe(
      'Ann · Developer → Billing manager',
    )
    expect(logDetailText({ target: null, detail: '"Night" → "Day"' }, i18n)).toBe('"Night" → "Day"')
    expect(logDetailText({ target: 'Key 1', detail: 'name=Key 2' }, i18n)).toBe('Key 1 · name=Key 2')
  })

  it('shows nothing extra for an empty detail', () => {
    expect(logDetailText({ target: 'Ann', detail: '' }, i18n)).toBe('Ann')
  })
})
