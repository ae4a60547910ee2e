// @vitest-environment happy-dom
/**
 * Every notice type reads in English and in Chinese from its expand fields, through the real
 * compiled catalogs; old notices keep their stored text; missing facts read gracefully.
 */
import { afterAll, describe, expect, it } from 'vitest'
import {
  NOTICE_TYPES,
  PLAIN_CONTENT_NOTICE_TYPES,
  type Notice,
  type NoticeExpand,
  type NoticeType,
} from '../../../contract/notice-types'
import { loadLocale } from '../../../tests/setup/render'
import { i18n } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'
import { NOTICE_WORDING_CUTOVER, noticeText, type NoticeText } from './notice-text'

/** 2026-11-22 09:05 in the machine's time zone, so the shown date does not depend on it. */
const AT = new Date(2026, 10, 22, 9, 5).toISOString()
const SHOWN_AT = '2026-11-22 09:05'

function notice(type: NoticeType, expand: NoticeExpand, overrides: Partial<Notice> = {}): Notice {
  return {
    id: 42,
    type,
    title: 'Stored title',
    content: 'Stored content',
    createdAt: '2026-11-22T10:00:00.000Z',
    read: false,
    expand,
    ...overrides,
  }
}

async function read(subject: Notice, locale: Locale): Promise<NoticeText> {
  await loadLocale(locale)
  return noticeText(subject, i18n)
}

async function expectReads(subject: Notice, en: NoticeText, zh: NoticeText): Promise<void> {
  expect(await read(subject, 'en')).toEqual(en)
  expect(await read(subject, 'zh')).toEqual(zh)
}

afterAll(() => loadLocale('en'))

const growth = { skuName: 'Growth Package' }
const acme = { teamName: 'Acme Labs', teamId: 7 }

