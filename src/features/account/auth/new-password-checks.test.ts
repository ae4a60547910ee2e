import { describe, expect, it } from 'vitest'
import { checkNewPassword, passwordRules } from './new-password-checks'
import { text } from './test-text'

function unmet(password: string, email = ''): string[] {
  return passwordRules(password, email)
    .filter((rule) => !rule.met)
    .map((rule) => rule.id)
}

describe('the new-password rules', () => {
  it('ticks every rule for a long password with a letter and a number', () => {
    expect(unmet('correct horse 7')).toEqual([])
  })

  it('shows each rule unmet for an empty password', () => {
    expect(unmet('')).toEqual(['length', 'letter', 'digit', 'notEmail'])
  })

  it('wants 8 to 128 characters', () => {
    expect(unmet('abcde12')).toEqual(['length'])
    expect(unmet('abcdef12')).toEqual([])
    expect(unmet(`a1${'x'.repeat(127)}`)).toEqual(['length'])
  })

  it('wants a letter and a number, in any script', () => {
    expect(unmet('12345678')).toEqual(['letter'])
    expect(unmet('abcdefgh')).toEqual(['digit'])
    expect(unmet('密码密码密码密码1')).toEqual([])
  })

  it('refuses the e-mail address, whatever its case', () => {
    expect(unmet('Ada1@Example.com', 'ada1@example.com')).toEqual(['notEmail'])
    expect(unmet('ada1@example.org', 'ada1@example.com')).toEqual([])
  })

  it('asks for the password and its confirmation, and that they match', () => {
    expect(text(checkNewPassword('', '').password)).toBe('Choose a password.')
    expect(text(checkNewPassword('', '').confirmation)).toBe('Type your password again.')
    expect(text(checkNewPassword('abcdef12', 'abcdef13').confirmation)).toBe('The passwords do not match.')
    expect(checkNewPassword('abcdef12', 'abcdef12')).toEqual({})
  })
})
