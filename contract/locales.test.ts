import { describe, expect, it } from 'vitest'
import { acceptedLanguages, detectLocale } from './locales'

describe('the language of a visit', () => {
  it('reads Accept-Language as navigator.languages: by quality, refused and wildcard tags left out', () => {
    expect(acceptedLanguages('fr-FR,zh-CN;q=0.8,en;q=0.9')).toEqual(['fr-FR', 'en', 'zh-CN'])
    expect(acceptedLanguages('zh;q=0, en-GB, *;q=0.1')).toEqual(['en-GB'])
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it('takes the cookie first, then the first browser language we speak, then English', () => {
    expect(detectLocale('en', ['zh-CN'])).toBe('en')
    expect(detectLocale(undefined, acceptedLanguages('fr-FR,zh-CN;q=0.8'))).toBe('zh')
    expect(detectLocale('de', ['fr'])).toBe('en')
  })
})