describe('every notice type reads in English and Chinese from its expand fields', () => {
  it('deposit names the coins, the time and the USD credited', async () => {
    await expectReads(
      notice('deposit', { coinAmount: '1250.5', coin: 'USDT', usdAmount: '1250.50', timeStamp: AT }),
      {
        title: 'Deposit received',
        content: `Your deposit of 1,250.5 USDT was confirmed on ${SHOWN_AT} and $1,250.50 was added to your balance.`,
      },
      {
        title: '充值已到账',
        content: `您充值的 1,250.5 USDT 已于 ${SHOWN_AT} 确认到账，US$1,250.50 已计入账户余额。`,
      },
    )
  })

  it('expired names the package and when it expired', async () => {
    await expectReads(
      notice('expired', { ...growth, timeStamp: AT }),
      {
        title: 'Package expired',
        content: `Growth Package expired on ${SHOWN_AT}. Buy a package to keep your services running.`,
      },
      { title: '套餐已到期', content: `Growth Package 已于 ${SHOWN_AT} 到期，请购买套餐，以免服务中断。` },
    )
  })

  it('low_balance names the balance left', async () => {
    await expectReads(
      notice('low_balance', { amount: '4.20' }),
      { title: 'Low balance', content: 'Your balance is down to $4.20. Top up to keep your services running.' },
      { title: '余额不足', content: '您的账户余额仅剩 US$4.20，请及时充值，以免服务中断。' },
    )
  })

  it('low_ru counts the request units left', async () => {
    await expectReads(
      notice('low_ru', { amount: '12000' }),
      {
        title: 'Request units running low',
        content: 'Only 12,000 request units are left. Top up or buy a package to keep your services running.',
      },
      { title: '请求单位不足', content: '请求单位仅剩 12,000 个，请充值或购买套餐，以免服务中断。' },
    )
    expect((await read(notice('low_ru', { amount: '1' }), 'en')).content).toBe(
      'Only 1 request unit is left. Top up or buy a package to keep your services running.',
    )
  })

  it('auto_renew_success names the package and the price', async () => {
    await expectReads(
      notice('auto_renew_success', { ...growth, amount: '49.00' }),
      { title: 'Package renewed', content: 'Growth Package was renewed automatically for $49.00.' },
      { title: '套餐已续费', content: 'Growth Package 已自动续费，扣费 US$49.00。' },
    )
  })

  it('auto_renew_off names the package', async () => {
    await expectReads(
      notice('auto_renew_off', growth),
      {
        title: 'Auto-renewal off',
        content:
          'Auto-renewal of Growth Package is off, so it will not renew by itself. Turn it back on to avoid an interruption.',
      },
      {
        title: '自动续费已关闭',
        content: 'Growth Package 的自动续费已关闭，到期后不会自动续费。如需避免服务中断，请重新开启自动续费。',
      },
    )
  })

  it('ru_pkg_running_out counts the days left', async () => {
    await expectReads(
      notice('ru_pkg_running_out', { ...growth, leftDays: 3 }),
      {
        title: 'Package running out',
        content: 'Growth Package has 3 days left. Renew it or buy a package to keep your services running.',
      },
      { title: '套餐即将用完', content: 'Growth Package 仅剩 3 天，请及时续费或购买套餐，以免服务中断。' },
    )
    expect((await read(notice('ru_pkg_running_out', { ...growth, leftDays: 1 }), 'en')).content).toBe(
      'Growth Package has 1 day left. Renew it or buy a package to keep your services running.',
    )
  })

  it('register_gift names the welcome package', async () => {
    await expectReads(
      notice('register_gift', { skuName: 'Free Package' }),
      { title: 'Welcome gift', content: 'Welcome aboard: Free Package was added to your account.' },
      { title: '注册赠送', content: '欢迎加入！Free Package 已发放到您的账户。' },
    )
  })

  it('monthly_gift names the month’s package', async () => {
    await expectReads(
      notice('monthly_gift', { skuName: 'Free Package' }),
      { title: 'Monthly gift', content: "This month's Free Package was added to your account." },
      { title: '每月赠送', content: '本月的 Free Package 已发放到您的账户。' },
    )
  })

  it('activity_gift titles the campaign and shows its stored content as is', async () => {
    const content = 'Thanks for joining Black Friday: 500,000 RU are yours until 2026-12-31.'
    await expectReads(
      notice('activity_gift', { name: 'Black Friday 2026' }, { content }),
      { title: 'Campaign gift: Black Friday 2026', content },
      { title: '活动赠送：Black Friday 2026', content },
    )
  })

  it('file_download says which export is ready', async () => {
    const fileUrl = 'https://files.example/exports/1.csv?sig=abc'
    await expectReads(
      notice('file_download', { type: 'deposit', fileUrl }),
      { title: 'Export ready', content: 'Your deposit history is exported and ready to download.' },
      { title: '导出已完成', content: '充值记录已导出，可以下载了。' },
    )
    await expectReads(
      notice('file_download', { type: 'purchase', fileUrl }),
      { title: 'Export ready', content: 'Your purchase history is exported and ready to download.' },
      { title: '导出已完成', content: '购买记录已导出，可以下载了。' },
    )
  })

  it('credit_package_sent names the package and its worth', async () => {
    await expectReads(
      notice('credit_package_sent', { skuName: 'Credit Package', amount: '100.00' }),
      { title: 'Credit package received', content: 'Credit Package, worth $100.00, was added to your account.' },
      { title: '赠送套餐已到账', content: '价值 US$100.00 的 Credit Package 已发放到您的账户。' },
    )
  })

  it.each([
    ['normal_warn', 'Warning', '警告'],
    ['normal_fail', 'Something failed', '操作失败'],
    ['normal_success', 'Announcement', '公告'],
  ] as const)('%s shows a translated title over its stored content', async (type, en, zh) => {
    const content = 'Scheduled maintenance on 2026-11-30 from 02:00 to 03:00 UTC.'
    await expectReads(notice(type, {}, { content }), { title: en, content }, { title: zh, content })
  })

  it('an announcement with its Chinese content shows that to a Chinese reader', async () => {
    const content = 'This is a demo workspace.'
    await expectReads(
      notice('normal_success', { contentZh: '这是一个演示工作区。' }, { content }),
      { title: 'Announcement', content },
      { title: '公告', content: '这是一个演示工作区。' },
    )
  })

  it('a known package is named in the reader’s language', async () => {
    const subject = notice('expired', { skuName: 'Growth', timeStamp: AT })
    expect((await read(subject, 'en')).content).toContain('Growth expired')
    expect((await read(subject, 'zh')).content).toContain('成长版已于')
  })

  it('message_enterprise_package_send names the package', async () => {
    await expectReads(
      notice('message_enterprise_package_send', { skuName: 'Enterprise Package' }),
      { title: 'Enterprise package received', content: 'Enterprise Package was added to your account.' },
      { title: '企业套餐已到账', content: 'Enterprise Package 已发放到您的账户。' },
    )
  })

  it('apikey_delete names the key', async () => {
    await expectReads(
      notice('apikey_delete', { apikeyName: 'mainnet-backend' }),
      { title: 'API key deleted', content: 'The API key mainnet-backend was deleted.' },
      { title: 'API 密钥已删除', content: 'API 密钥 mainnet-backend 已被删除。' },
    )
  })

  it('team_approve_invite names the new member and the team', async () => {
    await expectReads(
      notice('team_approve_invite', { userName: 'Lin Wei', ...acme }),
      { title: 'Invitation accepted', content: 'Lin Wei accepted your invitation and joined Acme Labs.' },
      { title: '邀请已被接受', content: 'Lin Wei 已接受您的邀请，加入团队 Acme Labs。' },
    )
  })

  it('team_member_leave names the member and the team', async () => {
    await expectReads(
      notice('team_member_leave', { userName: 'Lin Wei', ...acme }),
      { title: 'Member left', content: 'Lin Wei left Acme Labs.' },
      { title: '成员已退出', content: 'Lin Wei 已退出团队 Acme Labs。' },
    )
  })

  it('init_by_and_auto_scaling names the package', async () => {
    await expectReads(
      notice('init_by_and_auto_scaling', { skuName: 'Pay As You Go' }),
      { title: 'Auto scaling set up', content: 'Pay As You Go is active, billed as you go, with auto scaling on.' },
      { title: '已设置自动扩容', content: '按量付费已生效，按实际用量计费，并已开启自动扩容。' },
    )
  })

  it('init_only_by names the package', async () => {
    await expectReads(
      notice('init_only_by', { skuName: 'Pay As You Go' }),
      { title: 'Pay as you go set up', content: 'Pay As You Go is active and billed as you go.' },
      { title: '已设置按量付费', content: '按量付费已生效，按实际用量计费。' },
    )
  })

  it('buy_package names the package and the price', async () => {
    await expectReads(
      notice('buy_package', { ...growth, amount: '49.00' }),
      { title: 'Package purchased', content: 'You bought Growth Package for $49.00.' },
      { title: '套餐购买成功', content: '您已成功购买 Growth Package，支付 US$49.00。' },
    )
  })

  it('api_service_is_paused says how to resume', async () => {
    await expectReads(
      notice('api_service_is_paused', {}),
      {
        title: 'API service paused',
        content: 'Your API service is paused. Top up or buy a package to resume it.',
      },
      { title: 'API 服务已暂停', content: '您的 API 服务已暂停，请充值或购买套餐以恢复服务。' },
    )
  })

  it.each([
    ['auto_scaling_failed', 'Auto scaling failed', '自动扩容失败'],
    ['free_auto_scaling_failed', 'Free auto scaling failed', '免费自动扩容失败'],
  ] as const)('%s names the amount the balance could not cover', async (type, enTitle, zhTitle) => {
    await expectReads(
      notice(type, { skuName: 'Pay As You Go', amount: '20.00' }),
      {
        title: enTitle,
        content:
          'We could not take $20.00 from your balance to top up Pay As You Go automatically. Top up your balance to keep your services running.',
      },
      { title: zhTitle, content: '无法从账户余额扣除 US$20.00 为按量付费自动扩容，请充值，以免服务中断。' },
    )
  })

  it.each([
    ['card_auto_scaling_failed', 'Card auto scaling failed', '银行卡自动扩容失败'],
    ['free_card_auto_scaling_failed', 'Free card auto scaling failed', '免费银行卡自动扩容失败'],
  ] as const)('%s names the amount the card could not pay', async (type, enTitle, zhTitle) => {
    await expectReads(
      notice(type, { skuName: 'Pay As You Go', amount: '20.00' }),
      {
        title: enTitle,
        content:
          'We could not charge $20.00 to your card to top up Pay As You Go automatically. Check your card to keep your services running.',
      },
      {
        title: zhTitle,
        content: '无法从您的银行卡扣款 US$20.00 为按量付费自动扩容，请检查您的银行卡，以免服务中断。',
      },
    )
  })

  it('team_remove_member names the team', async () => {
    await expectReads(
      notice('team_remove_member', acme),
      { title: 'Removed from a team', content: 'You were removed from the team Acme Labs.' },
      { title: '被移出团队', content: '您已被移出团队 Acme Labs。' },
    )
  })

  it('team_disband names the team', async () => {
    await expectReads(
      notice('team_disband', acme),
      { title: 'Team disbanded', content: 'The team Acme Labs was disbanded.' },
      { title: '团队已解散', content: '团队 Acme Labs 已解散。' },
    )
  })

  it('apikey_feature_update names the feature in the reader’s language and the key', async () => {
    await expectReads(
      notice('apikey_feature_update', { apikeyName: 'mainnet-backend', featureName: 'archive_mode' }),
      { title: 'API key updated', content: 'The Archive mode feature of the API key mainnet-backend was updated.' },
      { title: 'API 密钥已更新', content: 'API 密钥 mainnet-backend 的“归档模式”功能已更新。' },
    )
  })
})

