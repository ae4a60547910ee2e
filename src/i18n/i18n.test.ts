// @vitest-environment happy-dom
/**
 * Catalog parts: messages kept out of the first-paint catalog arrive when a screen asks for them,
 * and stay translated through every later change of language.
 */
import { describe, expect, it } from 'vitest'
import { messages as enFirstPaint } from '../../locales/en/messages.po'
import { messages as enNotices } from '../../locales/en/notices.po'
import { messages as zhAccount } from '../../locales/zh/account.po'
import { messages as zhNotices } from '../../locales/zh/notices.po'
import { activateLocale, i18n, loadCatalogPart } from './i18n'

const anyNoticeMessage = Object.keys(zhNotices)[0] as string
const anyAccountMessage = Object.keys(zhAccount)[0] as string

describe('catalog parts', () => {
  it('load into the active locale when asked for, then follow every language switch', async () => {
    // Not in the first-paint catalog. (Whether the live instance holds it yet depends on which
    // test files this worker ran before: files share modules here, and other files load parts.)
    expect(enFirstPaint[anyNoticeMessage]).toBeUndefined()
    await activateLocale('en')

    await loadCatalogPart('notices')
    expect(i18n.messages[anyNoticeMessage]).toEqual(enNotices[anyNoticeMessage])

    await activateLocale('zh')
    expect(i18n.messages[anyNoticeMessage]).toEqual(zhNotices[anyNoticeMessage])
    expect(zhNotices[anyNoticeMessage]).not.toEqual(enNotices[anyNoticeMessage])
  })

  it('asked for while a locale is still loading, arrive in that locale once it is active', async () => {
    const activating = activateLocale('zh')
    // A page's code, preloaded beside the catalog, asks for its words before the catalog is in.
    const part = loadCatalogPart('account')
    await Promise.all([activating, part])
    expect(i18n.locale).toBe('zh')
    expect(i18n.messages[anyAccountMessage]).toEqual(zhAccount[anyAccountMessage])
  })
})
