import { describe, expect, it } from 'vitest'
import { checkEmail, normaliseEmail } from './email-checks'
import { checkPromoCode, checkRegisterForm, hasErrors } from './register-form-checks'
import { text } from './test-text'

const valid = { email: 'ada@example.com', password: 'analytical1', confirmation: 'analytical1', promoCode: '' }

describe('the registration form checks', () => {
  it('lets a complete, valid form through', () => {
    expect(hasErrors(checkRegisterForm(valid))).toBe(false)
  })

  it('asks for an address, then for one shaped like an address', () => {
    expect(text(checkEmail('  '))).toBe('Enter your e-mail address.')
    expect(text(checkEmail('ada@example'))).toBe('Enter an e-mail address like name@example.com.')
    expect(text(checkEmail('ada example.com'))).toBe('Enter an e-mail address like name@example.com.')
    expect(text(checkEmail(`${'a'.repeat(250)}@x.io`))).toBe('Enter an e-mail address like name@example.com.')
    expect(checkEmail(' Ada@Example.com ')).toBeUndefined()
  })

  it('keys the address as the server does: trimmed and lower-case', () => {
    expect(normaliseEmail(' Ada@Example.COM ')).toBe('ada@example.com')
  })

  it('names the field of each problem', () => {
    const errors = checkRegisterForm({ email: 'nope', password: 'short', confirmation: 'other', promoCode: 'x' })
    expect(text(errors.email)).toBe('Enter an e-mail address like name@example.com.')
    expect(text(errors.password)).toBe('Your password does not meet every rule below.')
    expect(text(errors.confirmation)).toBe('The passwords do not match.')
    expect(text(errors.promoCode)).toBe('A promo code has 3 to 32 letters, digits, - or _.')
  })

  it('takes no promo code, or one of 3 to 32 letters, digits, - or _', () => {
    expect(checkPromoCode('')).toBeUndefined()
    expect(checkPromoCode('  ')).toBeUndefined()
    expect(checkPromoCode('WELCOME-2026')).toBeUndefined()
    expect(checkPromoCode('ab')).toBeDefined()
    expect(checkPromoCode('has space')).toBeDefined()
    expect(checkPromoCode('x'.repeat(33))).toBeDefined()
  })

  it('refuses the address itself as the password', () => {
    const errors = checkRegisterForm({
      ...valid,
      password: 'ada1@example.com',
      confirmation: 'ada1@example.com',
      email: 'Ada1@example.com',
    })
    expect(text(errors.password)).toBe('Your password does not meet every rule below.')
  })
})