describe('which text a notice shows', () => {
  it('has wording for every notice type, so a new type cannot slip through unworded', async () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const type of NOTICE_TYPES) {
        const text = await read(notice(type, {}, { title: 'STORED', content: 'STORED' }), locale)
        expect(text.title, `${type} in ${locale}`).not.toBe('STORED')
        expect(text.title.trim(), `${type} in ${locale}`).not.toBe('')
        const plain = (PLAIN_CONTENT_NOTICE_TYPES as readonly NoticeType[]).includes(type)
        expect(text.content === 'STORED', `${type} in ${locale}`).toBe(plain)
      }
    }
  })

  it('a notice from before the cut-over shows its stored title and content, in any language', async () => {
    const before = new Date(Date.parse(NOTICE_WORDING_CUTOVER) - 1).toISOString()
    const old = notice('deposit', { coinAmount: '10', coin: 'USDT', usdAmount: '10.00' }, { createdAt: before })
    const stored = { title: 'Stored title', content: 'Stored content' }
    await expectReads(old, stored, stored)
  })

  it('a notice of a type newer than the app shows its stored text', async () => {
    const newer = notice('deposit', {}, { type: 'validator_slashed' as NoticeType })
    expect(await read(newer, 'zh')).toEqual({ title: 'Stored title', content: 'Stored content' })
  })

  it('stored content with markup stays the same characters, for the row to show as text', async () => {
    const content = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    expect((await read(notice('normal_warn', {}, { content }), 'en')).content).toBe(content)
  })
})

