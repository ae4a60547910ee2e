/** Every notice type links where it acts (issue 21), with only the search its page reads. */
import { describe, expect, it } from 'vitest'
import { NOTICE_TYPES, type Notice, type NoticeExpand, type NoticeType } from '../../../contract'
import { noticeLink, type NoticeLink } from './notice-link'

function notice(type: NoticeType, expand: NoticeExpand = {}, createdAt = '2026-11-20T12:00:00.000Z'): Notice {
  return { id: 7, type, title: 'title', content: 'content', createdAt, read: false, expand }
}

const packages: NoticeLink = { kind: 'route', to: '/rpc/billings/charge', search: { tab: 'packages' } }
const invoices: NoticeLink = { kind: 'route', to: '/rpc/billings/invoice', search: {} }
const team: NoticeLink = { kind: 'route', to: '/rpc/team', search: {} }
const nodes: NoticeLink = { kind: 'route', to: '/rpc/dedicated-node', search: {} }

/** The day of an instant in the test's time zone, as the statements' filter reads it. */
function dayOf(instant: string): string {
  const date = new Date(instant)
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
}

const EXPECTED: Record<NoticeType, [NoticeExpand, NoticeLink | null]> = {
  deposit: [
    { coin: 'USDT', coinAmount: '25', usdAmount: '25.00', timeStamp: '2026-11-18T09:30:00.000Z' },
    {
      kind: 'route',
      to: '/rpc/billings/event',
      search: { tab: 'deposit', from: dayOf('2026-11-18T09:30:00.000Z'), to: dayOf('2026-11-18T09:30:00.000Z') },
    },
  ],
  low_balance: [{ amount: '5.00' }, { kind: 'route', to: '/rpc/billings/charge', search: { tab: 'deposit' } }],
  expired: [{ skuName: 'Pro' }, packages],
  low_ru: [{ amount: '100' }, packages],
  ru_pkg_running_out: [{ skuName: 'Pro', leftDays: 2 }, packages],
  register_gift: [{ skuName: 'Free' }, packages],
  monthly_gift: [{ skuName: 'Free' }, packages],
  activity_gift: [{ name: 'Launch week' }, packages],
  credit_package_sent: [{ skuName: 'Credit', amount: '10.00' }, packages],
  message_enterprise_package_send: [{ skuName: 'Enterprise' }, packages],
  init_by_and_auto_scaling: [{ skuName: 'Pay as you go' }, packages],
  init_only_by: [{ skuName: 'Pay as you go' }, packages],
  auto_renew_off: [{ skuName: 'Pro' }, packages],
  api_service_is_paused: [{}, packages],
  auto_scaling_failed: [{ skuName: 'Pro', amount: '9.00' }, packages],
  free_auto_scaling_failed: [{ skuName: 'Pro', amount: '9.00' }, packages],
  card_auto_scaling_failed: [{ skuName: 'Pro', amount: '9.00' }, packages],
  free_card_auto_scaling_failed: [{ skuName: 'Pro', amount: '9.00' }, packages],
  buy_package: [{ skuName: 'Pro', amount: '49.00' }, invoices],
  auto_renew_success: [{ skuName: 'Pro', amount: '49.00' }, invoices],
  file_download: [
    { type: 'deposit', fileUrl: 'https://files.example.com/exports/1.csv?sig=abc' },
    { kind: 'file', href: 'https://files.example.com/exports/1.csv?sig=abc' },
  ],
  apikey_delete: [{ apikeyName: 'old' }, { kind: 'route', to: '/rpc/endpoint', search: {} }],
  apikey_feature_update: [
    { apikeyName: 'main', apikeyId: 42, featureName: 'bundler' },
    { kind: 'route', to: '/rpc/endpoint', search: { key: 42 } },
  ],
  team_approve_invite: [{ userName: 'Ann', teamName: 'Core', teamId: 3 }, team],
  team_member_leave: [{ userName: 'Ann', teamName: 'Core', teamId: 3 }, team],
  team_remove_member: [{ teamName: 'Core', teamId: 3 }, team],
  team_disband: [{ teamName: 'Core', teamId: 3 }, team],
  dn_node_online: [{ name: 'eth-1', timeStamp: '2026-12-20T00:00:00.000Z' }, nodes],
  dn_node_will_expire: [{ name: 'eth-1', leftDays: 3 }, nodes],
  dn_node_expired: [{ name: 'eth-1' }, nodes],
  normal_warn: [{}, null],
  normal_fail: [{}, null],
  normal_success: [{}, null],
}

describe('noticeLink', () => {
  it.each(NOTICE_TYPES)('links a %s notice where it acts', (type) => {
    const [expand, link] = EXPECTED[type]
    expect(noticeLink(notice(type, expand))).toEqual(link)
  })

  it('opens a deposit without a time on the day the notice was made', () => {
    const link = noticeLink(notice('deposit', { coin: 'USDT' }, '2026-10-02T08:00:00.000Z'))
    const day = dayOf('2026-10-02T08:00:00.000Z')
    expect(link).toEqual({ kind: 'route', to: '/rpc/billings/event', search: { tab: 'deposit', from: day, to: day } })
  })

  it('opens the deposits tab alone when neither time reads', () => {
    expect(noticeLink(notice('deposit', { timeStamp: 'yesterday' }, 'soon'))).toEqual({
      kind: 'route',
      to: '/rpc/billings/event',
      search: { tab: 'deposit' },
    })
  })

  it('opens the key list without a key when the notice names none or a malformed one', () => {
    const list: NoticeLink = { kind: 'route', to: '/rpc/endpoint', search: {} }
    expect(noticeLink(notice('apikey_feature_update', { apikeyName: 'main' }))).toEqual(list)
    expect(noticeLink(notice('apikey_feature_update', { apikeyId: -1 }))).toEqual(list)
  })

  it('links an export only to an http(s) file', () => {
    expect(noticeLink(notice('file_download', { type: 'purchase' }))).toBeNull()
    expect(noticeLink(notice('file_download', { fileUrl: 'javascript:alert(1)' }))).toBeNull()
    expect(noticeLink(notice('file_download', { fileUrl: 'not a url' }))).toBeNull()
  })

  it('links a type this app does not know nowhere', () => {
    expect(noticeLink(notice('brand_new_type' as NoticeType))).toBeNull()
  })
})
