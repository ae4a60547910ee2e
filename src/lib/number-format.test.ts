import { describe, expect, it } from 'vitest'
import { formatRuShort, numberFormat } from './number-format'

describe('numberFormat', () => {
  it('makes one formatter per language and options, and reuses it', () => {
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }))
    expect(numberFormat('en')).not.toBe(numberFormat('en', { style: 'percent' }))
    expect(numberFormat('en')).not.toBe(numberFormat('zh'))
  })

  it('reads an app locale as its tag, and keeps a tag as it is', () => {
    expect(numberFormat('zh').resolvedOptions().locale).toBe('zh-CN')
    expect(numberFormat('en').resolvedOptions().locale).toBe('en-US')
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5')
  })
})

describe('formatRuShort', () => {
  it('writes request units short in the reader’s language', () => {
    expect(formatRuShort('en', 250_000_000)).toBe('250M')
    expect(formatRuShort('en', 1_200_000_000)).toBe('1.2B')
    expect(formatRuShort('zh', 250_000_000)).toBe('2.5亿')
  })
})
