import { describe, expect, it } from 'vitest'
import { closedReason, parseInviteQuery } from './invite-query'

describe('parseInviteQuery', () => {
  it('reads the mail link', () => {
    expect(parseInviteQuery({ inviteId: 12, code: 'ab c', register: 1 })).toEqual({
      inviteId: 12,
      code: 'ab c',
      register: true,
    })
    expect(parseInviteQuery({ inviteId: '7', code: 'x' })).toEqual({ inviteId: 7, code: 'x' })
  })
  it('ignores what is not an invitation', () => {
    expect(parseInviteQuery({ inviteId: 'abc', code: '', register: 0 })).toEqual({})
    expect(parseInviteQuery({ inviteId: -1 })).toEqual({})
  })
})

describe('closedReason', () => {
  it('maps the server status', () => {
    expect(closedReason({ status: 'used' })).toBe('used')
    expect(closedReason({ status: 'expired' })).toBe('expired')
    expect(closedReason({ status: 'revoked' })).toBe('invalid')
    expect(closedReason(undefined)).toBe('invalid')
  })
})
