/**
 * Catalog parts: messages kept out of the first-paint catalog arrive when a screen asks for them,
 * and stay translated through every later change of language.
 */
import { describe, expect, it } from 'vitest'
import { messages as enNotices } from '../../locales/en/notices.po'
import { messages as zhNotices } from '../../locales/zh/notices.po'
import { activateLocale, i18n, loadCatalogPart } from './i18n'

const anyNoticeMessage = Object.keys(zhNotices)[0] as string

describe('catalog parts', () => {
  it('load into the active locale when asked for, then follow every language switch', async () => {
    await activateLocale('en')
    expect(i18n.messages[anyNoticeMessage]).toBeUndefined()

    await loadCatalogPart('notices')
    expect(i18n.messages[anyNoticeMessage]).toEqual(enNotices[anyNoticeMessage])

    await activateLocale('zh')
    expect(i18n.messages[anyNoticeMessage]).toEqual(zhNotices[anyNoticeMessage])
    expect(zhNotices[anyNoticeMessage]).not.toEqual(enNotices[anyNoticeMessage])
  })
})
