// @vitest-environment happy-dom
/** Bill titles, stored in English by the server, read in the page's language. */
import { afterAll, describe, expect, it } from 'vitest'
import { loadLocale } from '../../../tests/setup/render'
import { i18n } from '../../i18n/i18n'
import { billTitle } from './bill-title'

afterAll(() => loadLocale('en'))

describe('a bill title', () => {
  it('reads every shape the server writes in English and in Chinese', async () => {
    const titles = [
      'Growth package',
      'Deposit (USDT)',
      'Deposit by card',
      'Dedicated node Ethereum Mainnet · Frankfurt',
      'Dedicated node My node renewed',
    ]
    await loadLocale('en')
    expect(titles.map((title) => billTitle(title, i18n))).toEqual(titles)
    await loadLocale('zh')
    expect(titles.map((title) => billTitle(title, i18n))).toEqual([
      '成长版套餐',
      '充值（USDT）',
      '银行卡充值',
      '专用节点 Ethereum Mainnet · Frankfurt',
      '专用节点 My node 已续费',
    ])
  })

  it('shows a title of another shape as stored', async () => {
    await loadLocale('zh')
    expect(billTitle('Manual adjustment', i18n)).toBe('Manual adjustment')
  })
})
