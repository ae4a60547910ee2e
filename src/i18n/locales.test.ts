import { describe, expect, it } from 'vitest'
import { detectLocale } from './locales'

describe('the interface language (SPEC §9)', () => {
  it('follows the i18n_redirected cookie first', () => {
    expect(detectLocale('zh', ['en-US'])).toBe('zh')
    expect(detectLocale('en', ['zh-CN'])).toBe('en')
  })
  it('else follows the browser languages in order', () => {
    expect(detectLocale(undefined, ['fr-FR', 'zh-TW', 'en'])).toBe('zh')
  })
  it('ignores a cookie it does not know', () => {
    expect(detectLocale('de', ['en-GB'])).toBe('en')
  })
  it('falls back to en-US', () => {
    expect(detectLocale(undefined, ['fr-FR', 'de'])).toBe('en')
  })
})
