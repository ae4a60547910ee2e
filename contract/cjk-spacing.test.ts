import { describe, expect, it } from 'vitest'
import { spaceCjkLatin } from './cjk-spacing'

describe('spaceCjkLatin', () => {
  it('sets a Latin name apart from the Chinese around it, and joins a Chinese one', () => {
    expect(spaceCjkLatin('您已成功购买Growth Package，支付 US$49.00。')).toBe(
      '您已成功购买 Growth Package，支付 US$49.00。',
    )
    expect(spaceCjkLatin('Growth Package已于 2026-11-22 到期')).toBe('Growth Package 已于 2026-11-22 到期')
    expect(spaceCjkLatin('您已成功购买专业版，支付 US$49.00。')).toBe('您已成功购买专业版，支付 US$49.00。')
  })

  it('leaves digits, punctuation and text already spaced as they are', () => {
    expect(spaceCjkLatin('有效期至 2027年11月28日')).toBe('有效期至 2027年11月28日')
    expect(spaceCjkLatin('API 密钥 Trading bot 已被删除。')).toBe('API 密钥 Trading bot 已被删除。')
    expect(spaceCjkLatin('（Pro）')).toBe('（Pro）')
  })
})