describe('a notice missing an expected fact reads gracefully', () => {
  it('no type shows "undefined", "NaN" or a bare placeholder when its expand is empty', async () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const type of NOTICE_TYPES) {
        const { title, content } = await read(notice(type, {}), locale)
        expect(`${title} ${content}`, `${type} in ${locale}`).not.toMatch(/undefined|NaN|null|\{|\}|US\$0\.00|\$0\.00/)
        expect(content.trim(), `${type} in ${locale}`).not.toBe('')
      }
    }
  })

  it('a deposit with only its USD amount names that, and a malformed amount is left out', async () => {
    await expectReads(
      notice('deposit', { usdAmount: '25.00', coinAmount: 'lots' }),
      { title: 'Deposit received', content: 'Your deposit was confirmed and $25.00 was added to your balance.' },
      { title: '充值已到账', content: '您的充值已确认到账，US$25.00 已计入账户余额。' },
    )
  })

  it('a package notice without its name speaks of "your package"', async () => {
    await expectReads(
      notice('expired', { timeStamp: AT }),
      {
        title: 'Package expired',
        content: 'Your package has expired. Buy a package to keep your services running.',
      },
      { title: '套餐已到期', content: '您的套餐已到期，请购买套餐，以免服务中断。' },
    )
  })

  it('low_balance with an amount that is not a number reads without it', async () => {
    expect((await read(notice('low_balance', { amount: 'NaN' }), 'en')).content).toBe(
      'Your balance is running low. Top up to keep your services running.',
    )
  })

  it('a team invitation without teamName takes the team from inviteInfo', async () => {
    const inviteInfo = { inviteId: 3, teamId: 7, teamName: 'Acme Labs', inviterName: 'Ann' }
    expect((await read(notice('team_approve_invite', { userName: 'Lin Wei', inviteInfo }), 'en')).content).toBe(
      'Lin Wei accepted your invitation and joined Acme Labs.',
    )
  })

  it('an activity gift without a campaign name has a plain title', async () => {
    await expectReads(
      notice('activity_gift', {}),
      { title: 'Campaign gift', content: 'Stored content' },
      { title: '活动赠送', content: 'Stored content' },
    )
  })
})
