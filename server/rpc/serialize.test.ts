import { describe, expect, it } from 'vitest'
import { serializeAnswer, sharedResult } from './serialize'

describe('serializeAnswer', () => {
  it('writes a shared result as JSON.stringify writes the answer, for every id', () => {
    const result = sharedResult({ list: [{ id: 1, name: 'Main "key"', whitelist: ['192.0.2.1'] }], total: 1 })
    for (const id of [1, 'a"b', null]) {
      const answer = { jsonrpc: '2.0' as const, id, result }
      expect(JSON.parse(serializeAnswer(answer).toString())).toEqual(JSON.parse(JSON.stringify(answer)))
    }
  })

  it('answers the same bytes for the same id, and new bytes for another id', () => {
    const result = sharedResult({ total: 1 })
    const first = serializeAnswer({ jsonrpc: '2.0', id: 1, result })
    expect(serializeAnswer({ jsonrpc: '2.0', id: 1, result })).toBe(first)
    expect(JSON.parse(serializeAnswer({ jsonrpc: '2.0', id: 2, result }).toString())).toMatchObject({ id: 2 })
    for (let id = 3; id < 20; id++) serializeAnswer({ jsonrpc: '2.0', id, result })
    expect(JSON.parse(serializeAnswer({ jsonrpc: '2.0', id: 1, result }).toString())).toMatchObject({ id: 1, result })
  })

  it('freezes a shared result deeply, so no caller can change what the next is sent', () => {
    const result = sharedResult({ list: [{ name: 'Main' }] })
    expect(() => {
      ;(result.list[0] as { name: string }).name = 'Changed'
    }).toThrow(TypeError)
  })

  it('writes errors, plain results and batches as JSON.stringify does', () => {
    const error = {
      jsonrpc: '2.0' as const,
      id: 3,
      error: { code: -32601, message: 'Method not found', messageZh: '方法不存在' },
    }
    const plain = { jsonrpc: '2.0' as const, id: 4, result: { a: 1 } }
    const shared = { jsonrpc: '2.0' as const, id: 5, result: sharedResult([1, 2]) }
    expect(serializeAnswer(error)).toBe(JSON.stringify(error))
    expect(serializeAnswer(plain)).toBe(JSON.stringify(plain))
    expect(JSON.parse(serializeAnswer([error, plain, shared]).toString())).toEqual([
      error,
      plain,
      { ...shared, result: [1, 2] },
    ])
  })
})
