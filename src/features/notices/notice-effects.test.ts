import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../contract/notice-types'
import { isPersistentNotice, noticeEffects } from './notice-effects'

const notice = (type: Notice['type'], expand: Notice['expand'] = {}) => ({ type, expand })

describe('noticeEffects', () => {
  it.each(['apikey_delete', 'apikey_feature_update'] as const)(
    '%s reads the keys again (another member may have made it)',
    (type) => {
      expect(noticeEffects(notice(type, { apikeyName: 'Main' }), 7)).toEqual([{ kind: 'refreshApiKeys' }])
    },
  )

  it.each(['dn_node_online', 'dn_node_will_expire', 'dn_node_expired'] as const)(
    '%s reads the node list again (its status changed on the server)',
    (type) => {
      expect(noticeEffects(notice(type, { name: 'devnet-1' }), null)).toEqual([{ kind: 'refreshNodes' }])
    },
  )

  it('a deposit refreshes the wallet', () => {
    expect(noticeEffects(notice('deposit', { coinAmount: '10', coin: 'USDT' }), null)).toEqual([
      { kind: 'refreshWallet' },
    ])
  })

  it.each(['team_remove_member', 'team_disband'] as const)('%s for the current team logs out', (type) => {
    expect(noticeEffects(notice(type, { teamId: 7 }), 7)).toEqual([{ kind: 'logOut' }])
  })

  it.each(['team_remove_member', 'team_disband'] as const)('%s for another team refreshes the team list', (type) => {
    expect(noticeEffects(notice(type, { teamId: 8 }), 7)).toEqual([{ kind: 'refreshTeams' }])
    expect(noticeEffects(notice(type, { teamId: 8 }), null)).toEqual([{ kind: 'refreshTeams' }])
  })

  it('a team id sent as a string still matches the current team', () => {
    expect(noticeEffects(notice('team_disband', { teamId: '7' as unknown as number }), 7)).toEqual([{ kind: 'logOut' }])
  })

  it.each(['deposit', 'purchase', 'bill'] as const)('a %s export clears its cached export session', (exportType) => {
    expect(noticeEffects(notice('file_download', { type: exportType }), null)).toEqual([
      { kind: 'clearExportSession', exportType },
    ])
  })

  it('other notices only show', () => {
    expect(noticeEffects(notice('low_balance', { amount: '3.00' }), null)).toEqual([])
    expect(noticeEffects(notice('file_download'), null)).toEqual([])
  })
})

describe('isPersistentNotice', () => {
  it('keeps only file_download toasts open', () => {
    expect(isPersistentNotice({ type: 'file_download' })).toBe(true)
    expect(isPersistentNotice({ type: 'deposit' })).toBe(false)
  })
})
