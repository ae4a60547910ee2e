/**
 * What the outbox does with a command the server did not accept: only a real refusal drops it
 * (and rolls its effect back); every failure that says nothing about the command keeps it queued.
 */
import { describe, expect, it } from 'vitest'
import { RpcCallError, RpcTransportError } from '../lib/rpc-client'
import { judgeFailure } from './app-store'

const answered = (code: number) => new RpcCallError('hub_changeUserLang', { code, message: 'No', messageZh: '不行' })

describe('judgeFailure', () => {
  it('asks again shortly when the same key is still running elsewhere (50409)', () => {
    expect(judgeFailure(answered(50409))).toBe('soon')
  })

  it.each([
    ['too many requests', 10429],
    ['a server fault, after which the server released the key', -32603],
    ['a missing session', 10101],
    ['an expired session', 10102],
    ['a revoked session', 10103],
  ])('keeps the command queued on %s (%i)', (_label, code) => {
    expect(judgeFailure(answered(code))).toBe('retry')
  })

  it.each([
    ['invalid params', -32602],
    ['a business rule', 10422],
    ['not found', 50404],
  ])('drops the command on %s (%i)', (_label, code) => {
    expect(judgeFailure(answered(code))).toBe('refused')
  })

  it('keeps the command queued when the call never got an answer', () => {
    expect(judgeFailure(new RpcTransportError('hub_changeUserLang', 'network'))).toBe('retry')
    expect(judgeFailure(new RpcTransportError('hub_changeUserLang', 'timeout'))).toBe('retry')
  })
})
