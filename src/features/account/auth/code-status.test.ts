import { describe, expect, it } from 'vitest'
import { RpcCallError } from '../../../lib/rpc-errors'
import { codeFromSearch, refusedCodeStatus, unusableLinkText } from './code-status'
import { text } from './test-text'

describe('mailed links that cannot be used', () => {
  it('tells a used confirmation link from an expired or invalid one, each with its next step', () => {
    const used = unusableLinkText('emailConfirm', 'used')
    expect(text(used.title)).toBe('This confirmation link has already been used')
    expect(used.next).toEqual(['logIn'])
    const expired = unusableLinkText('emailConfirm', 'expired')
    expect(text(expired.title)).toBe('This confirmation link has expired')
    expect(expired.next).toEqual(['resendConfirmation'])
    expect(text(unusableLinkText('emailConfirm', 'invalid').title)).toBe('This confirmation link is not valid')
  })

  it('sends a reset link that cannot be used back to asking for another', () => {
    expect(text(unusableLinkText('passwordReset', 'used').title)).toBe('This reset link has already been used')
    expect(unusableLinkText('passwordReset', 'expired').next).toEqual(['requestReset'])
    expect(unusableLinkText('passwordReset', 'invalid').next).toEqual(['requestReset'])
  })

  it('sends a set-password link that cannot be used back to the profile', () => {
    expect(unusableLinkText('passwordSet', 'expired').next).toEqual(['requestSetPassword'])
    expect(unusableLinkText('passwordSet', 'used').next).toEqual(['logIn'])
  })

  it('reads a code from the link only when it is shaped like one', () => {
    expect(codeFromSearch('abcDEF123_-xyz')).toBe('abcDEF123_-xyz')
    expect(codeFromSearch(undefined)).toBeNull()
    expect(codeFromSearch('abc')).toBeNull()
    expect(codeFromSearch('has space in it')).toBeNull()
  })

  it('reads why the server refused a code', () => {
    const refused = new RpcCallError('hub_emailConfirm', {
      code: 10422,
      message: 'This confirmation link has already been used',
      messageZh: '该确认链接已被使用',
      data: { status: 'used' },
    })
    expect(refusedCodeStatus(refused)).toBe('used')
    expect(refusedCodeStatus(new Error('offline'))).toBeNull()
    expect(refusedCodeStatus(null)).toBeNull()
  })
})
