import { describe, expect, it } from 'vitest'
import { RpcCallError, RpcTransportError } from './rpc-client'
import { cardFailureFrom, failureOfCode } from './card-failure'

const refused = (reason: string) =>
  new RpcCallError('hub_depositByCard', { code: 10422, message: 'refused', messageZh: '拒绝', data: { reason } })

describe('card failures', () => {
  it('tells a declined card from insufficient funds by the refusal reason the server sends', () => {
    expect(cardFailureFrom(refused('card_declined'))).toBe('declined')
    expect(cardFailureFrom(refused('insufficient_funds'))).toBe('insufficientFunds')
    expect(cardFailureFrom(refused('below_minimum'))).toBe('other')
  })

  it('a call that got no answer is a lost network, so the same attempt can be asked again', () => {
    expect(cardFailureFrom(new RpcTransportError('hub_depositByCard', 'network'))).toBe('networkLost')
    expect(cardFailureFrom(new RpcTransportError('hub_depositByCard', 'timeout'))).toBe('networkLost')
    expect(cardFailureFrom(new RpcCallError('hub_depositByCard', { code: 50409, message: '', messageZh: '' }))).toBe(
      'networkLost',
    )
    expect(cardFailureFrom(new RpcTransportError('hub_depositByCard', 'http', { status: 500 }))).toBe('other')
  })

  it('keeps a failure an effect already named', () => {
    expect(cardFailureFrom({ cardFailure: 'authenticationFailed' })).toBe('authenticationFailed')
    expect(cardFailureFrom(new Error('boom'))).toBe('other')
  })

  it("reads a failed order by its refusal code, Stripe's words as the sandbox's", () => {
    expect(failureOfCode('insufficient_funds')).toBe('insufficientFunds')
    expect(failureOfCode('card_declined')).toBe('declined')
    expect(failureOfCode('expired_card')).toBe('declined')
    expect(failureOfCode('authentication_failed')).toBe('authenticationFailed')
    expect(failureOfCode('payment_intent_authentication_failure')).toBe('authenticationFailed')
    expect(failureOfCode('')).toBe('other')
  })
})
