import { describe, expect, it } from 'vitest'
import { noticePage } from './notice-pages'
import { NOTICE_TYPES } from './notice-types'

describe('noticePage', () => {
  it.each([
    ['deposit', '/rpc/billings'],
    ['low_balance', '/rpc/billings'],
    ['ru_pkg_running_out', '/rpc/billings'],
    ['file_download', '/rpc/billings'],
    ['auto_scaling_failed', '/rpc/billings'],
    ['team_remove_member', '/rpc/team'],
    ['team_approve_invite', '/rpc/team'],
    ['apikey_delete', '/rpc/endpoint'],
    ['apikey_feature_update', '/rpc/endpoint'],
    ['normal_warn', '/rpc'],
  ] as const)('opens %s at %s', (type, path) => {
    expect(noticePage(type)).toBe(path)
  })

  it('opens every type on a dashboard page', () => {
    for (const type of NOTICE_TYPES) expect(noticePage(type)).toMatch(/^\/rpc(\/|$)/)
  })
})
