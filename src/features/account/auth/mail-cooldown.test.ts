// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { RpcCallError } from '../../../lib/rpc-errors'
import { rateLimitedUntil, rememberCooldown, rememberedCooldown } from './mail-cooldown'

describe('the mail cooldown', () => {
  it('takes the end of a 10429 wait from attemptsExpireAt, and nothing from other errors', () => {
    const limited = new RpcCallError('hub_sendRegisterConfirmMail', {
      code: 10429,
      message: 'Too many requests',
      messageZh: '请求过于频繁',
      data: { type: 'type3', attemptsExpireAt: 1_800_000_000_000 },
    })
    expect(rateLimitedUntil(limited)).toBe(1_800_000_000_000)
    const other = new RpcCallError('hub_register', { code: 10422, message: 'Taken', messageZh: '已注册' })
    expect(rateLimitedUntil(other)).toBeNull()
    expect(rateLimitedUntil(undefined)).toBeNull()
  })

  it('remembers the wait per kind and address, whatever the address case', () => {
    rememberCooldown('registerConfirm', 'Ada@Example.com', 1_800_000_000_000)
    expect(rememberedCooldown('registerConfirm', 'ada@example.com')).toBe(1_800_000_000_000)
    expect(rememberedCooldown('passwordReset', 'ada@example.com')).toBeNull()
  })
})
