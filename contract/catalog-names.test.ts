import { describe, expect, it } from 'vitest'
import { packageDescription, packageName, regionName } from './catalog-names'

describe('the catalogue in Chinese', () => {
  it('names the starting packages and regions in Chinese, and as stored in English', () => {
    expect(packageName('Pay As You Go', 'zh')).toBe('按量付费')
    expect(packageName('Growth', 'zh')).toBe('成长版')
    expect(packageName('Growth', 'en')).toBe('Growth')
    expect(regionName('eu-central', 'Frankfurt', 'zh')).toBe('法兰克福')
    expect(regionName('eu-central', 'Frankfurt', 'en')).toBe('Frankfurt')
    expect(packageDescription('Pro', 'stored', 'zh')).toMatch(/^30 天 12 亿请求单位/)
  })

  it('shows a package or region it does not know as stored, and no inherited property', () => {
    expect(packageName('Operator Special', 'zh')).toBe('Operator Special')
    expect(packageName('constructor', 'zh')).toBe('constructor')
    expect(packageDescription('toString', 'as stored', 'zh')).toBe('as stored')
    expect(regionName('mars-north', 'Olympus Mons', 'zh')).toBe('Olympus Mons')
  })
})
