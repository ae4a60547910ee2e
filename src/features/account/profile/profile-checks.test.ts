import { describe, expect, it } from 'vitest'
import { emailProblem, mailCodeProblem, nicknameProblem, promoCodeProblem } from './profile-checks'

describe('profile form checks', () => {
  it('a nickname is 1–64 characters once trimmed', () => {
    expect(nicknameProblem('Ada')).toBeNull()
    expect(nicknameProblem('  Ada  ')).toBeNull()
    expect(nicknameProblem('x'.repeat(64))).toBeNull()
    expect(nicknameProblem('艾达'.repeat(32))).toBeNull()
    expect(nicknameProblem('')).not.toBeNull()
    expect(nicknameProblem('   ')).not.toBeNull()
    expect(nicknameProblem('x'.repeat(65))).not.toBeNull()
  })

  it('an e-mail address needs an @ and a dotted domain', () => {
    expect(emailProblem('ada@example.com')).toBeNull()
    expect(emailProblem(' ada@example.com ')).toBeNull()
    expect(emailProblem('')?.id).not.toBe(emailProblem('ada@example')?.id)
    expect(emailProblem('ada@example')).not.toBeNull()
    expect(emailProblem('ada example.com')).not.toBeNull()
  })

  it('a mailed code is 6–128 letters, digits, - or _', () => {
    expect(mailCodeProblem('123456')).toBeNull()
    expect(mailCodeProblem('AbC-12_x')).toBeNull()
    expect(mailCodeProblem('')).not.toBeNull()
    expect(mailCodeProblem('12345')).not.toBeNull()
    expect(mailCodeProblem('12 456')).not.toBeNull()
  })

  it('a promo code is 3–32 letters, digits, - or _', () => {
    expect(promoCodeProblem('WELCOME10')).toBeNull()
    expect(promoCodeProblem('abc')).toBeNull()
    expect(promoCodeProblem('ab')).not.toBeNull()
    expect(promoCodeProblem('x'.repeat(33))).not.toBeNull()
    expect(promoCodeProblem('no spaces')).not.toBeNull()
  })
})
