import { describe, expect, it } from 'vitest'
import { checkFirstLoginForm } from './first-login-checks'
import { text } from './test-text'

describe('the first-login checks', () => {
  it('lets a nickname and accepted terms through', () => {
    expect(checkFirstLoginForm(' Ada ', true)).toEqual({})
  })

  it('asks for a nickname of 1 to 64 characters', () => {
    expect(text(checkFirstLoginForm('   ', true).nickname)).toBe('Choose a nickname.')
    expect(text(checkFirstLoginForm('x'.repeat(65), true).nickname)).toBe('A nickname has at most 64 characters.')
    expect(checkFirstLoginForm('x'.repeat(64), true).nickname).toBeUndefined()
  })

  it('requires the terms to be accepted', () => {
    expect(text(checkFirstLoginForm('Ada', false).acceptTerms)).toBe('Accept the terms of service to continue.')
  })
})
