import { describe, expect, it } from 'vitest'
import { detectLocale, startingLocale } from './locales'

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

describe('the language cookie (SPEC §9: i18n_redirected, zh or en)', () => {
  it('is written with the detected language on a first visit', () => {
    expect(startingLocale(undefined, ['zh-CN', 'en'])).toEqual({ locale: 'zh', cookieToWrite: 'zh' })
    expect(startingLocale(undefined, ['fr-FR'])).toEqual({ locale: 'en', cookieToWrite: 'en' })
  })
  it('replaces a value it does not know', () => {
    expect(startingLocale('de', ['zh-TW'])).toEqual({ locale: 'zh', cookieToWrite: 'zh' })
  })
  it('is left alone when it already names a language', () => {
    expect(startingLocale('en', ['zh-CN'])).toEqual({ locale: 'en', cookieToWrite: null })
  })
})
